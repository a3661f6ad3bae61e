import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Raw events' retention and the visitor's tracking choice (issue 31 items 5 and 6,
 * docs/product-decisions.md "Visit insights"):
 *
 * - `app_properties.raw_events_retention_months`: interactions and visit events older than this
 *   many months are deleted by the retention job (features/analytics/raw-retention.ts); the
 *   rollups the dashboards read stay. One setting per installation, edited by global admins
 *   in the panel's app properties (24 months unless changed).
 * - `user_profiles.usage_tracking`: off when a registered visitor turned usage tracking off; the
 *   server then stores no visit event of theirs (an anonymous visitor's choice is the browser's
 *   `percurso-tracking` cookie).
 */
const statements = [
  'alter table app_properties add column raw_events_retention_months int not null default 24',
  'alter table user_profiles add column usage_tracking boolean not null default true',
  // The retention job deletes by age across guides (a deleted guide's rows too): one index each.
  'create index interactions_created_at_idx on interactions (created_at)',
  'create index visit_events_created_at_idx on visit_events (created_at)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
