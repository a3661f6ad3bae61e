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

/**
 * Whether the visitor has any interaction (unlock or access) with the point: read from
 * visited_points, which outlives the raw interactions' retention (migration 0048).
 */
export async function hasInteractionWith(db: Db, userId: string, pointId: string): Promise<boolean> {
  const row = await db
    .selectFrom('visited_points')
    .select('point_id')
    .where('user_id', '=', userId)
    .where('point_id', '=', pointId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A point as its guide's live version has it (migration 0050), with what answering its questions
 * checks: its unlock rules and questionnaire. Undefined when the live version lacks it.
 */
export async function findPublishedPoint(db: Db, pointId: string) {
  const row = await db
    .selectFrom('published_points')
    .select(['point_id', 'guide_id', 'qr_validation', 'geolocation', 'questionnaire'])
    .where('point_id', '=', pointId)
    .executeTakeFirst();
  return (
    row && {
      id: row.point_id,
      guideId: row.guide_id,
      qrValidation: row.qr_validation,
      geolocation: row.geolocation,
      questionnaire: row.questionnaire ?? undefined,
    }
  );
}

/** The guide of a point (a venue PIN's guessing limit counts per guide), or undefined. */
export async function findPointGuideId(db: Db, pointId: string): Promise<string | undefined> {
  const row = await db.selectFrom('points').select('guide_id').where('id', '=', pointId).executeTakeFirst();
  return row?.guide_id;
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

/** One usage log (POST /api/access-logs) as stored: the guide's or point's names, the visitor's snapshot. */
export interface UsageLogRow {
  id: string;
  kind: 'guideAccess' | 'pointClick' | 'pointAccess';
  guideId: string;
  guideName: string;
  pointId: string | null;
  pointName: string | null;
  visitor: VisitorSnapshot | null;
  isAnonymous: boolean;
}

/** Stores usage logs, each once per id: one statement per kind present. */
export async function insertUsageLogs(db: Db, logs: readonly UsageLogRow[]): Promise<void> {
  const accesses = logs.filter((log) => log.kind === 'guideAccess');
  if (accesses.length > 0) {
    await db
      .insertInto('accesses')
      .values(
        accesses.map((log) => ({
          id: log.id,
          feature: 'guideAcess',
          guide_id: log.guideId,
          guide_name: log.guideName,
          collection: 'guides',
          ...usageSnapshotColumns(log.visitor),
          // The spec keeps names of anonymous visitors out of dashboards.
          user_name: log.isAnonymous ? null : (log.visitor?.name ?? null),
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
  for (const [kind, table] of [
    ['pointClick', 'point_clicks'],
    ['pointAccess', 'point_accesses'],
  ] as const) {
    const events = logs.filter((log) => log.kind === kind);
    if (events.length === 0) continue;
    await db
      .insertInto(table)
      .values(
        events.map((log) => ({
          id: log.id,
          guide_id: log.guideId,
          guide_name: log.guideName,
          point_id: log.pointId ?? '',
          point_name: log.pointName ?? '',
          ...usageSnapshotColumns(log.visitor),
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
}

/** The profile rows of these visitors (usage logs keep their snapshot). */
export async function findProfileRows(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('user_profiles')
    .selectAll()
    .where('id', 'in', [...userIds])
    .execute();
}

export interface VisitEventRow {
  id: string;
  kind: string;
  guideId: string;
  pointId: string;
  journeyId: string | null;
  userId: string | null;
  language: string | null;
  format: string | null;
  createdAt: Date;
}

/** Stores visit events (migration 0046) once each by id, in their time order; answers how many were new. */
export async function insertVisitEvents(db: Db, rows: readonly VisitEventRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db
    .insertInto('visit_events')
    .values(
      [...rows]
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((row) => ({
          id: row.id,
          kind: row.kind,
          guide_id: row.guideId,
          point_id: row.pointId,
          journey_id: row.journeyId,
          user_id: row.userId,
          language: row.language,
          format: row.format,
          created_at: row.createdAt,
        })),
    )
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
