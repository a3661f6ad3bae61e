import {
  birthDateToStored,
  emailAddress,
  GENDERS,
  MAX_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  type SignUpInput,
  type UpdateProfileInput,
} from '@percurso/shared';

export { GENDERS };
export type Gender = (typeof GENDERS)[number];

/** Everything the three register steps ask for (spec §4), as typed. */
export interface RegisterForm {
  email: string;
  password: string;
  confirmation: string;
  name: string;
  /** DD/MM/YYYY as typed through the mask. */
  birthDate: string;
  gender: Gender | '';
  country: string;
  state: string;
  city: string;
  /** The terms of use and privacy policy accepted (termsAndPolicyCheck, spec §3): sign-up needs it. */
  termsAndPolicyCheck: boolean;
}

export const EMPTY_REGISTER_FORM: RegisterForm = {
  email: '',
  password: '',
  confirmation: '',
  name: '',
  birthDate: '',
  gender: '',
  country: '',
  state: '',
  city: '',
  termsAndPolicyCheck: false,
};

export type RegisterField = keyof RegisterForm;

/** Fields of a step that are wrong, and why (a problem name the step turns into a message). */
export type StepProblems = Partial<
  Record<RegisterField, 'empty' | 'invalid' | 'short' | 'long' | 'different' | 'taken'>
>;

/** Spec §5, step 1: email and password required, password ≥ 6 and equal to the confirmation. */
export function checkAccountStep(form: RegisterForm): StepProblems {
  const problems: StepProblems = {};
  if (form.email.trim() === '') problems.email = 'empty';
  else if (!emailAddress.safeParse(form.email).success) problems.email = 'invalid';
  if (form.password === '') problems.password = 'empty';
  else if (form.password.length < MIN_PASSWORD_LENGTH) problems.password = 'short';
  if (form.confirmation !== form.password) problems.confirmation = 'different';
  return problems;
}

/** Spec §5, step 2: name, birth date (a real date) and gender required. */
export function checkPersonStep(form: RegisterForm): StepProblems {
  const problems: StepProblems = {};
  if (form.name.trim() === '') problems.name = 'empty';
  else if (form.name.trim().length > MAX_NAME_LENGTH) problems.name = 'long';
  if (form.birthDate === '') problems.birthDate = 'empty';
  else if (birthDateToStored(form.birthDate) === null) problems.birthDate = 'invalid';
  if (form.gender === '') problems.gender = 'empty';
  return problems;
}

/** Step 3: the place is optional; the terms and privacy policy must be accepted. */
export function checkPlaceStep(form: RegisterForm): StepProblems {
  return form.termsAndPolicyCheck ? {} : { termsAndPolicyCheck: 'empty' };
}

/** Step 1, the name and the consent: what creates the account (the server checks them again). */
export function toSignUpInput(form: RegisterForm): SignUpInput {
  return {
    email: form.email.trim(),
    password: form.password,
    confirmation: form.confirmation,
    name: form.name.trim(),
    termsAndPolicyCheck: form.termsAndPolicyCheck,
  };
}

/** Steps 2 and 3: saved on the new account's profile right after sign-up (birth date as YYYY/MM/DD). */
export function toProfileInput(form: RegisterForm): UpdateProfileInput {
  return {
    name: form.name.trim(),
    birthDate: birthDateToStored(form.birthDate),
    gender: form.gender === '' ? null : form.gender,
    country: form.country.trim(),
    state: form.state.trim(),
    city: form.city.trim(),
  };
}

export const hasProblems = (problems: StepProblems) => Object.keys(problems).length > 0;
