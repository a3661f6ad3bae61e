import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Issue 16: who wrote each translated text (machine, human, reviewed), one map per record beside
 * its localized fields: { field: { lang: flag } }. Existing rows get '{}' (every text human).
 */
const statements = [
  `alter table points add column translation_flags jsonb not null default '{}'::jsonb`,
  `alter table journeys add column translation_flags jsonb not null default '{}'::jsonb`,
  `alter table guides add column translation_flags jsonb not null default '{}'::jsonb`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
