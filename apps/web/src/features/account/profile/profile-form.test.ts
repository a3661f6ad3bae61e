import type { UserProfile } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import {
  completeCep,
  formFromProfile,
  IDIOM_LOCALES,
  idiomOfLocale,
  maskCep,
  type ProfileForm,
  profileInputFromForm,
} from './profile-form.ts';

const user: UserProfile = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Ana Visitante',
  email: 'ana@example.com',
  emailVerified: false,
  isAnonymous: false,
  usageTracking: true,
  phone: null,
  image: null,
  gender: 'Feminino',
  cep: '01310-100',
  country: 'Brasil',
  state: 'São Paulo',
  city: 'São Paulo',
  birthDate: '1990-02-28',
  roles: ['Comum'],
  experienceLevel: 1,
  idiom: 'English',
  contentFormat: null,
  contentSignLanguage: null,
  tutorial: [],
  termsAndPolicyCheck: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const today = new Date(2026, 5, 1);

describe('formFromProfile', () => {
  it('shows the stored birth date as DD/MM/YYYY and keeps the rest', () => {
    expect(formFromProfile(user)).toEqual({
      name: 'Ana Visitante',
      gender: 'Feminino',
      birthDate: '28/02/1990',
      cep: '01310-100',
      country: 'Brasil',
      state: 'São Paulo',
      city: 'São Paulo',
      idiom: 'English',
      termsAndPolicyCheck: true,
    });
  });

  it('leaves unknown genders and idioms out', () => {
    const form = formFromProfile({ ...user, gender: 'x', idiom: 'Klingon', birthDate: null, cep: null });
    expect(form).toMatchObject({ gender: '', idiom: 'Português', birthDate: '', cep: '' });
  });
});

describe('profileInputFromForm', () => {
  const form: ProfileForm = formFromProfile(user);

  it('asks for the name first (Informe o nome!)', () => {
    expect(profileInputFromForm({ ...form, name: '  ' }, today)).toEqual({ problem: 'name' });
  });

  it('refuses a name longer than 120 characters with its own problem, not "Informe o nome!"', () => {
    expect(profileInputFromForm({ ...form, name: 'A'.repeat(7800) }, today)).toEqual({ problem: 'nameTooLong' });
    expect(profileInputFromForm({ ...form, name: 'A'.repeat(120) }, today)).toMatchObject({
      input: { name: 'A'.repeat(120) },
    });
  });

  it('rejects an impossible birth date', () => {
    expect(profileInputFromForm({ ...form, birthDate: '31/02/1990' }, today)).toEqual({ problem: 'birthDate' });
  });

  it('stores the birth date as YYYY/MM/DD and a blank one as null', () => {
    const saved = profileInputFromForm(form, today);
    expect(saved).toEqual({ input: expect.objectContaining({ name: 'Ana Visitante', birthDate: '1990/02/28' }) });
    expect(profileInputFromForm({ ...form, birthDate: '', gender: '' }, today)).toEqual({
      input: expect.objectContaining({ birthDate: null, gender: null }),
    });
  });
});

describe('CEP helpers', () => {
  it.each([
    ['01310-100', '01310100'],
    ['01310100', '01310100'],
    ['01.310-100', '01310100'],
    ['01310-10', null],
    ['', null],
  ])('completeCep(%j) is %j', (typed, cep) => {
    expect(completeCep(typed)).toBe(cep);
  });

  it('masks the CEP as #####-###', () => {
    expect(maskCep('0131')).toBe('0131');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01310-1009')).toBe('01310-100');
  });
});

describe('interface language', () => {
  it('maps each idiom to a UI locale and back', () => {
    for (const [idiom, locale] of Object.entries(IDIOM_LOCALES)) expect(idiomOfLocale(locale)).toBe(idiom);
    expect(idiomOfLocale('de')).toBe('Português');
  });
});
