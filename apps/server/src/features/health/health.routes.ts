import { type Context, Hono } from 'hono';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { MediaStorage } from '../media-library/index.ts';

/** How long readiness waits for the database and the media store: a frozen one answers 503 by then, not never. */
export const READINESS_TIMEOUT_MS = 2000;

const NO_STORE = { 'cache-control': 'no-store' };

/** Resolves 'ok' when `check` does within READINESS_TIMEOUT_MS, else 'unreachable' (the reason is logged). */
async function probe(
  check: () => Promise<unknown>,
  onFailure: (error: unknown) => void,
): Promise<'ok' | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)),
          READINESS_TIMEOUT_MS,
        );
      }),
    ]);
    return 'ok';
  } catch (error) {
    onFailure(error);
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Health for load balancers and orchestrators (docs/operations.md):
 * - `/livez`: the process is up and serving; no database call (restart the process only if this fails);
 * - `/readyz`: the database answers `select 1` and the media store can take files, within
 *   READINESS_TIMEOUT_MS, and the process is not stopping (send traffic elsewhere if not). The
 *   server listens only once its migrations ran, so an answer at all means they are done;
 * - `/healthz`: the same as `/readyz` (what existing probes, the e2e config and benches wait on).
 */
export function healthRoutes({
  db,
  storage,
  logger,
  draining,
}: {
  db: Db;
  storage: Pick<MediaStorage, 'check'>;
  logger: Logger;
  /** Aborted on SIGTERM: readiness fails first, while requests are still served. */
  draining?: AbortSignal | undefined;
}) {
  const ready = async (c: Context<AppEnv>) => {
    if (draining?.aborted) return c.json({ status: 'stopping' }, 503, NO_STORE);
    const failed = (part: string) => (error: unknown) =>
      logger.warn({ requestId: c.get('requestId'), err: error }, `readiness check failed: ${part}`);
    const [database, media] = await Promise.all([
      probe(() => sql`select 1`.execute(db), failed('database')),
      probe(() => storage.check(), failed('media')),
    ]);
    const isReady = database === 'ok' && media === 'ok';
    return c.json({ status: isReady ? 'ok' : 'unavailable', database, media }, isReady ? 200 : 503, NO_STORE);
  };
  return new Hono<AppEnv>()
    .get('/livez', (c) => c.json({ status: 'ok' }, 200, NO_STORE))
    .get('/readyz', ready)
    .get('/healthz', ready);
}
