import {
  collectTextsOf,
  type EmblemInput,
  howToCollectOf,
  type InstantRewardInput,
  type LocalizedText,
  type PanelEmblem,
  type PanelInstantReward,
  type PrizeRedemption,
} from '@percurso/shared';
import { sql } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';

// The panel's emblems and instant rewards: their editors' reads and writes, and the demo's.

const rewardColumns = [
  'id',
  'guide_id',
  'name',
  'description',
  'point_model',
  'journey_id',
  'journey_rate',
  'instant_reward_rate',
  'point_ids_selected',
  'points_to_win',
  sql<number>`amount::float8`.as('amount'),
  'type',
  'how_to_collect',
  'enabled',
  'start_date',
  'final_date',
  'winner',
  'won_at',
  'collected_at',
  'redeem_code',
  'created_at',
] as const;

type RewardRow = {
  id: string;
  guide_id: string;
  name: LocalizedText;
  description: LocalizedText;
  point_model: boolean;
  journey_id: string | null;
  journey_rate: number;
  instant_reward_rate: number;
  point_ids_selected: string[];
  points_to_win: number;
  amount: number;
  type: string | null;
  how_to_collect: LocalizedText;
  enabled: boolean;
  start_date: string | null;
  final_date: string | null;
  winner: { id: string; name?: string | null; email?: string | null } | null;
  won_at: Date | null;
  collected_at: Date | null;
  redeem_code: string | null;
  created_at: Date;
};

