import { DEFAULT_RAW_EVENTS_RETENTION_MONTHS } from '@percurso/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { runPeriodically } from '../../periodic.ts';
import { findAppProperties } from '../app-properties/index.ts';

/**
 * Raw events' retention (issue 31 item 5, docs/product-decisions.md "Visit insights"): the
 * interactions and visit events older than the installation's `rawEventsRetentionMonths` (app
 * properties, 24 months unless a global admin sets another) are deleted; the rollups the
 * dashboards read are kept, so no dashboard figure changes. A row still waiting in the rollups'
 * inbox (an old event imported a moment ago) waits for its drain. Every process runs the job; a
 * batch is deleted under a transaction advisory lock taken without waiting, so two processes never
 * delete side by side: the one that finds the lock taken leaves the turn to the other.
 *
 * Kept for the product, not deleted: `visited_points` (each visitor's first interaction with a
 * point: unlocks, badges and journey progress read it), answers, completions, ratings, emblems.
 */
const RETENTION_LOCK = 2_031_005;
const BATCH = 5_000;
/** How often each process runs it; the first turn a minute after the start. */
export const RETENTION_EVERY_MS = 3_600_000;
const FIRST_TURN_MS = 60_000;

const TABLES = [
  { table: 'interactions', kind: 'i' },
  { table: 'visit_events', kind: 'e' },
] as const;

export interface RetentionResult {
  cutoff: Date;
  interactions: number;
  visitEvents: number;
}

/** The instant `months` calendar months before `now` (the 31st going back to a shorter month ends on its last day). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const last = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, last));
  return cutoff;
}

/**
 * One retention turn: deletes, batch by batch, what is older than the cutoff. Undefined when
 * another process holds the turn.
 */
export async function purgeRawEvents(db: Db, now: Date = new Date()): Promise<RetentionResult | undefined> {
  const months = (await findAppProperties(db))?.rawEventsRetentionMonths ?? DEFAULT_RAW_EVENTS_RETENTION_MONTHS;
  const cutoff = retentionCutoff(now, months);
  const deleted = { interactions: 0, visit_events: 0 };
  for (const { table, kind } of TABLES) {
    for (;;) {
      const count = await db.transaction().execute(async (trx) => {
        const { rows } = await sql<{
          locked: boolean;
        }>`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as locked`.execute(trx);
        if (!rows[0]?.locked) return -1;
        const result = await sql`
          delete from ${sql.table(table)} where id in (
            select t.id from ${sql.table(table)} t
            where t.created_at < ${cutoff}
              and not exists (select 1 from analytics_inbox q where q.kind = ${kind} and q.row_id = t.id)
            order by t.created_at limit ${BATCH})`.execute(trx);
        return Number(result.numAffectedRows ?? 0n);
      });
      if (count < 0) return undefined;
      deleted[table] += count;
      if (count < BATCH) break;
    }
  }
  return { cutoff, interactions: deleted.interactions, visitEvents: deleted.visit_events };
}

/** The retention job of this process, until `signal` (the app's shutdown) aborts. */
export function startRawRetention(db: Db, logger: Logger, signal: AbortSignal, everyMs = RETENTION_EVERY_MS): void {
  runPeriodically(
    'raw events retention',
    async () => {
      const result = await purgeRawEvents(db);
      if (result && result.interactions + result.visitEvents > 0) {
        logger.info(result, 'raw events past their retention deleted');
      }
    },
    { everyMs, firstMs: FIRST_TURN_MS, logger, signal },
  );
}
