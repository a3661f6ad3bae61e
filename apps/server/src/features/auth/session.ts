import type { Context } from 'hono';
import { getSignedCookie } from 'hono/cookie';
import { AppError } from '../../http/app-error.ts';
import type { Auth } from './auth.ts';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  isAnonymous: boolean;
}

/** The signed-in user of a request, anonymous or registered; null without a valid session. */
export async function findSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { id, name, email, isAnonymous } = session.user;
  return { id, name, email, isAnonymous: isAnonymous === true };
}

/** Like findSessionUser, but answers 401 `auth/session-required` when there is no session. */
export async function requireSessionUser(auth: Auth, c: Context): Promise<SessionUser> {
  const user = await findSessionUser(auth, c.req.raw.headers);
  if (!user) throw new AppError('auth/session-required');
  return user;
}

/**
 * The session token of the request's session cookie when its signature is this server's (the
 * HMAC-SHA256 better-auth signs it with), else null. Whether the session still exists is for the
 * caller to ask the database: POST /api/interactions reads the sessions of a whole batch in its
 * transaction (features/progress/interaction-recorder.ts).
 */
export async function signedSessionToken(auth: Auth, c: Context): Promise<string | null> {
  const { authCookies, secret } = await auth.$context;
  const token = await getSignedCookie(c, secret, authCookies.sessionToken.name);
  return typeof token === 'string' && token.length > 0 ? token : null;
}
