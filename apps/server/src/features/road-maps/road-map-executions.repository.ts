import type { RoadMapExecution } from '@percurso/shared/road-map';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/row-mapping.ts';

/** SQL of road-map executions (spec roadMapExec): one row per QR scan, with the visitor's snapshot. */

export interface ExecutionRow {
  id: string;
  type: string;
  tracker: string;
  roadMapId: string;
  guideId: string;
  guideName: string;
  userId: string;
}

const toExecution = (row: {
  id: string;
  type: string | null;
  tracker: string | null;
  road_map_id: string;
  guide_id: string | null;
  created_at: Date | string;
}): RoadMapExecution => ({
  id: row.id,
  type: row.type ?? '',
  tracker: row.tracker ?? '',
  roadMapId: row.road_map_id,
  guideId: row.guide_id ?? '',
  createdAt: toIso(row.created_at),
});

/** Whether the visitor already has an execution of this guide in this road map. */
export async function hasExecution(db: Db, userId: string, roadMapId: string, guideId: string): Promise<boolean> {
  const row = await db
    .selectFrom('road_map_executions')
    .select('id')
    .where('user_id', '=', userId)
    .where('road_map_id', '=', roadMapId)
    .where('guide_id', '=', guideId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts the execution with the user snapshot (name, gender, city, birth date) read from their profile. */
export async function insertExecution(db: Db, execution: ExecutionRow): Promise<RoadMapExecution> {
  const profile = await db
    .selectFrom('user_profiles')
    .select(['name', 'gender', 'city', 'birth_date'])
    .where('id', '=', execution.userId)
    .executeTakeFirst();
  const row = await db
    .insertInto('road_map_executions')
    .values({
      id: execution.id,
      type: execution.type,
      tracker: execution.tracker,
      road_map_id: execution.roadMapId,
      guide_id: execution.guideId,
      guide_name: execution.guideName,
      user_id: execution.userId,
      user_name: profile?.name ?? null,
      user_gender: profile?.gender ?? null,
      user_city: profile?.city ?? null,
      user_birth_date: profile?.birth_date ?? null,
      created_at: new Date(),
    })
    .returning(['id', 'type', 'tracker', 'road_map_id', 'guide_id', 'created_at'])
    .executeTakeFirstOrThrow();
  return toExecution(row);
}

/** The visitor's executions, oldest first. */
export async function listExecutionsOf(db: Db, userId: string): Promise<RoadMapExecution[]> {
  const rows = await db
    .selectFrom('road_map_executions')
    .select(['id', 'type', 'tracker', 'road_map_id', 'guide_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toExecution);
}
