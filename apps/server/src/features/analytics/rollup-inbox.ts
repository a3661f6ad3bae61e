import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isDatabaseUnavailable } from '../../db/database-errors.ts';
import type { Logger } from '../../logger.ts';

/**
 * The rollups' inbox (migration 0025): interactions and completions are rolled up in batches
 * outside the visitor's transaction. The server drains it every second; a dashboard drains it
 * before it reads, waiting for a drain another process is running, so it counts every committed
 * event.
 */
// Small enough that on PGlite's one connection a batch holds the session for 15–20 ms (most of a
// batch's cost is per visitor in it, not per row), and the server's drain pauses between batches
// so the visitors' writes waiting for the session go first.
const BATCH = 250;
const PAUSE_MS = 10;
const EVERY_MS = 1000;
/** While visitors' events keep coming, the server's drain waits for this long a lull… */
const QUIET_MS = 500;
/** …but never longer than this after its last drain. */
const MAX_DEFER_MS = 10_000;

/** One batch: the rows rolled up, or -1 when another drain holds the lock and `wait` is false. */
async function drainBatch(db: Db, wait: boolean): Promise<number> {
  const { rows } = await sql<{ taken: number }>`select analytics_drain(${BATCH}, ${wait}) as taken`.execute(db);
  return rows[0]?.taken ?? 0;
}

/**
 * Rolls up everything in the inbox (with `wait`, after any drain running elsewhere; with
 * `pauseMs`, pausing between batches).
 */
export async function drainAnalytics(
  db: Db,
  { wait, pauseMs = 0 }: { wait: boolean; pauseMs?: number },
): Promise<void> {
  // An empty inbox (a restart's usual case) skips the drain function's lock and its first
  // compilation. Rows another transaction is draining stay visible until it commits: waited for.
  const { rows } = await sql<{ queued: boolean }>`select exists (select 1 from analytics_inbox) as queued`.execute(db);
  if (!rows[0]?.queued) return;
  while ((await drainBatch(db, wait)) === BATCH) {
    // A full batch: there may be more.
    if (pauseMs > 0) await sleep(pauseMs);
  }
}

/**
 * The server's drain: when this process has written events since the last drain (`written()`,
 * called by the interaction and completion writers), so an idle server sends no statement, and
 * once they have paused for QUIET_MS, or MAX_DEFER_MS after the last drain while they keep coming.
 * Rolling up is housekeeping: a crowd's writes go first (on PGlite's one session, a drain in the
 * middle of them delayed a hundredth of them by its length), and a dashboard drains before it
 * reads, so it still counts every committed event. Events written elsewhere (another process, an
 * import) are drained by their process or by the next dashboard read. `stop()` answers once the
 * last drain has ended.
 */
export interface RollupDrain {
  written(): void;
  stop(): Promise<void>;
}

export function startAnalyticsDrain(db: Db, logger: Logger): RollupDrain {
  let dirty = false;
  let lastWritten = 0;
  let lastDrained = performance.now();
  let running: Promise<void> | null = null;
  /** While the database is away, only the first failed drain is logged. */
  let unreachable = false;
  const timer = setInterval(() => {
    // A drain longer than a second is not doubled: the next tick finds it running and waits.
    if (running || !dirty) return;
    const now = performance.now();
    if (now - lastWritten < QUIET_MS && now - lastDrained < MAX_DEFER_MS) return;
    dirty = false;
    lastDrained = now;
    running = drainAnalytics(db, { wait: false, pauseMs: PAUSE_MS })
      .then(() => {
        unreachable = false;
      })
      .catch((error: unknown) => {
        dirty = true;
        if (!isDatabaseUnavailable(error)) logger.error({ err: error }, 'analytics rollup failed; retried in a second');
        else if (!unreachable)
          logger.warn({ err: error }, 'analytics rollup: database unavailable; retried every second');
        unreachable = isDatabaseUnavailable(error);
      })
      .finally(() => {
        running = null;
      });
  }, EVERY_MS);
  timer.unref();
  return {
    written() {
      dirty = true;
      lastWritten = performance.now();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
