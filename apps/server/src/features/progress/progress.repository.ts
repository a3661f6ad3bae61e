import { sql } from 'kysely';
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

export const snapshotColumns = (visitor: VisitorSnapshot) => ({
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

/** Whether the visitor has any interaction (unlock or access) with the point. */
export async function hasInteractionWith(db: Db, userId: string, pointId: string): Promise<boolean> {
  const row = await db
    .selectFrom('interactions')
    .select('id')
    .where('user_id', '=', userId)
    .where('point_id', '=', pointId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findInteraction(db: Db, id: string) {
  return db.selectFrom('interactions').selectAll().where('id', '=', id).executeTakeFirst();
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
