import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * A prize's "how to collect it" in the visitor's language (issue 26 item 15): `how_to_collect`
 * holds its four languages; `type` stays its Portuguese text, which the release before this one
 * reads and writes (so its Portuguese is read from `type`, never from this column). Every save
 * writes `type` too, so the instant rewards' change trigger (migration 0013) still fires.
 */
const statements = [
  `alter table rewards add column how_to_collect jsonb not null default '{}'::jsonb`,
  `alter table instant_rewards add column how_to_collect jsonb not null default '{}'::jsonb`,
  `update rewards set how_to_collect = jsonb_build_object('pt', type) where type is not null and type <> ''`,
  `update instant_rewards set how_to_collect = jsonb_build_object('pt', type) where type is not null and type <> ''`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
