import { ANONYMOUS_NAME, collectTextsOf, type GuideDocumentReward, type RewardValues } from '@percurso/shared';
import { type Selectable, sql } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';
import type { SortedRewardsTable } from '../../db/tables/index.ts';

/** The reward columns the panel reads; amount as a number (numeric(14,2) in the table). */
const rewardColumns = [
  'id',
  'guide_id',
  'name',
  'description',
  'journey_id',
  'journey_rate',
  'instant_reward_rate',
  'point_ids_selected',
  'select_point_model',
  'journey_model',
  'point_model',
  'points_to_win',
  'type',
  'how_to_collect',
  'enabled',
  'start_date',
  'final_date',
  'winner',
  'created_at',
] as const;

function selectRewards(db: Db) {
  return db.selectFrom('rewards').select(rewardColumns).select(sql<number>`amount::float8`.as('amount'));
}
export type RewardRow = Awaited<ReturnType<ReturnType<typeof selectRewards>['executeTakeFirstOrThrow']>>;

export async function listRewards(db: Db, guideId: string): Promise<RewardRow[]> {
  return selectRewards(db).where('guide_id', '=', guideId).orderBy('created_at', 'desc').orderBy('id').execute();
}

export async function findReward(db: Db, rewardId: string): Promise<RewardRow | undefined> {
  return selectRewards(db).where('id', '=', rewardId).executeTakeFirst();
}

function rewardValues(values: RewardValues, names: { guide: string | null; journey: string | null }) {
  const { type, howToCollect } = collectTextsOf(values);
  return {
    guide_id: values.guideId,
    guide_name: names.guide,
    name: json(values.name),
    description: json(values.description),
    journey_id: values.model === 'journey' ? (values.journeyId ?? null) : null,
    journey_name: values.model === 'journey' ? names.journey : null,
    journey_rate: values.journeyRate,
    instant_reward_rate: values.instantRewardRate,
    point_ids_selected: values.model === 'points' ? values.intPointsSelected : [],
    select_point_model: values.model === 'points',
    journey_model: values.model === 'journey',
    point_model: values.model === 'points',
    points_to_win: values.intPointsToWin,
    amount: values.amount,
    type,
    ...(howToCollect ? { how_to_collect: json(howToCollect) } : {}),
    enabled: values.enable,
    start_date: values.startDate ?? null,
    final_date: values.finalDate ?? null,
  };
}

export async function insertReward(
  db: Db,
  id: string,
  values: RewardValues,
  names: { guide: string | null; journey: string | null },
): Promise<void> {
  await db
    .insertInto('rewards')
    .values({ id, ...rewardValues(values, names) })
    .execute();
}

export async function updateReward(
  db: Db,
  id: string,
  values: RewardValues,
  names: { guide: string | null; journey: string | null },
): Promise<void> {
  await db.updateTable('rewards').set(rewardValues(values, names)).where('id', '=', id).execute();
}

/** A reward and its draws go together. */
export async function deleteReward(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sorted_rewards').where('reward_id', '=', id).execute();
    await trx.deleteFrom('rewards').where('id', '=', id).execute();
  });
}

/** The guide's Portuguese name, or undefined when there is no such guide. */
export async function findGuideName(db: Db, guideId: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('guides').select('name').where('id', '=', guideId).executeTakeFirst();
  return row ? (row.name.pt ?? null) : undefined;
}

/** Registered, enabled visitors: never anonymous sessions, never a profile named 'Anônimo' (spec §5). */
async function registeredOnly(db: Db, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('user_profiles as p')
    .innerJoin('auth_users as u', 'u.id', 'p.id')
    .select('p.id')
    .where('p.id', 'in', userIds)
    .where((eb) => eb.or([eb('u.is_anonymous', 'is', null), eb('u.is_anonymous', '=', false)]))
    .where('p.name', '<>', ANONYMOUS_NAME)
    .where('p.enabled', '=', true)
    .execute();
  return rows.map((row) => row.id);
}

/** The reward's rule as published (migration 0051): what visitors took part under; undefined when not published. */
export async function findPublishedReward(db: Db, rewardId: string): Promise<GuideDocumentReward | undefined> {
  const row = await db
    .selectFrom('published_engagement')
    .select('rule')
    .where('kind', '=', 'reward')
    .where('id', '=', rewardId)
    .executeTakeFirst();
  return row?.rule as GuideDocumentReward | undefined;
}

