import type { Context } from 'hono';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Auth } from './auth.ts';
import { findSessionUsers } from './session.repository.ts';
import { type SessionUser, signedSessionToken } from './session.ts';

/**
 * requireSessionUser for a visitor's frequent calls (progress, quiz answers): the cookie's
 * signature checked here and the session read with its user in one indexed query, as
 * POST /api/interactions does for a batch. No better-auth endpoint runs, which would build a
 * context and a whole `Request` per call and read the session and its user in separate queries.
 * The session's expiry is left as it is; better-auth renews it on the visitor's other calls
 * (GET /api/me). Answers 401 `auth/session-required` without a live session.
 */
export async function requireVisitorSession(auth: Auth, db: Db, c: Context): Promise<SessionUser> {
  const token = await signedSessionToken(auth, c);
  const user = token ? (await findSessionUsers(db, [token])).get(token) : undefined;
  if (!user) throw new AppError('auth/session-required');
  return user;
}
