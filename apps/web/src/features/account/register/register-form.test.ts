import { describe, expect, it } from 'vitest';
import {
  checkAccountStep,
  checkPersonStep,
  checkPlaceStep,
  EMPTY_REGISTER_FORM,
  toProfileInput,
  toSignUpInput,
} from './register-form.ts';

const filled = {
  ...EMPTY_REGISTER_FORM,
  email: 'ana@example.com',
  password: 'segredo1',
  confirmation: 'segredo1',
  name: ' Ana ',
  birthDate: '31/12/1990',
  gender: 'Feminino' as const,
};

describe('register steps', () => {
  it('accepts a complete step 1 and step 2', () => {
    expect(checkAccountStep(filled)).toEqual({});
    expect(checkPersonStep(filled)).toEqual({});
  });

  it('refuses a name longer than 120 characters at the person step', () => {
    expect(checkPersonStep({ ...filled, name: 'A'.repeat(7800) })).toEqual({ name: 'long' });
  });

  it('requires email and password, a 6-character password and the same confirmation', () => {
    expect(checkAccountStep(EMPTY_REGISTER_FORM)).toEqual({ email: 'empty', password: 'empty' });
    expect(checkAccountStep({ ...filled, email: 'ana@' })).toEqual({ email: 'invalid' });
    expect(checkAccountStep({ ...filled, password: '12345', confirmation: '12345' })).toEqual({ password: 'short' });
    expect(checkAccountStep({ ...filled, confirmation: 'segredo2' })).toEqual({ confirmation: 'different' });
  });

  it('requires name, a real birth date and gender', () => {
    expect(checkPersonStep(EMPTY_REGISTER_FORM)).toEqual({ name: 'empty', birthDate: 'empty', gender: 'empty' });
    expect(checkPersonStep({ ...filled, birthDate: '31/02/1990' })).toEqual({ birthDate: 'invalid' });
  });

  it('asks for the terms and privacy policy on the last step', () => {
    expect(checkPlaceStep(filled)).toEqual({ termsAndPolicyCheck: 'empty' });
    expect(checkPlaceStep({ ...filled, termsAndPolicyCheck: true })).toEqual({});
  });

  it('sends what the sign-up endpoint checks: the confirmation and the consent too', () => {
    expect(toSignUpInput({ ...filled, termsAndPolicyCheck: true })).toEqual({
      email: 'ana@example.com',
      password: 'segredo1',
      confirmation: 'segredo1',
      name: 'Ana',
      termsAndPolicyCheck: true,
    });
  });

  it('saves birth date (YYYY/MM/DD), gender and place on the profile', () => {
    const placed = { ...filled, country: ' Brasil ', state: 'Minas Gerais', city: 'Mariana' };
    expect(toProfileInput(placed)).toEqual({
      name: 'Ana',
      birthDate: '1990/12/31',
      gender: 'Feminino',
      country: 'Brasil',
      state: 'Minas Gerais',
      city: 'Mariana',
    });
  });
});
