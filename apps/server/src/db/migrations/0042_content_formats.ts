import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Content formats (issue 30 items 3 and 4): per point and language, an easy-read text
 * (`easy_read`), its narration (`easy_read_audio`) and an audio-description track
 * (`audio_description`); on a profile, the format a registered visitor chose (`content_format`,
 * null: never chose), so their other devices open points in it too. Additions only.
 */
const statements = [
  `alter table points add column easy_read jsonb not null default '{}'::jsonb`,
  `alter table points add column easy_read_audio jsonb not null default '{}'::jsonb`,
  `alter table points add column audio_description jsonb not null default '{}'::jsonb`,
  'alter table user_profiles add column content_format text',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
