import type { Db } from '../../db/database.ts';

export function findGuideForKit(db: Db, guideId: string) {
  return db.selectFrom('guides').select(['id', 'name']).where('id', '=', guideId).executeTakeFirst();
}

/** Every journey of the guide (enabled or not: cards are printed before opening) with its point count. */
export function listKitJourneys(db: Db, guideId: string) {
  return db
    .selectFrom('journeys')
    .select((eb) => [
      'journeys.id',
      'journeys.name',
      eb
        .selectFrom('points')
        .select(eb.fn.countAll<number>().as('count'))
        .where('points.guide_id', '=', guideId)
        .where(({ eb: inner, ref }) => inner(ref('journeys.id'), '=', inner.fn.any('points.journey_ids')))
        .as('pointCount'),
    ])
    .where('journeys.guide_id', '=', guideId)
    .orderBy('journeys.created_at')
    .orderBy('journeys.id')
    .execute();
}

export function findKitJourney(db: Db, guideId: string, journeyId: string) {
  return db
    .selectFrom('journeys')
    .select(['id', 'name', 'point_order'])
    .where('guide_id', '=', guideId)
    .where('id', '=', journeyId)
    .executeTakeFirst();
}

export function listJourneyPoints(db: Db, guideId: string, journeyId: string) {
  return db
    .selectFrom('points')
    .select(['id', 'name', 'stop_number'])
    .where('guide_id', '=', guideId)
    .where(({ eb, val, fn }) => eb(val(journeyId), '=', fn.any('journey_ids')))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
