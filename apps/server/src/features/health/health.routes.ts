import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';

/** Liveness for load balancers and orchestrators: up only if the database answers. */
export function healthRoutes(db: Db, logger: Logger) {
  return new Hono<AppEnv>().get('/healthz', async (c) => {
    try {
      await sql`select 1`.execute(db);
      return c.json({ status: 'ok' }, 200, { 'cache-control': 'no-store' });
    } catch (error) {
      logger.error({ requestId: c.get('requestId'), err: error }, 'health check failed');
      return c.json({ status: 'unavailable' }, 503, { 'cache-control': 'no-store' });
    }
  });
}
