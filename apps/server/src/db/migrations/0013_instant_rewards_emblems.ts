import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Instant rewards and emblems (issue 12). An instant reward's prize amount has two decimals; its
 * win is stamped (won_at) and its hand-over recorded (collected_at). Earned emblems are rows of
 * their own, once per visitor and emblem, kept whatever the emblem's journey becomes. Edits of
 * emblems and of instant rewards' rules tell the guide's readers (guide_changed, migration 0009),
 * so every server's cache of them stays current; a win does not (each server learns it from its
 * own failed claim), so a winner never reloads every visitor's guide page.
 */
const definitionColumns = [
  'name',
  'description',
  'guide_id',
  'journey_id',
  'journey_rate',
  'instant_reward_rate',
  'point_ids_selected',
  'point_model',
  'points_to_win',
  'amount',
  'type',
  'enabled',
  'start_date',
  'final_date',
].join(', ');

const statements = [
  'alter table instant_rewards alter column amount type numeric(12, 2)',
  'alter table instant_rewards add column won_at timestamptz',
  'alter table instant_rewards add column collected_at timestamptz',
  `create table earned_emblems (
    user_id text not null,
    emblem_id text not null,
    guide_id text not null,
    journey_id text,
    earned_at timestamptz not null default now(),
    primary key (user_id, emblem_id)
  )`,
  'create index earned_emblems_emblem_id_idx on earned_emblems (emblem_id)',
  `create trigger emblems_notify_guide after insert or update or delete on emblems
   for each row execute function percurso_notify_guide_row()`,
  `create trigger instant_rewards_notify_guide after insert or delete or update of ${definitionColumns}
   on instant_rewards for each row execute function percurso_notify_guide_row()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
