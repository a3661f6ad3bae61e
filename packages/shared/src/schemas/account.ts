import { z } from 'zod';
import { GENDERS, IDIOMS, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants.ts';
import type { ContentFormat, SignLanguage } from '../rules/content-format.ts';
import { id, isoDateTime, mediaUrl } from './common.ts';

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export const emailAddress = z.string().trim().toLowerCase().pipe(z.email().max(254));
export const password = z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH);

/**
 * A person's name: required ('Informe o nome!', `name-required`), at most MAX_NAME_LENGTH
 * characters (`name-too-long`, not a server error: issue 26).
 */
export const personName = z
  .string({ error: 'name-required' })
  .trim()
  .min(1, { error: 'name-required' })
  .max(MAX_NAME_LENGTH, { error: 'name-too-long' });

/**
 * Register with e-mail and password (from an anonymous session: the same user, upgraded). The
 * server also wants the password typed twice (`confirmation`, else 'different-passwords') and the
 * terms of use and privacy policy accepted (`termsAndPolicyCheck: true`, else 'terms-not-accepted'),
 * recorded on the user (spec §3, §8). Both are optional here so the answer names what is wrong.
 */
export const signUpInput = z.object({
  email: emailAddress,
  password,
  confirmation: z.string().max(MAX_PASSWORD_LENGTH).optional(),
  name: personName,
  termsAndPolicyCheck: z.boolean().optional(),
});
export type SignUpInput = z.infer<typeof signUpInput>;

export const signInInput = z.object({
  email: emailAddress,
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});
export type SignInInput = z.infer<typeof signInInput>;

/**
 * rules/content-format.ts CONTENT_FORMATS, written out: importing it would make that module one
 * the web app's chunks share, a chunk of its own named in the app shell (account.test.ts checks both agree).
 */
export const contentFormat = z.enum([
  'standard',
  'narration',
  'sign-language',
  'transcript',
  'easy-read',
  'audio-description',
] as const satisfies readonly ContentFormat[]);
/** rules/content-format.ts SIGN_LANGUAGES, written out for the same reason (account.test.ts checks both agree). */
export const signLanguage = z.enum([
  'bzs',
  'ase',
  'bfi',
  'fsl',
  'ssp',
  'psr',
  'aed',
  'mfs',
  'ils',
] as const satisfies readonly SignLanguage[]);

/** The spec's user document as the signed-in user sees it (GET /api/me). */
export const userProfile = z.object({
  id,
  name: z.string(),
  email: z.string().nullable(),
  /** The owner followed the verification link sent to `email` (panel roles wait for it). */
  emailVerified: z.boolean(),
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
  /** The content format chosen (issue 30 item 3), null: never chose; every point opens in it first. */
  contentFormat: contentFormat.nullable(),
  /** With the format 'sign-language': which sign language (null otherwise). */
  contentSignLanguage: signLanguage.nullable(),
  /** False when the visitor turned usage tracking off (issue 31 item 6): the server stores no visit event of theirs. */
  usageTracking: z.boolean(),
  tutorial: z.array(z.string()),
  termsAndPolicyCheck: z.boolean(),
  createdAt: isoDateTime,
});
export type UserProfile = z.infer<typeof userProfile>;

/** GET /api/session: the browser's user, null without a session (200 either way, never a 401). */
export const currentUser = z.object({ user: userProfile.nullable() });
export type CurrentUser = z.infer<typeof currentUser>;

/**
 * A BCP 47 language tag as browsers write them ('pt-BR', 'en', 'zh-Hant-TW'): letters, digits and
 * hyphens only, so it can go into an Accept-Language header.
 */
export const languageTag = z
  .string()
  .trim()
  .max(35)
  .regex(/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/);

/**
 * Ask for a password-reset e-mail; `language` (pt, en, es, fr or another BCP 47 tag) picks the
 * e-mail's, Portuguese when it is none of the four.
 */
export const requestPasswordResetInput = z.object({
  email: z.string().trim().max(254).default(''),
  language: languageTag.optional(),
});
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInput>;

