import type { LocalizedText, RoadMap } from '@percurso/shared';
import { type Insertable, type Selectable, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';
import { nameKeys, optional, primaryNameKey, toIso } from '../../db/row-mapping.ts';
import type { RoadMapsTable } from '../../db/tables/index.ts';

export type RoadMapRow = Selectable<RoadMapsTable> & {
  guides: Array<{ id: string; name: LocalizedText }>;
  vans: Array<{ name: string; guideIds: string[] }>;
};

export function toRoadMap(row: RoadMapRow): RoadMap {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    bannerImage: optional(row.banner_image),
    logoImage: optional(row.logo_image),
    guides: row.guides,
    vans: row.vans,
    sponsorIds: row.sponsor_ids,
    socialNetIds: row.social_net_ids,
    enabled: row.enabled,
    createdAt: toIso(row.created_at),
  };
}

/** The guides' names are not stored here: they are read from the guides, so renames show. */
function toRoadMapRow(roadMap: RoadMap): Insertable<RoadMapsTable> {
  return {
    id: roadMap.id,
    name: json(roadMap.name),
    name_key: primaryNameKey(roadMap.name),
    name_keys: nameKeys(roadMap.name),
    description: json(roadMap.description),
    banner_image: roadMap.bannerImage ?? null,
    logo_image: roadMap.logoImage ?? null,
    guide_ids: roadMap.guides.map((guide) => guide.id),
    sponsor_ids: roadMap.sponsorIds,
    social_net_ids: roadMap.socialNetIds,
    enabled: roadMap.enabled,
    created_at: roadMap.createdAt,
    updated_at: new Date(),
  };
}

/** Inserts or replaces the road map and its vans. Run it inside a transaction. */
export async function saveRoadMap(db: Db, roadMap: RoadMap): Promise<void> {
  const { id: _id, created_at: _createdAt, ...changes } = toRoadMapRow(roadMap);
  await db
    .insertInto('road_maps')
    .values(toRoadMapRow(roadMap))
    .onConflict((conflict) => conflict.column('id').doUpdateSet(changes))
    .execute();
  await db.deleteFrom('road_map_vans').where('road_map_id', '=', roadMap.id).execute();
  if (roadMap.vans.length === 0) return;
  await db
    .insertInto('road_map_vans')
    .values(
      roadMap.vans.map((van, position) => ({
        road_map_id: roadMap.id,
        position,
        name: van.name,
        guide_ids: van.guideIds,
      })),
    )
    .execute();
}

/**
 * Road maps with their enabled guides (in the road map's order) and vans, in one query. The panel
 * reads every guide id as well (`guide_ids`), switched-off guides included.
 */
export function selectRoadMaps(db: Db) {
  return db
    .selectFrom('road_maps')
    .selectAll('road_maps')
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('guides')
          .select(['guides.id', 'guides.name'])
          .where(sql<boolean>`guides.id = any(road_maps.guide_ids)`)
          .where('guides.enabled', '=', true)
          .orderBy(sql`array_position(road_maps.guide_ids, guides.id)`),
      ).as('guides'),
      jsonArrayFrom(
        eb
          .selectFrom('road_map_vans')
          .select(['road_map_vans.name', 'road_map_vans.guide_ids as guideIds'])
          .whereRef('road_map_vans.road_map_id', '=', 'road_maps.id')
          .orderBy('road_map_vans.position'),
      ).as('vans'),
    ]);
}

export async function findRoadMapById(db: Db, id: string): Promise<RoadMap | undefined> {
  const row = await selectRoadMaps(db).where('road_maps.id', '=', id).executeTakeFirst();
  return row && toRoadMap(row);
}

/** The road map whose name, in any language, has this key; the Portuguese name wins. */
export async function findRoadMapByNameKey(db: Db, key: string): Promise<RoadMap | undefined> {
  if (key === '') return undefined;
  const row = await selectRoadMaps(db)
    .where((eb) =>
      eb.or([
        eb('road_maps.name_key', '=', key),
        eb('road_maps.name_keys', '@>', sql<string[]>`array[${key}]::text[]`),
      ]),
    )
    .orderBy(sql`road_maps.name_key = ${key}`, 'desc')
    .orderBy('road_maps.enabled', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toRoadMap(row);
}

export async function listEnabledRoadMaps(db: Db): Promise<RoadMap[]> {
  const rows = await selectRoadMaps(db)
    .where('road_maps.enabled', '=', true)
    .orderBy('road_maps.created_at')
    .orderBy('road_maps.id')
    .execute();
  return rows.map(toRoadMap);
}