export interface EligibilityRule {
  model: 'journey' | 'points';
  journeyId: string | null;
  pointIds: string[];
  pointsToWin: number;
  /** UTC instants: from inclusive, until exclusive; null leaves that side open. */
  from: string | null;
  until: string | null;
}

/**
 * The user ids eligible for a draw: completed the journey (journey model) or unlocked at least
 * `pointsToWin` of the selected points (points model) inside the dates, registered only.
 */
export async function findEligibleUserIds(db: Db, rule: EligibilityRule): Promise<string[]> {
  let candidates: string[];
  if (rule.model === 'journey') {
    if (!rule.journeyId) return [];
    let query = db
      .selectFrom('completed_journeys')
      .select('user_id')
      .distinct()
      .where('journey_id', '=', rule.journeyId);
    if (rule.from) query = query.where('created_at', '>=', new Date(rule.from));
    if (rule.until) query = query.where('created_at', '<', new Date(rule.until));
    candidates = (await query.execute()).map((row) => row.user_id);
  } else {
    if (rule.pointIds.length === 0) return [];
    let query = db
      .selectFrom('interactions')
      .select('user_id')
      .where('type', '=', 'Desbloqueio de interação')
      .where('point_id', 'in', rule.pointIds);
    if (rule.from) query = query.where('created_at', '>=', new Date(rule.from));
    if (rule.until) query = query.where('created_at', '<', new Date(rule.until));
    const rows = await query.groupBy('user_id').having(sql`count(distinct point_id)`, '>=', rule.pointsToWin).execute();
    candidates = rows.map((row) => row.user_id);
  }
  return registeredOnly(db, candidates);
}

/** The winner's name, e-mail and language, for the draw record and the e-mail. */
export async function findWinnerProfile(db: Db, userId: string) {
  return db
    .selectFrom('user_profiles as p')
    .innerJoin('auth_users as u', 'u.id', 'p.id')
    .select(['p.id', 'p.name', 'p.email', 'u.email as authEmail', 'p.idiom'])
    .where('p.id', '=', userId)
    .executeTakeFirst();
}

export type DrawRow = Selectable<SortedRewardsTable>;

export async function listDraws(db: Db, rewardId: string): Promise<DrawRow[]> {
  return db
    .selectFrom('sorted_rewards')
    .selectAll()
    .where('reward_id', '=', rewardId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Runs `write` with the reward locked and its draws read, so two managers drawing at once draw
 * one after the other (the second sees the first's draw).
 */
export async function withRewardLocked<T>(
  db: Db,
  rewardId: string,
  write: (trx: Db, draws: DrawRow[]) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('rewards').select('id').where('id', '=', rewardId).forUpdate().execute();
    return write(trx, await listDraws(trx, rewardId));
  });
}

export interface DrawWrite {
  id: string;
  rewardId: string;
  guideId: string;
  entries: string[];
  seed: string;
  listHash: string;
  winnerIndex: number;
  winner: { id: string; name: string; email: string | null };
  redrawOf: string | null;
  reason: string | null;
  drawnBy: { id: string; name: string };
  createdAt: string;
}

export async function insertDraw(db: Db, draw: DrawWrite): Promise<void> {
  await db
    .insertInto('sorted_rewards')
    .values({
      id: draw.id,
      reward_id: draw.rewardId,
      guide_id: draw.guideId,
      entries: json(draw.entries),
      seed: draw.seed,
      list_hash: draw.listHash,
      winner_index: draw.winnerIndex,
      winner: json(draw.winner),
      redraw_of: draw.redrawOf,
      reason: draw.reason,
      drawn_by: json(draw.drawnBy),
      created_at: draw.createdAt,
    })
    .execute();
  await db
    .updateTable('rewards')
    .set({ winner: json({ id: draw.winner.id, name: draw.winner.name, email: draw.winner.email ?? undefined }) })
    .where('id', '=', draw.rewardId)
    .execute();
}

export async function markDrawMailed(db: Db, drawId: string): Promise<void> {
  await db.updateTable('sorted_rewards').set({ mailed: true }).where('id', '=', drawId).execute();
}

export async function findActorName(db: Db, userId: string): Promise<string> {
  const row = await db.selectFrom('user_profiles').select('name').where('id', '=', userId).executeTakeFirst();
  return row?.name ?? '';
}

/** Writes a reward with a fixed id (the demo's), replacing it; its draws stay. */
export async function saveRewardWithId(
  db: Db,
  id: string,
  values: RewardValues,
  names: { guide: string | null; journey: string | null },
): Promise<void> {
  const row = rewardValues(values, names);
  await db
    .insertInto('rewards')
    .values({ id, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}
