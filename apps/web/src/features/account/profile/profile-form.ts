import {
  birthDateToStored,
  birthDateToTyped,
  GENDERS,
  IDIOMS,
  type Idiom,
  personName,
  type UpdateProfileInput,
  type UserProfile,
} from '@percurso/shared';
import { isApiError } from '../../../api/http.ts';

type Gender = (typeof GENDERS)[number];

/** The /perfil form as the visitor edits it. */
export interface ProfileForm {
  name: string;
  gender: Gender | '';
  /** DD/MM/YYYY through the mask. */
  birthDate: string;
  cep: string;
  country: string;
  state: string;
  city: string;
  idiom: Idiom;
  termsAndPolicyCheck: boolean;
}

// In their own module so the session (in the first chunk) does not bring the profile form along.
export { IDIOM_LOCALES, idiomOfLocale } from '../idiom-locale.ts';

const isGender = (value: string | null): value is Gender => (GENDERS as readonly (string | null)[]).includes(value);
const isIdiom = (value: string): value is Idiom => (IDIOMS as readonly string[]).includes(value);

/** The form filled from the saved profile. */
export function formFromProfile(user: UserProfile): ProfileForm {
  return {
    name: user.name,
    gender: isGender(user.gender) ? user.gender : '',
    birthDate: birthDateToTyped(user.birthDate),
    cep: user.cep ?? '',
    country: user.country ?? '',
    state: user.state ?? '',
    city: user.city ?? '',
    idiom: isIdiom(user.idiom) ? user.idiom : 'Português',
    termsAndPolicyCheck: user.termsAndPolicyCheck,
  };
}

export type ProfileProblem = 'name' | 'nameTooLong' | 'birthDate';

/** The form field a problem is shown on. */
export const fieldOfProblem = (problem: ProfileProblem): keyof ProfileForm =>
  problem === 'birthDate' ? 'birthDate' : 'name';

/** The problem the server named in refusing the form (the same rules, checked again), if any. */
export function problemOfError(error: unknown): ProfileProblem | undefined {
  if (isApiError(error, 'user/name-required')) return 'name';
  if (isApiError(error, 'user/name-too-long')) return 'nameTooLong';
  if (isApiError(error, 'birthDate-invalid')) return 'birthDate';
  return undefined;
}

/** What PATCH /api/me receives, or what must be fixed first ('Informe o nome!', a long name, a bad date). */
export function profileInputFromForm(
  form: ProfileForm,
  today: Date = new Date(),
): { input: UpdateProfileInput } | { problem: ProfileProblem } {
  const name = personName.safeParse(form.name);
  if (!name.success) return { problem: name.error.issues[0]?.message === 'name-too-long' ? 'nameTooLong' : 'name' };
  const birthDate = form.birthDate.trim() === '' ? null : birthDateToStored(form.birthDate, today);
  if (birthDate === null && form.birthDate.trim() !== '') return { problem: 'birthDate' };
  return {
    input: {
      name: name.data,
      gender: form.gender === '' ? null : form.gender,
      birthDate,
      cep: form.cep,
      country: form.country,
      state: form.state,
      city: form.city,
      idiom: form.idiom,
      termsAndPolicyCheck: form.termsAndPolicyCheck,
    },
  };
}

/** The CEP's eight digits when it is complete (01310-100, 01310100), else null: no lookup yet. */
export function completeCep(typed: string): string | null {
  const digits = typed.replace(/\D/g, '');
  return digits.length === 8 ? digits : null;
}

/** The #####-### mask of the CEP field. */
export function maskCep(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
