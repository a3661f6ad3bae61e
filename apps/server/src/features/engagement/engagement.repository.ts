import type { LocalizedText, VisitorInstantReward } from '@percurso/shared';
import { sql } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';

/** An emblem as the rules and the visitor see it. */
export interface EmblemDefinition {
  id: string;
  guideId: string;
  journeyId: string | null;
  name: LocalizedText;
  image: string | null;
  journeyProgress: number;
  enabled: boolean;
}

/** An instant reward's rules and public texts, plus whether a winner is known. */
export interface InstantRewardDefinition extends VisitorInstantReward {
  enabled: boolean;
  winner: { id: string } | null;
}

/** Everything the interaction path checks for a guide, read in one statement. */
export interface EngagementDefinitions {
  emblems: EmblemDefinition[];
  instantRewards: InstantRewardDefinition[];
}

/** The guide's emblems (oldest first) and instant rewards in their order (oldest first). */
export async function readDefinitions(db: Db, guideId: string): Promise<EngagementDefinitions> {
  const { rows } = await sql<EngagementDefinitions>`
    select
      coalesce((select json_agg(json_build_object('id', id, 'guideId', guide_id, 'journeyId', journey_id,
          'name', name, 'image', image, 'journeyProgress', journey_progress, 'enabled', enabled)
          order by created_at, id)
        from emblems where guide_id = ${guideId}), '[]') as emblems,
      coalesce((select json_agg(json_build_object('id', id, 'guideId', guide_id, 'name', name,
          'description', description, 'model', case when point_model then 'points' else 'journey' end,
          'journeyId', journey_id, 'journeyRate', journey_rate, 'instantRewardRate', instant_reward_rate,
          'pointIdsSelected', point_ids_selected, 'pointsToWin', points_to_win, 'amount', amount::float8,
          'type', type,
          -- its Portuguese is \`type\` (migration 0038: what the release before writes)
          'howToCollect', case when coalesce(type, '') = '' then how_to_collect - 'pt'
            else how_to_collect || jsonb_build_object('pt', type) end,
          'startDate', to_char(start_date, 'YYYY-MM-DD'),
          'finalDate', to_char(final_date, 'YYYY-MM-DD'), 'enabled', enabled,
          'winner', case when winner is null then null else json_build_object('id', winner->>'id') end)
          order by created_at, id)
        from instant_rewards where guide_id = ${guideId}), '[]') as "instantRewards"
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('engagement definitions not read');
  return row;
}

/** Who wins, as the reward keeps it. */
export interface WinnerSnapshot {
  id: string;
  name: string | null;
  email: string | null;
}

/**
 * The claim of spec §4 as one conditional write: the reward becomes this visitor's only if it
 * still has no winner. Concurrent claims wait for the first one's row lock and then see its winner,
 * so exactly one visitor ever wins it, on PostgreSQL and PGlite alike.
 */
export async function claimInstantReward(
  db: Db,
  rewardId: string,
  winner: WinnerSnapshot,
  redeemCode: string,
): Promise<boolean> {
  const result = await db
    .updateTable('instant_rewards')
    .set({
      winner: json({ id: winner.id, name: winner.name ?? undefined, email: winner.email ?? undefined }),
      won_at: sql`now()`,
      redeem_code: redeemCode,
    })
    .where('id', '=', rewardId)
    .where('winner', 'is', null)
    .where('enabled', '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The emblems a visitor earned (of one guide, or of all), earliest first. */
export async function listEarnedEmblems(db: Db, userId: string, guideId?: string) {
  let query = db
    .selectFrom('earned_emblems')
    .select(['emblem_id', 'guide_id', 'earned_at'])
    .where('user_id', '=', userId)
    .orderBy('earned_at');
  if (guideId) query = query.where('guide_id', '=', guideId);
  return query.execute();
}

/** The instant rewards a visitor won (of one guide, or of all), latest first. */
export async function listWins(db: Db, userId: string, guideId?: string) {
  let query = db
    .selectFrom('instant_rewards')
    .select(['id', 'guide_id', 'won_at', 'collected_at', 'redeem_code'])
    .where(sql`winner->>'id'`, '=', userId)
    .orderBy('won_at', 'desc');
  if (guideId) query = query.where('guide_id', '=', guideId);
  return query.execute();
}

/** Instant rewards of these guides nobody has won yet (their rules are public, their winner is not). */
export async function listUnwonRewardIds(db: Db, guideIds: string[]): Promise<Set<string>> {
  if (guideIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('instant_rewards')
    .select('id')
    .where('guide_id', 'in', guideIds)
    .where('winner', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** A visitor's unlocked points, the guides they touched and those guides' enabled points (one statement). */
/** A visitor's unlocked points and the journeys' members; without a visitor (null), the members only. */
export async function readUnlockState(db: Db, userId: string | null, guideId?: string) {
  const { rows } = await sql<{
    guideIds: string[];
    unlocked: string[];
    members: Array<{ id: string; journeyIds: string[]; journeyRequired: boolean }>;
  }>`
    with visited as (
      -- visited_points, not the raw interactions, which the retention job deletes (migration 0048).
      select point_id, guide_id from visited_points
      where user_id = ${userId}::text and (${guideId ?? null}::text is null or guide_id = ${guideId ?? null}::text)
    ), guides_seen as (
      select distinct guide_id from visited
      union select ${guideId ?? null}::text where ${guideId ?? null}::text is not null
    )
    select
      coalesce((select json_agg(guide_id) from guides_seen where guide_id is not null), '[]') as "guideIds",
      coalesce((select json_agg(point_id) from visited), '[]') as unlocked,
      coalesce((select json_agg(json_build_object('id', id, 'journeyIds', journey_ids,
          'journeyRequired', journey_required))
        from points where enabled and guide_id in (select guide_id from guides_seen)), '[]') as members
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('unlock state not read');
  return row;
}
