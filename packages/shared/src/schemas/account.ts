import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants.ts';
import { id, isoDateTime } from './common.ts';

/** The password hash accepts at most this many characters (better-auth's default limit). */
export const MAX_PASSWORD_LENGTH = 128;
export const USER_ROLES = ['Comum', 'Administração'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const DEFAULT_USER_ROLES: readonly UserRole[] = ['Comum'];
export const DEFAULT_IDIOM = 'Português';

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export const emailAddress = z.string().trim().toLowerCase().pipe(z.email().max(254));
export const password = z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH);

/** Register with e-mail and password (from an anonymous session: the same user, upgraded). */
export const signUpInput = z.object({
  email: emailAddress,
  password,
  name: z.string().trim().min(1).max(120),
});
export type SignUpInput = z.infer<typeof signUpInput>;

export const signInInput = z.object({
  email: emailAddress,
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});
export type SignInInput = z.infer<typeof signInInput>;

/** The spec's user document as the signed-in user sees it (GET /api/me). */
export const userProfile = z.object({
  id,
  name: z.string(),
  email: z.string().nullable(),
  isAnonymous: z.boolean(),
  phone: z.string().nullable(),
  image: z.object({ name: z.string().optional(), fileUrl: z.string() }).nullable(),
  gender: z.string().nullable(),
  cep: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  /** YYYY-MM-DD. */
  birthDate: z.string().nullable(),
  roles: z.array(z.string()),
  experienceLevel: z.number().int(),
  idiom: z.string(),
  tutorial: z.array(z.string()),
  termsAndPolicyCheck: z.boolean(),
  createdAt: isoDateTime,
});
export type UserProfile = z.infer<typeof userProfile>;
