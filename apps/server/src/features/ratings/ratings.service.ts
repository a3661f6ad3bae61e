import { randomUUID } from 'node:crypto';
import {
  APP_RATING_TARGET_ID,
  type LocalizedText,
  meanScore,
  netPromoterScore,
  type OwnRating,
  type PanelRating,
  type PanelRatingFilters,
  type RatingInput,
  type RatingSummary,
  ratingBand,
  type TargetMean,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import {
  deleteRating,
  findGuideTarget,
  findJourneyTarget,
  findPointTarget,
  findRater,
  findRatingGuideId,
  listGuideRatings,
  listGuideScores,
  listOwnRatings,
  type RatingTarget,
  upsertRating,
} from './ratings.repository.ts';

type OwnRow = Awaited<ReturnType<typeof listOwnRatings>>[number];

function toOwnRating(row: OwnRow): OwnRating {
  return {
    id: row.id,
    type: row.type as OwnRating['type'],
    targetId: row.target_id,
    guideId: row.guide_id,
    rate: row.rate,
    comment: row.comment,
    createdAt: new Date(row.updated_at).toISOString(),
  };
}

/** The rated target, checked to exist in the guide the rating is given in. */
async function resolveTarget(db: Db, input: RatingInput): Promise<RatingTarget> {
  const guide = await findGuideTarget(db, input.guideId);
  if (!guide) throw new AppError('rating/target-not-found', { field: 'guideId' });
  if (input.type === 'Aplicação') return { id: APP_RATING_TARGET_ID, name: null, guideId: guide.id, journeyId: null };
  if (input.type === 'Guia') {
    if (input.targetId !== undefined && input.targetId !== guide.id)
      throw new AppError('rating/target-not-found', { field: 'targetId' });
    return guide;
  }
  const find = input.type === 'Jornada' ? findJourneyTarget : findPointTarget;
  const target = input.targetId ? await find(db, input.targetId) : undefined;
  if (!target || target.guideId !== guide.id) throw new AppError('rating/target-not-found', { field: 'targetId' });
  return target;
}

/**
 * Saves a visitor's rating, replacing their earlier one of the same target. Anonymous visitors'
 * ratings count too, stored without a name (docs/product-decisions.md: never 'Anônimo').
 */
export async function rate(db: Db, user: SessionUser, input: RatingInput): Promise<OwnRating> {
  const target = await resolveTarget(db, input);
  const rater = user.isAnonymous ? undefined : await findRater(db, user.id);
  const row = await upsertRating(db, {
    id: randomUUID(),
    type: input.type,
    target,
    guideId: input.guideId,
    userId: user.id,
    userName: rater?.name ?? null,
    userImage: rater?.image?.fileUrl ?? null,
    rate: input.rate,
    comment: input.comment ? input.comment : null,
  });
  return toOwnRating(row);
}

export async function ownRatings(db: Db, userId: string, guideId: string): Promise<OwnRating[]> {
  return (await listOwnRatings(db, userId, guideId)).map(toOwnRating);
}

export async function guideRatings(db: Db, guideId: string, filters: PanelRatingFilters): Promise<PanelRating[]> {
  const rows = await listGuideRatings(db, guideId, filters);
  return rows.map((row) => ({
    ...toOwnRating(row),
    targetName: row.target_name,
    journeyId: row.journey_id,
    userName: row.user_name,
    band: ratingBand(row.rate),
  }));
}

/** The panel's ratingByGuide: NPS of the guide and of the app, plain means per journey and point. */
export async function ratingSummary(db: Db, guideId: string): Promise<RatingSummary> {
  const rows = await listGuideScores(db, guideId);
  const scoresOf = (type: string) => rows.filter((row) => row.type === type).map((row) => row.rate);
  const means = (type: string): TargetMean[] => {
    const groups = new Map<string, { name: LocalizedText | null; scores: number[] }>();
    for (const row of rows) {
      if (row.type !== type) continue;
      const group = groups.get(row.target_id) ?? { name: row.target_name, scores: [] };
      group.scores.push(row.rate);
      groups.set(row.target_id, group);
    }
    return [...groups]
      .map(([id, group]) => ({ id, name: group.name, count: group.scores.length, mean: meanScore(group.scores) }))
      .sort((a, b) => b.count - a.count || a.id.localeCompare(b.id));
  };
  return {
    guide: netPromoterScore(scoresOf('Guia')),
    app: netPromoterScore(scoresOf('Aplicação')),
    journeys: means('Jornada'),
    points: means('Ponto'),
  };
}

/** The guide a rating belongs to (for the permission check); 'rating/not-found' when unknown. */
export async function requireRatingGuide(db: Db, ratingId: string): Promise<string> {
  const guideId = await findRatingGuideId(db, ratingId);
  if (guideId === undefined) throw new AppError('rating/not-found');
  return guideId ?? '';
}

export async function removeRating(db: Db, ratingId: string): Promise<void> {
  await deleteRating(db, ratingId);
}