function toPanelReward(row: RewardRow): PanelInstantReward {
  return {
    id: row.id,
    guideId: row.guide_id,
    name: row.name,
    description: row.description,
    model: row.point_model ? 'points' : 'journey',
    journeyId: row.journey_id,
    journeyRate: row.journey_rate,
    instantRewardRate: row.instant_reward_rate,
    pointIdsSelected: row.point_ids_selected,
    pointsToWin: row.points_to_win,
    amount: Number(row.amount),
    howToCollect: howToCollectOf(row.type, row.how_to_collect),
    type: row.type,
    enabled: row.enabled,
    startDate: row.start_date,
    finalDate: row.final_date,
    winner: row.winner
      ? {
          userId: row.winner.id,
          name: row.winner.name ?? null,
          email: row.winner.email ?? null,
          wonAt: (row.won_at ?? row.created_at).toISOString(),
          collectedAt: row.collected_at?.toISOString() ?? null,
          redeemCode: row.redeem_code,
        }
      : null,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listInstantRewards(db: Db, guideId: string): Promise<PanelInstantReward[]> {
  const rows = await db
    .selectFrom('instant_rewards')
    .select(rewardColumns)
    .where('guide_id', '=', guideId)
    .where('removed_in_draft', '=', false)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return (rows as RewardRow[]).map(toPanelReward);
}

export async function findInstantReward(db: Db, id: string): Promise<PanelInstantReward | undefined> {
  const row = await db
    .selectFrom('instant_rewards')
    .select(rewardColumns)
    .where('id', '=', id)
    // Removed in the draft (migration 0053): gone for the panel, though visitors may still win it.
    .where('removed_in_draft', '=', false)
    .executeTakeFirst();
  return row ? toPanelReward(row as RewardRow) : undefined;
}

function rewardValues(input: InstantRewardInput, journeyName: string | null) {
  const { type, howToCollect } = collectTextsOf(input);
  return {
    name: json(input.name),
    description: json(input.description),
    journey_id: input.journeyId,
    journey_name: journeyName,
    journey_rate: input.journeyRate,
    instant_reward_rate: input.instantRewardRate,
    point_ids_selected: input.pointIdsSelected,
    select_point_model: input.model === 'points',
    point_model: input.model === 'points',
    journey_model: input.model === 'journey',
    points_to_win: input.pointsToWin,
    amount: input.amount,
    type,
    ...(howToCollect ? { how_to_collect: json(howToCollect) } : {}),
    enabled: input.enabled,
    start_date: input.startDate,
    final_date: input.finalDate,
  };
}

export async function insertInstantReward(
  db: Db,
  row: { id: string; guideId: string; guideName: string; journeyName: string | null; input: InstantRewardInput },
) {
  await db
    .insertInto('instant_rewards')
    .values({
      id: row.id,
      guide_id: row.guideId,
      guide_name: row.guideName,
      ...rewardValues(row.input, row.journeyName),
    })
    .execute();
}

export async function updateInstantReward(db: Db, id: string, input: InstantRewardInput, journeyName: string | null) {
  await db.updateTable('instant_rewards').set(rewardValues(input, journeyName)).where('id', '=', id).execute();
}

export async function setCollected(db: Db, id: string, collected: boolean) {
  await db
    .updateTable('instant_rewards')
    .set({ collected_at: collected ? sql`now()` : null })
    .where('id', '=', id)
    .execute();
}

/** Ids among `pointIds` that are not points of the guide. */
export async function unknownPointIds(db: Db, guideId: string, pointIds: string[]): Promise<string[]> {
  if (pointIds.length === 0) return [];
  const rows = await db
    .selectFrom('points')
    .select('id')
    .where('guide_id', '=', guideId)
    .where('id', 'in', pointIds)
    .execute();
  const known = new Set(rows.map((row) => row.id));
  return pointIds.filter((id) => !known.has(id));
}

export async function findJourneyOfGuide(db: Db, guideId: string, journeyId: string) {
  return db
    .selectFrom('journeys')
    .select(['id', 'name'])
    .where('id', '=', journeyId)
    .where('guide_id', '=', guideId)
    .executeTakeFirst();
}

export async function findGuideName(db: Db, guideId: string) {
  return db.selectFrom('guides').select(['id', 'name']).where('id', '=', guideId).executeTakeFirst();
}

type EmblemRow = {
  id: string;
  guide_id: string;
  name: LocalizedText;
  journey_id: string | null;
  journey_progress: number;
  image: string | null;
  enabled: boolean;
  created_at: Date;
};

function toPanelEmblem(row: EmblemRow): PanelEmblem {
  return {
    id: row.id,
    guideId: row.guide_id,
    name: row.name,
    journeyId: row.journey_id,
    journeyProgress: row.journey_progress,
    image: row.image,
    enabled: row.enabled,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listEmblems(db: Db, guideId: string): Promise<PanelEmblem[]> {
  const rows = await db
    .selectFrom('emblems')
    .selectAll()
    .where('guide_id', '=', guideId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toPanelEmblem);
}

export async function findEmblem(db: Db, id: string): Promise<PanelEmblem | undefined> {
  const row = await db.selectFrom('emblems').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toPanelEmblem(row) : undefined;
}

function emblemValues(input: EmblemInput) {
  return {
    name: json(input.name),
    journey_id: input.journeyId,
    journey_progress: Math.round(input.journeyProgress),
    image: input.image,
    enabled: input.enabled,
  };
}

export async function insertEmblem(db: Db, id: string, guideId: string, input: EmblemInput) {
  await db
    .insertInto('emblems')
    .values({ id, guide_id: guideId, ...emblemValues(input) })
    .execute();
}

export async function updateEmblem(db: Db, id: string, input: EmblemInput) {
  await db.updateTable('emblems').set(emblemValues(input)).where('id', '=', id).execute();
}

export async function deleteEmblem(db: Db, id: string) {
  await db.deleteFrom('emblems').where('id', '=', id).execute();
}

/** The demo's emblem, replaced whole by a re-seed. */
export async function saveDemoEmblem(db: Db, emblem: { id: string; guideId: string; input: EmblemInput }) {
  const values = emblemValues(emblem.input);
  await db
    .insertInto('emblems')
    .values({ id: emblem.id, guide_id: emblem.guideId, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ guide_id: emblem.guideId, ...values }))
    .execute();
}

/** The demo's instant reward: its rules replaced by a re-seed, its winner kept. */
export async function saveDemoInstantReward(
  db: Db,
  reward: { id: string; guideId: string; input: InstantRewardInput },
) {
  const values = rewardValues(reward.input, null);
  await db
    .insertInto('instant_rewards')
    .values({ id: reward.id, guide_id: reward.guideId, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ guide_id: reward.guideId, ...values }))
    .execute();
}

const redemptionColumns = ['id', 'name', 'winner', 'won_at', 'collected_at', 'redeem_code', 'created_at'] as const;

type RedemptionRow = Pick<RewardRow, 'id' | 'name' | 'winner' | 'won_at' | 'collected_at' | 'created_at'> & {
  redeem_code: string | null;
};

function toRedemption(row: RedemptionRow): PrizeRedemption {
  return {
    code: row.redeem_code ?? '',
    status: row.collected_at ? 'redeemed' : 'valid',
    rewardId: row.id,
    rewardName: row.name,
    winnerName: row.winner?.name ?? null,
    wonAt: (row.won_at ?? row.created_at).toISOString(),
    redeemedAt: row.collected_at?.toISOString() ?? null,
  };
}

/** The win of this guide with this code (normalised), redeemed or not. */
export async function findRedemption(db: Db, guideId: string, code: string): Promise<PrizeRedemption | undefined> {
  const row = await db
    .selectFrom('instant_rewards')
    .select(redemptionColumns)
    .where('guide_id', '=', guideId)
    .where('redeem_code', '=', code)
    .where('winner', 'is not', null)
    .executeTakeFirst();
  return row ? toRedemption(row as RedemptionRow) : undefined;
}

/**
 * Marks the win with this code redeemed, only if it is not yet: one conditional write, so of two
 * desks redeeming at once exactly one gets the row (PostgreSQL re-checks `collected_at is null`
 * once the first commits; PGlite runs one statement at a time). Undefined when nothing was updated.
 */
export async function redeemOnce(db: Db, guideId: string, code: string): Promise<PrizeRedemption | undefined> {
  const row = await db
    .updateTable('instant_rewards')
    .set({ collected_at: sql`now()` })
    .where('guide_id', '=', guideId)
    .where('redeem_code', '=', code)
    .where('winner', 'is not', null)
    .where('collected_at', 'is', null)
    .returning(redemptionColumns)
    .executeTakeFirst();
  return row ? toRedemption(row as RedemptionRow) : undefined;
}
