import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Visitor progress: a journey is completed once per visitor (the unique key makes the
 * completion write idempotent under concurrent requests), and the answers to quiz and poll
 * questions, one per question.
 */
const statements = [
  'create unique index completed_journeys_user_journey_key on completed_journeys (user_id, journey_id)',
  `create table point_answers (
    user_id text not null,
    point_id text not null,
    question_index integer not null,
    option_index integer not null,
    created_at timestamptz not null default now(),
    primary key (user_id, point_id, question_index)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
