import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Ratings and prize draws (issue 12). One rating per visitor and target: a new one replaces the
 * old (unique key + upsert), with an optional comment. Rewards' amount keeps 2 decimals (spec §9).
 * A draw (sorted_rewards) keeps what recomputes its winner: the frozen eligible ids (`entries`),
 * their SHA-256, the seed, and, for a re-draw, the draw it replaces and why
 * (docs/decisions/0015-prize-draws.md).
 */
const statements = [
  'alter table ratings add column comment text',
  'alter table ratings add column updated_at timestamptz not null default now()',
  // Earlier duplicates (none are written before this migration) would block the key: keep the newest.
  `delete from ratings r using ratings newer
    where r.user_id = newer.user_id and r.type = newer.type and r.target_id = newer.target_id
      and (r.created_at, r.id) < (newer.created_at, newer.id)`,
  'update ratings set target_id = coalesce(guide_id, id) where target_id is null',
  'alter table ratings alter column target_id set not null',
  'create unique index ratings_user_target_key on ratings (user_id, type, target_id)',
  'create index ratings_guide_rate_idx on ratings (guide_id, type, rate)',

  'alter table rewards alter column amount type numeric(14, 2)',

  'alter table sorted_rewards add column seed text',
  'alter table sorted_rewards add column list_hash text',
  'alter table sorted_rewards add column winner_index integer',
  'alter table sorted_rewards add column winner jsonb',
  'alter table sorted_rewards add column redraw_of text',
  'alter table sorted_rewards add column reason text',
  'alter table sorted_rewards add column drawn_by jsonb',
  'alter table sorted_rewards add column mailed boolean not null default false',
  'create index sorted_rewards_reward_idx on sorted_rewards (reward_id, created_at)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
