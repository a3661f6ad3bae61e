import { describe, expect, it } from 'vitest';
import { CONTENT_FORMATS, SIGN_LANGUAGES } from '../rules/content-format.ts';
import { contentFormat, contentFormatInput, isBirthDate, signLanguage, updateProfileInput } from './account.ts';
import { signLanguageVideo } from './point.ts';

describe('isBirthDate', () => {
  it.each(['1990/02/28', '2000/02/29', '1990-02-28'])('accepts the real date %s', (value) => {
    expect(isBirthDate(value)).toBe(true);
  });

  it.each(['1990/02/30', '1900/02/29', '1990/13/01', '28/02/1990', '1899/12/31', '2990/01/01', '19900228'])(
    'refuses %s',
    (value) => {
      expect(isBirthDate(value)).toBe(false);
    },
  );
});

describe('updateProfileInput', () => {
  it('trims the name and turns blank optional fields into null', () => {
    expect(updateProfileInput.parse({ name: ' Ana ', city: ' ', gender: '', birthDate: '' })).toEqual({
      name: 'Ana',
      city: null,
      gender: null,
      birthDate: null,
    });
  });

  it('names the spec codes of a missing name and a bad birth date', () => {
    const messages = (value: unknown) =>
      updateProfileInput.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages({})).toEqual(['name-required']);
    expect(messages({ name: '  ' })).toEqual(['name-required']);
    expect(messages({ name: 'Ana', birthDate: '31/12/1990' })).toEqual(['birthDate-invalid']);
  });

  it('accepts only the spec genders and the four interface languages', () => {
    expect(updateProfileInput.safeParse({ name: 'Ana', gender: 'Outro', idiom: 'Français' }).success).toBe(true);
    expect(updateProfileInput.safeParse({ name: 'Ana', gender: 'outro' }).success).toBe(false);
    expect(updateProfileInput.safeParse({ name: 'Ana', idiom: 'pt' }).success).toBe(false);
  });
});

describe('contentFormatInput', () => {
  it('takes every content format and nothing else', () => {
    for (const format of CONTENT_FORMATS) expect(contentFormatInput.parse({ format })).toEqual({ format });
    expect(contentFormat.options).toEqual([...CONTENT_FORMATS]);
    expect(contentFormatInput.safeParse({ format: 'libras' }).success).toBe(false);
  });

  it('takes a sign language with the sign-language format only', () => {
    expect(signLanguage.options).toEqual([...SIGN_LANGUAGES]);
    expect(signLanguageVideo.shape.language.options).toEqual([...SIGN_LANGUAGES]);
    expect(contentFormatInput.parse({ format: 'sign-language', signLanguage: 'ase' })).toEqual({
      format: 'sign-language',
      signLanguage: 'ase',
    });
    expect(contentFormatInput.safeParse({ format: 'narration', signLanguage: 'ase' }).success).toBe(false);
    expect(contentFormatInput.safeParse({ format: 'sign-language', signLanguage: 'xx' }).success).toBe(false);
  });
});
