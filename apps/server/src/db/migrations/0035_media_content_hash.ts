import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The SHA-256 of each library file's bytes: a form that uploads the same file again (the same
 * photo into two points, a re-saved editor) gets the file already in the guide's library instead
 * of a copy. Files uploaded before have none, and are never matched.
 */
const statements = [
  'alter table media_files add column content_hash text',
  'create index media_files_guide_hash on media_files (guide_id, content_hash) where content_hash is not null',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
