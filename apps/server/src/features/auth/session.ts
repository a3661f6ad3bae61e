import type { Context } from 'hono';
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
