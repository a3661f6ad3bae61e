import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';

/**
 * The rollups' inbox (migration 0025): interactions and completions are rolled up in batches
 * outside the visitor's transaction. The server drains it every second; a dashboard drains it
 * before it reads, waiting for a drain another process is running, so it counts every committed
 * event.
 */
// Small enough that on PGlite's one connection other statements get their turn between batches.
const BATCH = 1000;
const EVERY_MS = 1000;

/** One batch: the rows rolled up, or -1 when another drain holds the lock and `wait` is false. */
async function drainBatch(db: Db, wait: boolean): Promise<number> {
  const { rows } = await sql<{ taken: number }>`select analytics_drain(${BATCH}, ${wait}) as taken`.execute(db);
  return rows[0]?.taken ?? 0;
}

/** Rolls up everything in the inbox (with `wait`, after any drain running elsewhere). */
export async function drainAnalytics(db: Db, { wait }: { wait: boolean }): Promise<void> {
  while ((await drainBatch(db, wait)) === BATCH) {
    // A full batch: there may be more.
  }
}

/**
 * The server's drain: every second, when this process has written events since the last drain
 * (`written()`, called by the interaction and completion writers), so an idle server sends no
 * statement. Events written elsewhere (another process, an import) are drained by their process or
 * by the next dashboard read. `stop()` answers once the last drain has ended.
 */
export interface RollupDrain {
  written(): void;
  stop(): Promise<void>;
}

export function startAnalyticsDrain(db: Db, logger: Logger): RollupDrain {
  let dirty = false;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    // A drain longer than a second is not doubled: the next tick finds it running and waits.
    if (running || !dirty) return;
    dirty = false;
    running = drainAnalytics(db, { wait: false })
      .catch((error: unknown) => {
        dirty = true;
        logger.error({ err: error }, 'analytics rollup failed; retried in a second');
      })
      .finally(() => {
        running = null;
      });
  }, EVERY_MS);
  timer.unref();
  return {
    written() {
      dirty = true;
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
