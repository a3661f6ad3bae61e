import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The published engagement rules (issue 29): emblems, instant rewards and prize-draw rewards are
 * part of the draft like the rest of a guide's content. Visitors earn emblems, win instant rewards
 * and enter draws under the rules of the guide's live version, not the draft's.
 * - `published_engagement`: one row per rule of the live version (`kind`: emblem, instantReward or
 *   reward), `rule` in the guide document's shape (docs/guide-archive.md: `guideDocumentEmblem`,
 *   `guideDocumentReward`). Rewritten by each publish in its transaction (features/publishing),
 *   deleted with its guide. Who won an instant reward (winner, won_at, redeem_code, collected_at)
 *   stays on `instant_rewards`: it is visitors' data, not a rule.
 * Until now rules acted at once, so the rules visitors play under are the tables' current rows:
 *   they are copied for every guide already published (a test runs it again).
 */
const statements = [
  `create table published_engagement (
    kind text not null,
    id text not null,
    guide_id text not null references guides (id) on delete cascade,
    rule jsonb not null,
    primary key (kind, id)
  )`,
  'create index published_engagement_guide_idx on published_engagement (guide_id)',
];

const reward = (kind: string, table: string) =>
  `insert into published_engagement (kind, id, guide_id, rule)
   select '${kind}', r.id, r.guide_id, jsonb_build_object(
     'id', r.id, 'name', r.name, 'description', r.description, 'guideName', r.guide_name,
     'journeyId', r.journey_id, 'journeyName', r.journey_name, 'journeyRate', r.journey_rate,
     'instantRewardRate', r.instant_reward_rate, 'pointIdsSelected', to_jsonb(r.point_ids_selected),
     'selectPointModel', r.select_point_model, 'pointId', r.point_id, 'type', r.type,
     'howToCollect', r.how_to_collect, 'journeyModel', r.journey_model, 'pointModel', r.point_model,
     'pointsToWin', r.points_to_win, 'amount', r.amount::float8, 'enabled', r.enabled,
     'startDate', r.start_date, 'finalDate', r.final_date,
     'createdAt', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
   from ${table} r join guide_live l on l.guide_id = r.guide_id
   on conflict (kind, id) do nothing`;

/** The rules of the guides already published, as their tables hold them now. */
export const backfill = [
  `insert into published_engagement (kind, id, guide_id, rule)
   select 'emblem', e.id, e.guide_id, jsonb_build_object(
     'id', e.id, 'name', e.name, 'journeyId', e.journey_id, 'journeyProgress', e.journey_progress,
     'image', e.image, 'enabled', e.enabled,
     'createdAt', to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
   from emblems e join guide_live l on l.guide_id = e.guide_id
   on conflict (kind, id) do nothing`,
  reward('instantReward', 'instant_rewards'),
  reward('reward', 'rewards'),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [...statements, ...backfill]);
}
