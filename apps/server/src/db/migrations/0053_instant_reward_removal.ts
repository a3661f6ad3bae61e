import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * An instant reward removed in the draft (issue 29): visitors keep winning it under the published
 * rule until the publish, and a win is written on its row, so the row stays, marked, until then
 * (features/publishing purges it). The panel, the draft and exports leave marked rows out. Only
 * added, with a default: the release before it never marks a row.
 */
const statements = ['alter table instant_rewards add column removed_in_draft boolean not null default false'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
