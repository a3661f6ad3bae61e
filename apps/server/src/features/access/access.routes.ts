import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { AccessPolicy } from './access.policy.ts';
import { summarizeAccess } from './access.service.ts';

/** /api/me/access: the signed-in user's roles, for the web app to hide what they cannot do. */
export function accessRoutes(db: Db, policy: AccessPolicy) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const actor = await policy.actorOf(c);
    const summary = await summarizeAccess(db, actor);
    return c.json(summary, 200, { 'cache-control': 'no-store' });
  });
}
