import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * A point's narration written out, per language (issue 11: transcripts for visitors who cannot or
 * prefer not to listen). Image alt texts and video captions live inside the media JSON.
 */
const statements = [`alter table points add column audio_transcript jsonb not null default '{}'::jsonb`];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
