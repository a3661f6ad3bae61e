import {
  type ErrorCode,
  isPhoneNumber,
  normalizePhone,
  type PhoneIntent,
  phoneInverted,
  sendPhoneCodeInput,
  verifyPhoneCodeInput,
} from '@percurso/shared';
import { type Context, Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import { limitRecipient, type RateLimitSettings, RECIPIENT_RATE_LIMITS } from '../rate-limit/index.ts';
import type { Auth } from './auth.ts';
import { readFailure, toErrorCode } from './auth-errors.ts';
import {
  deleteAuthUser,
  findPhoneAccount,
  recordPhoneRegistration,
  registerAnonymousPhoneUser,
  renameAuthUser,
} from './phone.repository.ts';
import { phoneAccountEmail } from './phone.ts';
import { readAuthInput } from './read-input.ts';
import { findSessionUser, newSessionCookies } from './session.ts';

const UNIQUE_VIOLATION = '23505';

/** The phone-number plugin's codes that have one of ours. */
export const PHONE_CODES: Record<string, ErrorCode> = {
  INVALID_PHONE_NUMBER: 'auth/invalid-phone-number',
  PHONE_NUMBER_EXIST: 'phone-already-exists',
  OTP_NOT_FOUND: 'auth/invalid-verification-code',
  OTP_EXPIRED: 'auth/invalid-verification-code',
  INVALID_OTP: 'auth/invalid-verification-code',
  TOO_MANY_ATTEMPTS: 'auth/too-many-attempts',
};

/**
 * Phone sign-in and sign-up by SMS code, in front of better-auth's phone-number plugin (mounted
 * before authRoutes). Numbers are normalised and matched by `phoneInverted` (spec §5); the code
 * is sent to, and checked against, the number stored for the account. Sign-up from an anonymous
 * session upgrades that user in place, like e-mail sign-up (docs/decisions/0009-phone-auth.md).
 */
export function phoneRoutes(db: Db, auth: Auth, logger: Logger, limits: RateLimitSettings) {
  const failed = async (c: Context<AppEnv>, response: Response): Promise<never> => {
    const failure = await readFailure(response);
    const code = (failure.code ? PHONE_CODES[failure.code] : undefined) ?? toErrorCode(failure);
    if (!code) throw new Error(`better-auth answered ${failure.status}: ${failure.code ?? failure.message ?? ''}`);
    if (code === 'auth/internal-error') {
      logger.warn({ requestId: c.get('requestId'), path: c.req.path, failure }, 'unmapped phone auth failure');
    }
    throw new AppError(code);
  };
  const relay = async (c: Context<AppEnv>, path: string, body: unknown) => {
    const response = await auth.handler(withBody(c.req.raw, path, body));
    return response.status < 400 ? response : failed(c, response);
  };

  /** The number to text: the account's stored one to sign in, the typed one (normalised) to register. */
  const resolve = async (typed: string, intent: PhoneIntent) => {
    const phone = normalizePhone(typed);
    if (phone === '') throw new AppError('phone-empty', { field: 'phoneNumber' });
    if (!isPhoneNumber(phone)) throw new AppError('auth/invalid-phone-number', { field: 'phoneNumber' });
    const key = phoneInverted(phone);
    const account = await findPhoneAccount(db, key);
    if (intent === 'sign-in') {
      if (!account) throw new AppError('unregistered-phone', { field: 'phoneNumber' });
      return { phone: account.phoneNumber, key };
    }
    if (account) throw new AppError('phone-already-exists', { field: 'phoneNumber' });
    return { phone, key };
  };

  const noStore = { 'cache-control': 'no-store' };
  const notFound = () => {
    throw new AppError('not-found');
  };

  return (
    new Hono<AppEnv>()
      .post('/phone-number/send-otp', async (c) => {
        const input = await readAuthInput(c, sendPhoneCodeInput);
        const { phone, key } = await resolve(input.phoneNumber, input.intent);
        // Per number too: codes to one phone are limited whichever addresses ask for them.
        await limitRecipient(c, db, limits, RECIPIENT_RATE_LIMITS.phoneCode, key);
        await relay(c, '/phone-number/send-otp', { phoneNumber: phone });
        return c.json({ status: true }, 200, noStore);
      })
      .post('/phone-number/verify', async (c) => {
        const input = await readAuthInput(c, verifyPhoneCodeInput);
        const { phone, key } = await resolve(input.phoneNumber, input.intent);
        if (input.intent === 'sign-in') {
          // better-auth signs the account in (an anonymous session's user is replaced, as with e-mail).
          return relay(c, '/phone-number/verify', { phoneNumber: phone, code: input.code });
        }
        const name = input.name || phone;
        const profile = { name, phone, phoneInverted: key };
        const sessionUser = await findSessionUser(auth, c.req.raw.headers);
        if (sessionUser?.isAnonymous) {
          const consumed = await auth.api.consumePhoneNumberOTP({
            body: { phoneNumber: phone, code: input.code },
            asResponse: true,
          });
          if (consumed.status >= 400) await failed(c, consumed);
          await upgradeAnonymousToPhone(db, sessionUser.id, profile);
          // Same user, new token: the anonymous one stops working (session-rotation.ts).
          const cookies = await newSessionCookies(auth, c.req.raw.headers);
          const user = { id: sessionUser.id, name, email: null, phone, isAnonymous: false };
          const response = c.json({ user }, 200, noStore);
          for (const cookie of cookies) response.headers.append('set-cookie', cookie);
          return response;
        }
        // No session (or another registered one): better-auth creates the account and signs in.
        const response = await relay(c, '/phone-number/verify', { phoneNumber: phone, code: input.code });
        const body = (await response.clone().json()) as { user?: { id?: string } };
        const userId = body.user?.id;
        if (!userId) throw new Error('phone sign-up: better-auth answered no user');
        try {
          await db.transaction().execute(async (trx) => {
            await renameAuthUser(trx, userId, name);
            await recordPhoneRegistration(trx, userId, profile);
          });
        } catch (error) {
          if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
          // Another sign-up took the same last 8 digits first (written differently, so the exact
          // number's index let both through): this account goes, with its session.
          await deleteAuthUser(db, userId);
          throw new AppError('phone-already-exists', { field: 'phoneNumber', cause: error });
        }
        return response;
      })
      // Phone accounts have no password: the plugin's password endpoints stay closed.
      .post('/sign-in/phone-number', notFound)
      .post('/phone-number/request-password-reset', notFound)
      .post('/phone-number/reset-password', notFound)
  );
}

async function upgradeAnonymousToPhone(
  db: Db,
  userId: string,
  profile: { name: string; phone: string; phoneInverted: string },
): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      if (await findPhoneAccount(trx, profile.phoneInverted)) {
        throw new AppError('phone-already-exists', { field: 'phoneNumber' });
      }
      const details = { phoneNumber: profile.phone, email: phoneAccountEmail(profile.phone), name: profile.name };
      if (!(await registerAnonymousPhoneUser(trx, userId, details))) throw new AppError('invalid-request');
      await recordPhoneRegistration(trx, userId, profile);
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) {
      throw new AppError('phone-already-exists', { field: 'phoneNumber', cause: error });
    }
    throw error;
  }
}

/** A request to better-auth's `path` (under the same base) with our validated body. */
function withBody(request: Request, path: string, body: unknown): Request {
  const url = new URL(request.url);
  url.pathname = `${url.pathname.slice(0, url.pathname.indexOf('/phone-number'))}${path}`;
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Request(url, { method: 'POST', headers, body: JSON.stringify(body) });
}
