import type { LocalizedText, PanelRatingFilters, RatingType } from '@percurso/shared';
import { ANALYTICS_TIME_ZONE, ratingBandRange } from '@percurso/shared';
import { sql } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';

/** What a rating is about, with the guide and journey it belongs to. */
export interface RatingTarget {
  id: string;
  name: LocalizedText | null;
  guideId: string;
  journeyId: string | null;
}

export async function findGuideTarget(db: Db, guideId: string): Promise<RatingTarget | undefined> {
  const row = await db.selectFrom('guides').select(['id', 'name']).where('id', '=', guideId).executeTakeFirst();
  return row && { id: row.id, name: row.name, guideId: row.id, journeyId: null };
}

export async function findJourneyTarget(db: Db, journeyId: string): Promise<RatingTarget | undefined> {
  const row = await db
    .selectFrom('journeys')
    .select(['id', 'name', 'guide_id'])
    .where('id', '=', journeyId)
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, guideId: row.guide_id, journeyId: row.id };
}

export async function findPointTarget(db: Db, pointId: string): Promise<RatingTarget | undefined> {
  const row = await db
    .selectFrom('points')
    .select(['id', 'name', 'guide_id', 'journey_ids'])
    .where('id', '=', pointId)
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, guideId: row.guide_id, journeyId: row.journey_ids[0] ?? null };
}

/** The rater as stored on the rating: a name and photo only for registered visitors. */
export async function findRater(db: Db, userId: string) {
  return db.selectFrom('user_profiles').select(['name', 'image']).where('id', '=', userId).executeTakeFirst();
}

export interface RatingWrite {
  id: string;
  type: RatingType;
  target: RatingTarget;
  /** The guide the rating was given in (for Aplicação: the guide open at the time). */
  guideId: string;
  userId: string;
  userName: string | null;
  userImage: string | null;
  rate: number;
  comment: string | null;
}

const ownColumns = ['id', 'type', 'target_id', 'guide_id', 'rate', 'comment', 'updated_at'] as const;

/** One rating per visitor and target: a new one replaces the old (one statement, any concurrency). */
export async function upsertRating(db: Db, rating: RatingWrite) {
  const now = new Date().toISOString();
  return db
    .insertInto('ratings')
    .values({
      id: rating.id,
      type: rating.type,
      target_id: rating.target.id,
      target_name: rating.target.name ? json(rating.target.name) : null,
      guide_id: rating.guideId,
      journey_id: rating.target.journeyId,
      user_id: rating.userId,
      user_name: rating.userName,
      user_image: rating.userImage,
      rate: rating.rate,
      comment: rating.comment,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'type', 'target_id']).doUpdateSet((eb) => ({
        target_name: eb.ref('excluded.target_name'),
        guide_id: eb.ref('excluded.guide_id'),
        journey_id: eb.ref('excluded.journey_id'),
        user_name: eb.ref('excluded.user_name'),
        user_image: eb.ref('excluded.user_image'),
        rate: eb.ref('excluded.rate'),
        comment: eb.ref('excluded.comment'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning(ownColumns)
    .executeTakeFirstOrThrow();
}

/** The visitor's ratings given in a guide, plus their app rating. */
export async function listOwnRatings(db: Db, userId: string, guideId: string) {
  return db
    .selectFrom('ratings')
    .select(ownColumns)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('guide_id', '=', guideId), eb('type', '=', 'Aplicação')]))
    .orderBy('updated_at', 'desc')
    .execute();
}

/**
 * The panel's list of a guide's ratings, newest first, filtered; dates are the venue's days
 * (ANALYTICS_TIME_ZONE, as the dashboards' periods), both inclusive.
 */
export async function listGuideRatings(db: Db, guideId: string, filters: PanelRatingFilters) {
  let query = db
    .selectFrom('ratings')
    .select([...ownColumns, 'target_name', 'journey_id', 'user_name'])
    .where('guide_id', '=', guideId);
  if (filters.type) query = query.where('type', '=', filters.type);
  if (filters.band) {
    const { min, max } = ratingBandRange(filters.band);
    query = query.where('rate', '>=', min).where('rate', '<=', max);
  }
  if (filters.from) query = query.where('updated_at', '>=', startOfDay(filters.from));
  if (filters.to) query = query.where('updated_at', '<', startOfDay(filters.to, 1));
  return query.orderBy('updated_at', 'desc').orderBy('id').limit(1000).execute();
}

/** The instant the venue's day `day` (+ `days`) begins. */
const startOfDay = (day: string, days = 0) =>
  sql<Date>`((${day}::date + ${days}::int)::timestamp at time zone ${ANALYTICS_TIME_ZONE})`;

/** Every score of a guide's ratings with its target (the summary's input). */
export async function listGuideScores(db: Db, guideId: string) {
  return db
    .selectFrom('ratings')
    .select(['type', 'target_id', 'target_name', 'rate'])
    .where('guide_id', '=', guideId)
    .execute();
}

export async function findRatingGuideId(db: Db, ratingId: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('ratings').select('guide_id').where('id', '=', ratingId).executeTakeFirst();
  return row ? row.guide_id : undefined;
}

export async function deleteRating(db: Db, ratingId: string): Promise<void> {
  await db.deleteFrom('ratings').where('id', '=', ratingId).execute();
}

/** Writes the demo's ratings (fixed ids: seeding again replaces them). */
export async function saveDemoRatings(
  db: Db,
  ratings: ReadonlyArray<{
    id: string;
    type: string;
    targetId: string;
    targetName: LocalizedText | null;
    guideId: string;
    journeyId: string | null;
    userId: string;
    userName: string | null;
    rate: number;
    comment: string | null;
    createdAt: string;
  }>,
): Promise<void> {
  for (const rating of ratings) {
    const row = {
      type: rating.type,
      target_id: rating.targetId,
      target_name: rating.targetName ? json(rating.targetName) : null,
      guide_id: rating.guideId,
      journey_id: rating.journeyId,
      user_id: rating.userId,
      user_name: rating.userName,
      rate: rating.rate,
      comment: rating.comment,
      created_at: rating.createdAt,
      updated_at: rating.createdAt,
    };
    await db.deleteFrom('ratings').where('id', '=', rating.id).execute();
    await db
      .insertInto('ratings')
      .values({ id: rating.id, ...row })
      .onConflict((oc) => oc.columns(['user_id', 'type', 'target_id']).doUpdateSet(row))
      .execute();
  }
}
