import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Account deletion (features/account-erasure) finds the person's rows by user id in one
 * transaction. The usage logs and the rollups' visitor rows had no index leading with it, so each
 * deletion read these tables whole, the largest of the database, while holding PGlite's only
 * session. Sessionless usage logs (0012) have no user: left out of the index.
 */
const statements = [
  'create index accesses_user_id_idx on accesses (user_id) where user_id is not null',
  'create index point_clicks_user_id_idx on point_clicks (user_id) where user_id is not null',
  'create index point_accesses_user_id_idx on point_accesses (user_id) where user_id is not null',
  'create index analytics_visitors_user_id_idx on analytics_visitors (user_id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
