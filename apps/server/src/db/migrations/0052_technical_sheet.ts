import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * A point's technical sheet ("Ficha técnica", issue 29): an ordered JSON list of rows, each a
 * label and a value per language ({ label: LocalizedText, value: LocalizedText }[], schemas/point.ts).
 * Only added, with a default: the release before it inserts and updates points without it.
 * Published content and guide documents need no change: a point without the field has no sheet.
 */
const statements = [`alter table points add column technical_sheet jsonb not null default '[]'::jsonb`];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
