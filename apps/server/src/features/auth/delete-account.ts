import { type DeleteAccountMethod, RECENT_SIGN_IN_SECONDS } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findSignInMethods } from './auth.repository.ts';
import type { Auth } from './auth.ts';
import { readFailure, toErrorCode } from './auth-errors.ts';
import { PHONE_CODES } from './phone.routes.ts';

/** The session of a request with its start, for the recent sign-in check. */
export async function findSessionWithStart(auth: Auth, headers: Headers) {
  const session = await auth.api.getSession({ headers });
  if (!session) throw new AppError('auth/session-required');
  return { user: session.user, createdAt: new Date(session.session.createdAt) };
}

/**
 * How an account proves it is its owner before deletion (docs/product-decisions.md): the password
 * when it has one, else a fresh SMS code when it has a phone number, else a sign-in with its
 * provider within RECENT_SIGN_IN_SECONDS.
 */
export async function deleteMethodOf(db: Db, userId: string, sessionStart: Date): Promise<DeleteAccountMethod> {
  const { providers, phoneNumber } = await findSignInMethods(db, userId);
  const recentSignIn = Date.now() - sessionStart.getTime() <= RECENT_SIGN_IN_SECONDS * 1000;
  const others = providers.filter((provider) => provider !== 'credential');
  if (providers.includes('credential')) return { method: 'password', phone: null, providers: others, recentSignIn };
  if (phoneNumber) return { method: 'phone-code', phone: maskPhone(phoneNumber), providers: others, recentSignIn };
  return { method: 'recent-sign-in', phone: null, providers: others, recentSignIn };
}

/** '+5511987654321' → '•••••••••4321'. */
export function maskPhone(phone: string): string {
  return `${'•'.repeat(Math.max(phone.length - 4, 0))}${phone.slice(-4)}`;
}

/** The stored number of a phone-only account, to text the deletion code to. */
export async function accountPhone(db: Db, userId: string): Promise<string> {
  const { providers, phoneNumber } = await findSignInMethods(db, userId);
  if (providers.includes('credential') || !phoneNumber) throw new AppError('invalid-request');
  return phoneNumber;
}

/** Checks (and uses up) the SMS code sent to the account's number; wrong answers the catalogue's code. */
export async function consumeDeletionCode(auth: Auth, phoneNumber: string, code: string): Promise<void> {
  if (code === '') throw new AppError('auth/invalid-verification-code', { field: 'code' });
  const response = await auth.api.consumePhoneNumberOTP({ body: { phoneNumber, code }, asResponse: true });
  if (response.status < 400) return;
  const failure = await readFailure(response);
  const mapped = (failure.code ? PHONE_CODES[failure.code] : undefined) ?? toErrorCode(failure);
  throw new AppError(mapped ?? 'auth/invalid-verification-code', { field: 'code' });
}

/** Whether this is the password of the account's credential (e-mail) sign-in. */
export async function isAccountPassword(auth: Auth, userId: string, password: string): Promise<boolean> {
  const context = await auth.$context;
  const account = await context.internalAdapter.findCredentialAccount(userId);
  if (!account?.password || password.length > 128) return false;
  return context.password.verify({ hash: account.password, password });
}
