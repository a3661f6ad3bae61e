import type { GuideMap } from '@percurso/shared';
import type { Insertable, Selectable } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';
import { optional } from '../../db/row-mapping.ts';
import type { GuideMapsTable } from '../../db/tables/index.ts';

function toGuideMap(row: Selectable<GuideMapsTable>): GuideMap {
  return {
    id: row.id,
    guideId: row.guide_id,
    name: row.name,
    type: row.type as GuideMap['type'],
    fileUrl: optional(row.file_url),
    width: optional(row.width),
    height: optional(row.height),
    center:
      row.center_latitude !== null && row.center_longitude !== null
        ? { latitude: row.center_latitude, longitude: row.center_longitude }
        : undefined,
    zoom: optional(row.zoom),
    position: row.position,
  };
}

function toGuideMapRow(map: GuideMap): Insertable<GuideMapsTable> {
  return {
    id: map.id,
    guide_id: map.guideId,
    name: json(map.name),
    type: map.type,
    file_url: map.fileUrl ?? null,
    width: map.width ?? null,
    height: map.height ?? null,
    center_latitude: map.center?.latitude ?? null,
    center_longitude: map.center?.longitude ?? null,
    zoom: map.zoom ?? null,
    position: map.position,
  };
}

/** Inserts the map, or replaces the one with the same id. */
export async function saveGuideMap(db: Db, map: GuideMap): Promise<void> {
  const { id: _id, ...changes } = toGuideMapRow(map);
  await db
    .insertInto('guide_maps')
    .values(toGuideMapRow(map))
    .onConflict((conflict) => conflict.column('id').doUpdateSet(changes))
    .execute();
}

export async function findGuideMapById(db: Db, id: string): Promise<GuideMap | undefined> {
  const row = await db.selectFrom('guide_maps').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toGuideMap(row);
}

/** A guide's maps by position (the first is the one a visitor sees first). */
export async function listMapsOfGuide(db: Db, guideId: string): Promise<GuideMap[]> {
  const rows = await db
    .selectFrom('guide_maps')
    .selectAll()
    .where('guide_id', '=', guideId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(toGuideMap);
}
