import type { Kysely } from 'kysely';
import { analyticsDrainFunction } from './0025_analytics_inbox.ts';
import { runStatements } from './run-statements.ts';

/**
 * The drainer with the places resolved once per batch (0019's `places` and `guide_places` are now
 * materialized CTEs). Inlined, the planner resolved them once per visitor row of the batch: 250
 * calls of analytics_place, half of a 1,000-row drain on PGlite, which holds the one connection
 * meanwhile (bench:interactions' p99).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [analyticsDrainFunction('create or replace')]);
}
