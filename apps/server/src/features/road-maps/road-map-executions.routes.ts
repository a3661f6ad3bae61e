import { roadMapExecutionInput } from '@percurso/shared/road-map';
import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { type Auth, requireSessionUser } from '../auth/index.ts';
import { executionsOf, recordExecution } from './road-map-executions.service.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * Road-map executions (mounted at /api): POST /road-map-executions records the QR code's visit
 * (registered visitors only), GET /me/road-map-executions lists the visitor's own (spec §4: loaded
 * after sign-in).
 */
export function roadMapExecutionRoutes(db: Db, auth: Auth) {
  return new Hono<AppEnv>()
    .post('/road-map-executions', validate('json', roadMapExecutionInput), async (c) => {
      const user = await requireSessionUser(auth, c);
      return c.json({ execution: await recordExecution(db, user, c.req.valid('json')) }, 201, NO_STORE);
    })
    .get('/me/road-map-executions', async (c) => {
      const user = await requireSessionUser(auth, c);
      return c.json({ executions: await executionsOf(db, user) }, 200, NO_STORE);
    });
}
