import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Visitors read guides without a session (the anonymous one starts with their first write), yet
 * their point clicks and openings still count: such a row has no user.
 */
const statements = [
  'alter table point_clicks alter column user_id drop not null',
  'alter table point_accesses alter column user_id drop not null',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
