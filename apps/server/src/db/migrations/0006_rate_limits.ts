import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Fixed-window request counters for the auth endpoints (features/rate-limit): one row per client
 * key and window, incremented with an upsert so the limits hold across server processes sharing
 * a PostgreSQL database. Old windows are deleted opportunistically by the middleware.
 */
const statements = [
  `create table rate_limits (
    key text not null,
    window_start timestamptz not null,
    count integer not null,
    primary key (key, window_start)
  )`,
  'create index rate_limits_window_start on rate_limits (window_start)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
