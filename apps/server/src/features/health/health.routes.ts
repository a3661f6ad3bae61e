import { type Context, Hono } from 'hono';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';

/** How long readiness waits for `select 1`: a frozen database answers 503 by then, not never. */
export const READINESS_TIMEOUT_MS = 2000;

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * Health for load balancers and orchestrators (docs/operations.md):
 * - `/livez`: the process is up and serving; no database call (restart the process only if this fails);
 * - `/readyz`: the database answers `select 1` within READINESS_TIMEOUT_MS (send traffic elsewhere if not);
 * - `/healthz`: the same as `/readyz` (what existing probes, the e2e config and benches wait on).
 */
export function healthRoutes(db: Db, logger: Logger) {
  const ready = async (c: Context<AppEnv>) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sql`select 1`.execute(db),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)),
            READINESS_TIMEOUT_MS,
          );
        }),
      ]);
      return c.json({ status: 'ok', database: 'ok' }, 200, NO_STORE);
    } catch (error) {
      logger.warn({ requestId: c.get('requestId'), err: error }, 'readiness check failed');
      return c.json({ status: 'unavailable', database: 'unreachable' }, 503, NO_STORE);
    } finally {
      clearTimeout(timer);
    }
  };
  return new Hono<AppEnv>()
    .get('/livez', (c) => c.json({ status: 'ok' }, 200, NO_STORE))
    .get('/readyz', ready)
    .get('/healthz', ready);
}
