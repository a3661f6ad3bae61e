import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { AppError } from '../../http/app-error.ts';
import type { Auth } from './auth.ts';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  isAnonymous: boolean;
  /** The owner proved the e-mail (better-auth's verification link, or a provider vouching for it). */
  emailVerified: boolean;
}

/** The signed-in user of a request, anonymous or registered; null without a valid session. */
export async function findSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { id, name, email, isAnonymous, emailVerified } = session.user;
  return { id, name, email, isAnonymous: isAnonymous === true, emailVerified };
}

/**
 * The set-cookie headers of a new session of the request's user, whose old session is ended
 * (session-rotation.ts): for the in-place upgrades, where the user id stays but the identity changes.
 */
export async function newSessionCookies(auth: Auth, headers: Headers): Promise<string[]> {
  const { headers: answer, response } = await auth.api.rotateSession({ headers, returnHeaders: true });
  if (!response.rotated) throw new Error('session rotation: the request has no session');
  return answer.getSetCookie();
}

/** Like findSessionUser, but answers 401 `auth/session-required` when there is no session. */
export async function requireSessionUser(auth: Auth, c: Context): Promise<SessionUser> {
  const user = await findSessionUser(auth, c.req.raw.headers);
  if (!user) throw new AppError('auth/session-required');
  return user;
}

/** The session cookie (better-auth's, with our prefix); over HTTPS its name starts with `__Secure-`. */
export const SESSION_COOKIE_NAME = 'percurso.session_token';

/** Whether a request's cookies may hold a session: without the session cookie there is none. */
export function mayHoldSession(cookieNames: Iterable<string>): boolean {
  for (const name of cookieNames)
    if (name === SESSION_COOKIE_NAME || name === `__Secure-${SESSION_COOKIE_NAME}`) return true;
  return false;
}

/**
 * The session token of the request's session cookie when its signature is this server's (the
 * base64 HMAC-SHA256 of the token that better-auth appends after a dot), else null. Checked with
 * node:crypto on the calling thread: WebCrypto would queue every request on the thread pool.
 * Whether the session still exists is for the caller to ask the database: POST /api/interactions
 * reads the sessions of a whole batch in its transaction (features/progress/interaction-recorder.ts).
 */
export async function signedSessionToken(auth: Auth, c: Context): Promise<string | null> {
  const { authCookies, secret } = await auth.$context;
  const value = getCookie(c, authCookies.sessionToken.name);
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/** Ends the request's session (better-auth's sign-out): the set-cookie headers that clear it. */
export async function endSessionCookies(auth: Auth, headers: Headers): Promise<string[]> {
  const { headers: answer } = await auth.api.signOut({ headers, returnHeaders: true });
  return answer.getSetCookie();
}