/** Delete one's own account: the current password, as the spec asks for re-authentication. */
/** The password, or for accounts without one (phone only) the SMS code just sent to the account's number. */
export const deleteAccountInput = z.object({
  password: z.string().max(MAX_PASSWORD_LENGTH).default(''),
  code: z.string().trim().max(12).default(''),
});
export type DeleteAccountInput = z.input<typeof deleteAccountInput>;

/**
 * How this account re-authenticates to be deleted: its password; a fresh SMS code to its number
 * (phone-only accounts); or a sign-in with its provider in the last few minutes (social-only).
 */
export const deleteAccountMethod = z.object({
  method: z.enum(['password', 'phone-code', 'recent-sign-in']),
  /** The account's number with all but the last 4 digits hidden (phone-code). */
  phone: z.string().nullable(),
  /** The sign-in providers of the account, e.g. ['google'] (recent-sign-in). */
  providers: z.array(z.string()),
  /** True while the current session is recent enough to delete without signing in again. */
  recentSignIn: z.boolean(),
});
export type DeleteAccountMethod = z.infer<typeof deleteAccountMethod>;

/** A social-only account may be deleted within this many seconds of signing in with its provider. */
export const RECENT_SIGN_IN_SECONDS = 300;

/** True for a real calendar date written YYYY/MM/DD (the spec's stored form) or YYYY-MM-DD. */
export function isBirthDate(value: string): boolean {
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal && year >= 1900 && date.getTime() <= Date.now();
}

/** Optional profile text: blank means "not informed" and is stored as null. */
const profileText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max).nullable().optional(),
  );

/**
 * better-auth's POST /api/auth/update-user, checked before better-auth sees it: the name by the
 * profile's rule (never null or an object) and the image URL; no other field.
 */
export const updateAuthUserInput = z.strictObject({
  name: personName.optional(),
  image: mediaUrl.nullable().optional(),
});
export type UpdateAuthUserInput = z.infer<typeof updateAuthUserInput>;

/**
 * The profile form (/perfil). Only the name is required ('Informe o nome!'); a birth date must be
 * a real past date, written YYYY/MM/DD as the register dialog converts it.
 */
export const updateProfileInput = z.object({
  name: personName,
  gender: z.preprocess((value) => (value === '' ? null : value), z.enum(GENDERS).nullable().optional()),
  birthDate: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().refine(isBirthDate, { error: 'birthDate-invalid' }).nullable().optional(),
  ),
  cep: profileText(20),
  country: profileText(120),
  state: profileText(120),
  city: profileText(120),
  idiom: z.enum(IDIOMS).optional(),
  termsAndPolicyCheck: z.boolean().optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

/** PUT /api/me/content-format: a registered visitor's chosen format, kept for their other devices. */
export const contentFormatInput = z
  .strictObject({
    format: contentFormat,
    /** With 'sign-language': which one; absent, Libras. Refused with another format. */
    signLanguage: signLanguage.optional(),
  })
  .refine((input) => input.format === 'sign-language' || input.signLanguage === undefined, {
    error: 'invalid-request',
    path: ['signLanguage'],
  });
export type ContentFormatInput = z.infer<typeof contentFormatInput>;

/** PUT /api/me/usage-tracking: a registered visitor turns usage tracking on or off (issue 31 item 6). */
export const usageTrackingInput = z.strictObject({ enabled: z.boolean() });
export type UsageTrackingInput = z.infer<typeof usageTrackingInput>;

/** Choose a new password with the token from the reset e-mail's link (/auth/reset-password?token=). */
export const resetPasswordInput = z.object({ newPassword: password, token: z.string().min(1) });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** What a CEP lookup answers (GET /api/postal-codes/:cep): the city and the state's abbreviation. */
export interface PostalCodeAddress {
  city: string;
  state: string;
}

/** One open session (device) of the registered user, as /perfil lists them (no token). */
export const accountSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  userAgent: z.string().nullable(),
  /** The session of the device asking. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

/** POST /api/auth/sessions/revoke: which of the user's other sessions to end. */
export const revokeSessionInput = z.object({ id: z.string().trim().min(1).max(200) });
export type RevokeSessionInput = z.infer<typeof revokeSessionInput>;
