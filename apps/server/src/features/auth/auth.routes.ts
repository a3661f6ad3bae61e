import {
  deleteAccountInput,
  emailAddress,
  phoneInverted,
  requestPasswordResetInput,
  signInInput,
  signUpInput,
  updateAuthUserInput,
} from '@percurso/shared';
import { type Context, Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import { limitRecipient, type RateLimitSettings, RECIPIENT_RATE_LIMITS } from '../rate-limit/index.ts';
import { upgradeAnonymousUser } from './accounts.service.ts';
import { isRegisteredEmail } from './auth.repository.ts';
import type { Auth } from './auth.ts';
import { readFailure, toErrorCode } from './auth-errors.ts';
import {
  accountPhone,
  consumeDeletionCode,
  deleteMethodOf,
  findSessionWithStart,
  isAccountPassword,
} from './delete-account.ts';
import { emailVerificationToken, sendVerificationMail, type VerificationSettings } from './email-verification.ts';
import { isPhoneAccountEmail } from './phone.ts';
import { readAuthInput } from './read-input.ts';
import { findSessionUser, newSessionCookies, requireSessionUser } from './session.ts';
import { sessionRoutes } from './sessions.ts';
import { signInProviders } from './sign-in-providers.ts';
import { recordTermsAccepted } from './user-profile.repository.ts';

/**
 * /api/auth/*: better-auth's endpoints, answering failures in our envelope with the catalogue's
 * codes. E-mail sign-up and sign-in are validated here first; sign-up from an anonymous session
 * upgrades that user in place instead of creating another, with a new session token.
 */
export function authRoutes(
  db: Db,
  auth: Auth,
  logger: Logger,
  limits: RateLimitSettings,
  /** Deletes the account and erases its person everywhere (features/account-erasure). */
  eraseAccount: (userId: string) => Promise<void>,
  mail: Pick<VerificationSettings, 'publicOrigin' | 'mailer'>,
) {
  const relay = async (c: Context<AppEnv>, request: Request) => {
    const response = await auth.handler(request);
    if (response.status < 400) return response;
    const failure = await readFailure(response);
    const code = toErrorCode(failure);
    if (!code) throw new Error(`better-auth answered ${failure.status}: ${failure.code ?? failure.message ?? ''}`);
    if (code === 'auth/internal-error') {
      logger.warn({ requestId: c.get('requestId'), path: c.req.path, failure }, 'unmapped auth failure');
    }
    throw new AppError(code);
  };

  return new Hono<AppEnv>()
    .post('/sign-up/email', async (c) => {
      const input = await readAuthInput(c, signUpInput);
      // Spec §8 and §3: the password typed twice alike, and the terms and privacy policy accepted.
      if (input.confirmation !== input.password) throw new AppError('different-passwords', { field: 'confirmation' });
      if (input.termsAndPolicyCheck !== true) {
        throw new AppError('terms-not-accepted', { field: 'termsAndPolicyCheck' });
      }
      const account = { email: input.email, password: input.password, name: input.name };
      const sessionUser = await findSessionUser(auth, c.req.raw.headers);
      if (sessionUser?.isAnonymous) {
        const user = await upgradeAnonymousUser(auth, db, sessionUser.id, account);
        // Same user (the visitor's progress stays), new token: the anonymous one stops working.
        const cookies = await newSessionCookies(auth, c.req.raw.headers);
        const token = await emailVerificationToken(auth, user.email);
        sendVerificationMail(mail, logger, { user, token }, c.req.raw);
        const response = c.json({ user }, 200, { 'cache-control': 'no-store' });
        for (const cookie of cookies) response.headers.append('set-cookie', cookie);
        return response;
      }
      const response = await relay(c, withBody(c.req.raw, account));
      const { user } = (await response.clone().json()) as { user: { id: string } };
      await recordTermsAccepted(db, user.id);
      return response;
    })
    .post('/sign-in/email', async (c) => {
      const input = await readAuthInput(c, signInInput);
      try {
        return await relay(c, withBody(c.req.raw, input));
      } catch (error) {
        // better-auth answers one code for both; the spec's messages tell them apart.
        if (error instanceof AppError && error.code === 'auth/wrong-password') {
          const isKnown = await isRegisteredEmail(db, input.email);
          throw new AppError(isKnown ? 'auth/wrong-password' : 'auth/user-not-found', { cause: error });
        }
        throw error;
      }
    })
    .post('/request-password-reset', async (c) => {
      const input = await readAuthInput(c, requestPasswordResetInput);
      if (input.email === '') throw new AppError('email-empty', { field: 'email' });
      const email = emailAddress.safeParse(input.email);
      if (!email.success) throw new AppError('auth/invalid-email', { field: 'email', cause: email.error });
      // The e-mail's language: the form's `language`, else the browser's Accept-Language.
      const headers: Record<string, string> = input.language ? { 'accept-language': input.language } : {};
      // Per address too: reset mails to one inbox are limited whichever addresses ask for them.
      await limitRecipient(c, db, limits, RECIPIENT_RATE_LIMITS.resetMail, email.data);
      await relay(c, withBody(c.req.raw, { email: email.data }, headers));
      // The same answer whether or not the e-mail has an account.
      return c.json({ status: true }, 200, { 'cache-control': 'no-store' });
    })
    .post('/update-user', async (c) => {
      // better-auth would fail on a null name and store an object as "[object Object]".
      const input = await readAuthInput(c, updateAuthUserInput);
      return relay(c, withBody(c.req.raw, input));
    })
    .post('/send-verification-email', async (c) => {
      // Only the signed-in owner asks for a link to their own address (better-auth's endpoint
      // would also mail any unverified address for anyone).
      const user = await requireSessionUser(auth, c);
      if (user.isAnonymous) throw new AppError('auth/anonymous-not-allowed');
      if (isPhoneAccountEmail(user.email)) throw new AppError('invalid-request');
      if (user.emailVerified) throw new AppError('auth/email-already-verified');
      await limitRecipient(c, db, limits, RECIPIENT_RATE_LIMITS.verificationMail, user.email);
      await relay(c, withBody(c.req.raw, { email: user.email }));
      return c.json({ status: true }, 200, { 'cache-control': 'no-store' });
    })
    .get('/delete-user', async (c) => {
      const { user, createdAt } = await findSessionWithStart(auth, c.req.raw.headers);
      if (user.isAnonymous === true) throw new AppError('auth/anonymous-not-allowed');
      return c.json(await deleteMethodOf(db, user.id, createdAt), 200, { 'cache-control': 'no-store' });
    })
    .post('/delete-user/send-code', async (c) => {
      const { user } = await findSessionWithStart(auth, c.req.raw.headers);
      if (user.isAnonymous === true) throw new AppError('auth/anonymous-not-allowed');
      const phoneNumber = await accountPhone(db, user.id);
      await limitRecipient(c, db, limits, RECIPIENT_RATE_LIMITS.phoneCode, phoneInverted(phoneNumber));
      await auth.api.sendPhoneNumberOTP({ body: { phoneNumber }, headers: c.req.raw.headers });
      return c.json({ status: true }, 200, { 'cache-control': 'no-store' });
    })
    .post('/delete-user', async (c) => {
      const { user, createdAt } = await findSessionWithStart(auth, c.req.raw.headers);
      if (user.isAnonymous === true) throw new AppError('auth/anonymous-not-allowed');
      const input = await readAuthInput(c, deleteAccountInput);
      const { method, recentSignIn } = await deleteMethodOf(db, user.id, createdAt);
      if (method === 'password') {
        if (input.password === '') throw new AppError('password-empty', { field: 'password' });
        if (!(await isAccountPassword(auth, user.id, input.password))) {
          throw new AppError('account/wrong-password', { field: 'password' });
        }
      } else if (method === 'phone-code') await consumeDeletionCode(auth, await accountPhone(db, user.id), input.code);
      else if (!recentSignIn) throw new AppError('account/recent-sign-in-required');
      // Sign out first (ends the session, clears the cookies), then erase the account.
      const signOut = await auth.handler(withPath(c.req.raw, '/sign-out'));
      await eraseAccount(user.id);
      const response = c.json({ success: true }, 200, { 'cache-control': 'no-store' });
      for (const cookie of signOut.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
      return response;
    })
    .post('/sign-in/anonymous', async (c) => {
      // A visitor's first write starts an anonymous session; two pages of one browser (a second
      // QR code scanned while the first page's write was on its way) can both ask. The second
      // then comes with the first's cookie: the visitor has the session it asked for (better-auth
      // would answer an error, and the write waiting for it would be lost).
      const sessionUser = await findSessionUser(auth, c.req.raw.headers);
      if (sessionUser?.isAnonymous) {
        const { id, name, email, isAnonymous } = sessionUser;
        return c.json({ user: { id, name, email, isAnonymous } }, 200, { 'cache-control': 'no-store' });
      }
      return relay(c, c.req.raw);
    })
    .route('/', sessionRoutes(db, auth))
    .get('/providers', async (c) => c.json(await signInProviders(auth), 200, { 'cache-control': 'no-store' }))
    .all('/*', (c) => relay(c, c.req.raw));
}

/** A body-less POST to another better-auth path, with the request's cookies and origin. */
function withPath(request: Request, path: string): Request {
  const url = new URL(request.url);
  url.pathname = `${url.pathname.slice(0, url.pathname.indexOf('/delete-user'))}${path}`;
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Request(url, { method: 'POST', headers, body: '{}' });
}

/** The same request with the validated (trimmed, lower-cased) body. */
function withBody(request: Request, body: unknown, extraHeaders: Record<string, string> = {}): Request {
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Request(request.url, { method: request.method, headers, body: JSON.stringify(body) });
}
