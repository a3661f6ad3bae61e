import { type AccountSession, revokeSessionInput } from '@percurso/shared';
import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteSession, listSessions } from './auth.repository.ts';
import type { Auth } from './auth.ts';
import { readAuthInput } from './read-input.ts';

/**
 * The registered user's open sessions (devices), for /perfil: GET /api/auth/sessions lists them
 * without their tokens; POST /api/auth/sessions/revoke { id } ends one of them. Ending every other
 * one is better-auth's POST /api/auth/revoke-other-sessions. Mounted before authRoutes.
 */
export function sessionRoutes(db: Db, auth: Auth) {
  const current = async (headers: Headers) => {
    const session = await auth.api.getSession({ headers });
    if (!session) throw new AppError('auth/session-required');
    if (session.user.isAnonymous === true) throw new AppError('auth/anonymous-not-allowed');
    return session;
  };
  return new Hono<AppEnv>()
    .get('/sessions', async (c) => {
      const session = await current(c.req.raw.headers);
      const rows = await listSessions(db, session.user.id, new Date());
      const sessions: AccountSession[] = rows.map((row) => ({
        id: row.id,
        createdAt: row.created_at.toISOString(),
        lastActiveAt: row.updated_at.toISOString(),
        userAgent: row.user_agent,
        current: row.id === session.session.id,
      }));
      return c.json({ sessions }, 200, { 'cache-control': 'no-store' });
    })
    .post('/sessions/revoke', async (c) => {
      const session = await current(c.req.raw.headers);
      const { id } = await readAuthInput(c, revokeSessionInput);
      // This device signs out with POST /api/auth/sign-out instead.
      if (id === session.session.id) throw new AppError('invalid-request', { field: 'id' });
      // Only the user's own sessions: another user's id answers not-found, like an unknown one.
      if (!(await deleteSession(db, session.user.id, id))) throw new AppError('not-found');
      return c.json({ status: true }, 200, { 'cache-control': 'no-store' });
    });
}
