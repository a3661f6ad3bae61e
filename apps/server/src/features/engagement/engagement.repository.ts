import {
  type GuideDocumentEmblem,
  type GuideDocumentReward,
  howToCollectOf,
  type LocalizedText,
  type VisitorInstantReward,
} from '@percurso/shared';
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

const oldestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1;

/**
 * The guide's emblems and instant rewards as published (migration 0051: the live version's rules,
 * not the draft's), oldest first, with whether an instant reward has a winner (kept live on
 * `instant_rewards`: visitors' data). One statement.
 */
export async function readDefinitions(db: Db, guideId: string): Promise<EngagementDefinitions> {
  const rows = await db
    .selectFrom('published_engagement as p')
    .leftJoin('instant_rewards as r', (join) =>
      join.onRef('r.id', '=', 'p.id').on('p.kind', '=', 'instantReward').on('r.winner', 'is not', null),
    )
    .select(['p.kind', 'p.rule', sql<string | null>`r.winner->>'id'`.as('winnerId')])
    .where('p.guide_id', '=', guideId)
    .where('p.kind', 'in', ['emblem', 'instantReward'])
    .execute();
  const emblems: Array<EmblemDefinition & { createdAt: string }> = [];
  const instantRewards: Array<InstantRewardDefinition & { createdAt: string }> = [];
  for (const row of rows) {
    if (row.kind === 'emblem') {
      const rule = row.rule as GuideDocumentEmblem;
      emblems.push({
        id: rule.id,
        guideId,
        journeyId: rule.journeyId,
        name: rule.name,
        image: rule.image,
        journeyProgress: rule.journeyProgress,
        enabled: rule.enabled,
        createdAt: rule.createdAt,
      });
      continue;
    }
    const rule = row.rule as GuideDocumentReward;
    instantRewards.push({
      id: rule.id,
      guideId,
      name: rule.name,
      description: rule.description,
      model: rule.pointModel ? 'points' : 'journey',
      journeyId: rule.journeyId,
      journeyRate: rule.journeyRate,
      instantRewardRate: rule.instantRewardRate,
      pointIdsSelected: rule.pointIdsSelected,
      pointsToWin: rule.pointsToWin,
      amount: rule.amount,
      type: rule.type,
      howToCollect: howToCollectOf(rule.type, rule.howToCollect),
      startDate: rule.startDate,
      finalDate: rule.finalDate,
      enabled: rule.enabled,
      winner: row.winnerId === null ? null : { id: row.winnerId },
      createdAt: rule.createdAt,
    });
  }
  const bare = <T extends { createdAt: string; id: string }>(list: T[]) =>
    list.sort(oldestFirst).map(({ createdAt: _createdAt, ...definition }) => definition);
  return { emblems: bare(emblems), instantRewards: bare(instantRewards) };
}

/** Who wins, as the reward keeps it. */
export interface WinnerSnapshot {
  id: string;
  name: string | null;
  email: string | null;
}

/**
 * The claim of spec §4 as one conditional write: the reward becomes this visitor's only if it
 * still has no winner and its published rule is switched on (the draft's switch waits for the
 * publish). Concurrent claims wait for the first one's row lock and then see its winner, so exactly
 * one visitor ever wins it, on PostgreSQL and PGlite alike. A reward deleted from the draft has no
 * row left to keep a winner in: it can no longer be won.
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
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('published_engagement as p')
          .select('p.id')
          .where('p.kind', '=', 'instantReward')
          .whereRef('p.id', '=', 'instant_rewards.id')
          .where(sql<boolean>`(p.rule->>'enabled')::boolean`),
      ),
    )
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

/**
 * A visitor's unlocked points, the guides they touched and those guides' published points (one
 * statement); without a visitor (null), the points only.
 */
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
      -- The published version's points (migration 0050), as the interaction path counts them: a
      -- point added to the draft does not make an emblem further away before it is published.
      coalesce((select json_agg(json_build_object('id', point_id, 'journeyIds', journey_ids,
          'journeyRequired', journey_required))
        from published_points where guide_id in (select guide_id from guides_seen)), '[]') as members
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('unlock state not read');
  return row;
}
