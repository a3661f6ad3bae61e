import { describe, expect, it } from 'vitest';
import { filledLanguages, localize, toLanguage } from './localize.ts';

describe('LocalizedText fallback', () => {
  const text = { pt: 'Moenda', en: 'Mill', es: '', fr: undefined };

  it('returns the requested language when present', () => {
    expect(localize(text, 'en')).toBe('Mill');
  });

  it('falls back to Portuguese when the language is empty or missing', () => {
    expect(localize(text, 'es')).toBe('Moenda');
    expect(localize(text, 'fr')).toBe('Moenda');
  });

  it('falls back to the first language present when Portuguese is missing', () => {
    expect(localize({ es: 'Molino', fr: 'Moulin' }, 'en')).toBe('Molino');
    expect(localize({ fr: 'Moulin' }, 'pt')).toBe('Moulin');
  });

  it('treats blank strings as missing and returns "" for empty values', () => {
    expect(localize({ pt: '   ', en: 'Mill' }, 'fr')).toBe('Mill');
    expect(localize({}, 'pt')).toBe('');
    expect(localize(undefined, 'pt')).toBe('');
  });

  it('lists filled languages for completeness markers', () => {
    expect(filledLanguages(text)).toEqual(['pt', 'en']);
  });

  it('maps browser language tags to content languages, defaulting to Portuguese', () => {
    expect(toLanguage('pt-BR')).toBe('pt');
    expect(toLanguage('en-US')).toBe('en');
    expect(toLanguage('fr')).toBe('fr');
    expect(toLanguage('de-DE')).toBe('pt');
    expect(toLanguage(undefined)).toBe('pt');
  });
});
