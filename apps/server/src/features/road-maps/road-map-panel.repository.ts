import type { PanelRoadMap, RoadMapAdmin } from '@percurso/shared/road-map';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type RoadMapRow, selectRoadMaps, toRoadMap } from './road-maps.repository.ts';

/** SQL of the panel's road maps and their administrators (admin_panel_access of type roadMap). */

const toPanelRoadMap = (row: RoadMapRow): PanelRoadMap => ({ ...toRoadMap(row), guideIds: row.guide_ids });

/** Every road map (`ids` undefined) or those with these ids, newest last. */
export async function listPanelRoadMaps(db: Db, ids?: readonly string[]): Promise<PanelRoadMap[]> {
  if (ids?.length === 0) return [];
  let query = selectRoadMaps(db).orderBy('road_maps.created_at').orderBy('road_maps.id');
  if (ids) query = query.where('road_maps.id', 'in', [...ids]);
  return (await query.execute()).map(toPanelRoadMap);
}

export async function findPanelRoadMap(db: Db, id: string): Promise<PanelRoadMap | undefined> {
  const row = await selectRoadMaps(db).where('road_maps.id', '=', id).executeTakeFirst();
  return row && toPanelRoadMap(row);
}

/** The road map and its administrators go; guides pointing at it forget it (vans go by cascade). */
export async function deleteRoadMap(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('admin_panel_access').where('type', '=', 'roadMap').where('road_map_id', '=', id).execute();
    await trx.updateTable('guides').set({ road_map_id: null }).where('road_map_id', '=', id).execute();
    await trx.deleteFrom('road_maps').where('id', '=', id).execute();
  });
}

/** The ids, of those given, that no row of the table has. */
export async function missingIds(
  db: Db,
  table: 'guides' | 'sponsors' | 'social_networks',
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

export async function listRoadMapAdmins(db: Db, roadMapId: string): Promise<RoadMapAdmin[]> {
  const rows = await db
    .selectFrom('admin_panel_access')
    .select(['id', 'road_map_id', 'user_id', 'user_email', 'user_name'])
    .where('type', '=', 'roadMap')
    .where('road_map_id', '=', roadMapId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    roadMapId: row.road_map_id ?? roadMapId,
    userId: row.user_id,
    userEmail: row.user_email,
    userName: row.user_name ?? '',
  }));
}

/** Idempotent: the account administers the road map afterwards (one record per road map and user). */
export async function insertRoadMapAdmin(
  db: Db,
  row: { id: string; roadMapId: string; userId: string; email: string; name: string },
): Promise<void> {
  await db
    .insertInto('admin_panel_access')
    .values({
      id: row.id,
      road_map_id: row.roadMapId,
      user_id: row.userId,
      user_email: row.email,
      user_name: row.name,
      type: 'roadMap',
      created_at: new Date(),
    })
    .onConflict((conflict) =>
      conflict.columns(['road_map_id', 'user_id']).where(sql<boolean>`type = 'roadMap'`).doNothing(),
    )
    .execute();
}

/** True when a record was removed. */
export async function deleteRoadMapAdmin(db: Db, roadMapId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('admin_panel_access')
    .where('type', '=', 'roadMap')
    .where('road_map_id', '=', roadMapId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
