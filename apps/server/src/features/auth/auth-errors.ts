import type { ErrorCode } from '@percurso/shared';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';

/** better-auth's error codes that have a code of the spec's catalogue (§8). */
const CATALOGUE_CODES: Record<string, ErrorCode> = {
  INVALID_EMAIL: 'auth/invalid-email',
  PASSWORD_TOO_SHORT: 'auth/weak-password',
  PASSWORD_TOO_LONG: 'auth/weak-password',
  USER_ALREADY_EXISTS: 'auth/email-already-exists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth/email-already-exists',
  INVALID_PASSWORD: 'auth/wrong-password',
  // Also an unknown e-mail: the sign-in route tells the two apart.
  INVALID_EMAIL_OR_PASSWORD: 'auth/wrong-password',
  USER_NOT_FOUND: 'auth/user-not-found',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'auth/user-not-found',
  INVALID_TOKEN: 'auth/invalid-action-code',
  INVALID_ORIGIN: 'auth/untrusted-origin',
  MISSING_OR_NULL_ORIGIN: 'auth/untrusted-origin',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'auth/untrusted-origin',
  USER_DISABLED: 'auth/user-disabled',
};

export interface BetterAuthFailure {
  status: number;
  code: string | undefined;
  message: string | undefined;
}

/** Reads better-auth's `{ code, message }` error body (some answers, e.g. 429, carry none). */
export async function readFailure(response: Response): Promise<BetterAuthFailure> {
  const body = (await response.json().catch(() => undefined)) as { code?: unknown; message?: unknown } | undefined;
  return {
    status: response.status,
    code: typeof body?.code === 'string' ? body.code : undefined,
    message: typeof body?.message === 'string' ? body.message : undefined,
  };
}

/**
 * The envelope code for a better-auth failure: the catalogue's code when there is one, else one
 * by status. Returns undefined for server errors, which the caller must treat as `internal`.
 */
export function toErrorCode(failure: BetterAuthFailure): ErrorCode | undefined {
  const known = failure.code ? CATALOGUE_CODES[failure.code] : undefined;
  if (known) return known;
  if (failure.status === 401) return 'auth/session-required';
  if (failure.status === 404) return 'not-found';
  if (failure.status === 429) return 'rate-limited';
  if (failure.status >= 500) return undefined;
  return 'auth/internal-error';
}

/** A bad sign-up or sign-in body as the catalogue names it: bad e-mail, weak password, or a field. */
export function inputError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || undefined;
  if (field === 'email') return new AppError('auth/invalid-email', { field, cause: error });
  // The profile's name rule (update-user): the same code as PATCH /api/me.
  if (issue?.message === 'name-required') return new AppError('user/name-required', { field: 'name', cause: error });
  if (issue?.message === 'name-too-long') return new AppError('user/name-too-long', { field: 'name', cause: error });
  const isLength = issue?.code === 'too_small' || issue?.code === 'too_big';
  if (field === 'password' && isLength && issue.origin === 'string') {
    return new AppError('auth/weak-password', { field, cause: error });
  }
  return new AppError('invalid-request', { ...(field ? { field } : {}), cause: error });
}
