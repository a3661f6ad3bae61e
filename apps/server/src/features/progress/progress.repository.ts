import type { LocalizedText } from '@percurso/shared';
import { sql } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';

/** Who did it, as event rows keep it (the spec's user snapshot). */
export interface VisitorSnapshot {
  userId: string;
  name: string | null;
  gender: string | null;
  city: string | null;
  birthDate: string | null;
  email: string | null;
}

const snapshotColumns = (visitor: VisitorSnapshot) => ({
  user_id: visitor.userId,
  user_name: visitor.name,
  user_gender: visitor.gender,
  user_city: visitor.city,
  user_birth_date: visitor.birthDate,
});

/** Usage logs of a visitor without a session carry no user. */
const usageSnapshotColumns = (visitor: VisitorSnapshot | null) =>
  visitor
    ? snapshotColumns(visitor)
    : { user_id: null, user_name: null, user_gender: null, user_city: null, user_birth_date: null };

/**
 * The visitor's profile row, locked until the transaction ends: every progress write of one
 * visitor runs one after the other, so concurrent requests never count twice or lose an update.
 */
export async function lockProfile(db: Db, userId: string) {
  return db.selectFrom('user_profiles').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst();
}

export async function findProfileRow(db: Db, userId: string) {
  return db.selectFrom('user_profiles').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function findInteraction(db: Db, id: string) {
  return db.selectFrom('interactions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function hasInteractionWithPoint(db: Db, userId: string, pointId: string): Promise<boolean> {
  const row = await db
    .selectFrom('interactions')
    .select('id')
    .where('user_id', '=', userId)
    .where('point_id', '=', pointId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewInteraction {
  id: string;
  type: string;
  tracker: string;
  guideId: string;
  guideName: string;
  journeyId: string | null;
  pointId: string;
  pointName: string;
  visitor: VisitorSnapshot;
}

/** Inserts the interaction unless its id exists already; true when this call wrote it. */
export async function insertInteraction(db: Db, interaction: NewInteraction): Promise<boolean> {
  const inserted = await db
    .insertInto('interactions')
    .values({
      id: interaction.id,
      type: interaction.type,
      tracker: interaction.tracker,
      guide_id: interaction.guideId,
      guide_name: interaction.guideName,
      journey_id: interaction.journeyId,
      point_id: interaction.pointId,
      point_name: interaction.pointName,
      ...snapshotColumns(interaction.visitor),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The points a visitor interacted with, first interaction first. */
export async function listInteractedPoints(db: Db, userId: string) {
  return db
    .selectFrom('interactions')
    .select(['point_id', 'guide_id', sql<Date>`min(created_at)`.as('first_at')])
    .where('user_id', '=', userId)
    .groupBy(['point_id', 'guide_id'])
    .orderBy('first_at')
    .orderBy('point_id')
    .execute();
}

export async function listAnswers(db: Db, userId: string) {
  return db
    .selectFrom('point_answers')
    .select(['point_id', 'question_index', 'option_index'])
    .where('user_id', '=', userId)
    .orderBy('point_id')
    .orderBy('question_index')
    .execute();
}

/** Stores the answer unless the question has one; true when this call wrote it. */
export async function insertAnswer(
  db: Db,
  answer: { userId: string; pointId: string; questionIndex: number; optionIndex: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('point_answers')
    .values({
      user_id: answer.userId,
      point_id: answer.pointId,
      question_index: answer.questionIndex,
      option_index: answer.optionIndex,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'point_id', 'question_index']).doNothing())
    .returning('point_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findAnswer(db: Db, userId: string, pointId: string, questionIndex: number) {
  return db
    .selectFrom('point_answers')
    .select(['option_index'])
    .where('user_id', '=', userId)
    .where('point_id', '=', pointId)
    .where('question_index', '=', questionIndex)
    .executeTakeFirst();
}

export async function listCompletedJourneyIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('completed_journeys')
    .select('journey_id')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.journey_id);
}

/** Writes the completion once per visitor and journey; true when this call wrote it. */
export async function insertCompletedJourney(
  db: Db,
  completion: { id: string; journeyId: string; journeyName: LocalizedText; guideId: string; visitor: VisitorSnapshot },
): Promise<boolean> {
  const inserted = await db
    .insertInto('completed_journeys')
    .values({
      id: completion.id,
      journey_id: completion.journeyId,
      journey_name: json(completion.journeyName),
      guide_id: completion.guideId,
      user_email: completion.visitor.email,
      ...snapshotColumns(completion.visitor),
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'journey_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updateProgressFields(
  db: Db,
  userId: string,
  fields: {
    lastPointUnlocked?: string;
    experienceLevel?: number;
    placesVisited?: Array<{ guide: string; journeysCompleted: string[]; completed: boolean }>;
  },
): Promise<void> {
  await db
    .updateTable('user_profiles')
    .set({
      ...(fields.lastPointUnlocked !== undefined ? { last_point_unlocked: fields.lastPointUnlocked } : {}),
      ...(fields.experienceLevel !== undefined ? { experience_level: fields.experienceLevel } : {}),
      ...(fields.placesVisited !== undefined ? { places_visited: json(fields.placesVisited) } : {}),
      updated_at: sql`now()`,
    })
    .where('id', '=', userId)
    .execute();
}

/** Appends a tutorial name to the visitor's list unless it is there already. */
export async function appendTutorial(db: Db, userId: string, name: string): Promise<string[] | undefined> {
  const row = await db
    .updateTable('user_profiles')
    .set({
      tutorial: sql`case when ${name} = any(tutorial) then tutorial else array_append(tutorial, ${name}::text) end`,
      updated_at: sql`now()`,
    })
    .where('id', '=', userId)
    .returning('tutorial')
    .executeTakeFirst();
  return row?.tutorial;
}

export async function clearTutorials(db: Db, userId: string): Promise<string[] | undefined> {
  const row = await db
    .updateTable('user_profiles')
    .set({ tutorial: sql`'{}'::text[]`, updated_at: sql`now()` })
    .where('id', '=', userId)
    .returning('tutorial')
    .executeTakeFirst();
  return row?.tutorial;
}

export type PointEventTable = 'point_clicks' | 'point_accesses';

export async function insertPointEvent(
  db: Db,
  table: PointEventTable,
  event: {
    id: string;
    guideId: string;
    guideName: string;
    pointId: string;
    pointName: string;
    visitor: VisitorSnapshot | null;
  },
): Promise<void> {
  await db
    .insertInto(table)
    .values({
      id: event.id,
      guide_id: event.guideId,
      guide_name: event.guideName,
      point_id: event.pointId,
      point_name: event.pointName,
      ...usageSnapshotColumns(event.visitor),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export async function insertGuideAccess(
  db: Db,
  event: { id: string; guideId: string; guideName: string; visitor: VisitorSnapshot | null; isAnonymous: boolean },
): Promise<void> {
  await db
    .insertInto('accesses')
    .values({
      id: event.id,
      feature: 'guideAcess',
      guide_id: event.guideId,
      guide_name: event.guideName,
      collection: 'guides',
      ...usageSnapshotColumns(event.visitor),
      // The spec keeps names of anonymous visitors out of dashboards.
      user_name: event.isAnonymous ? null : (event.visitor?.name ?? null),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
