import type { AccessInput, PanelAccess } from '@percurso/shared/road-map';
import type { Selectable } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/row-mapping.ts';
import type { VenueAccessesTable } from '../../db/tables/index.ts';

/** SQL of accesses (venue_accesses): the ways into a guide's venue. */

function toAccess(row: Selectable<VenueAccessesTable>): PanelAccess {
  return {
    id: row.id,
    guideId: row.guide_id,
    name: row.name,
    type: row.type as PanelAccess['type'],
    description: row.description,
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    address: row.address,
    image: row.image,
    mapIds: row.map_ids,
    enabled: row.enabled,
    createdAt: toIso(row.created_at),
  };
}

const columns = (input: AccessInput) => ({
  name: json(input.name),
  type: input.type,
  description: json(input.description),
  latitude: input.coordinates.latitude,
  longitude: input.coordinates.longitude,
  address: json(input.address),
  image: input.image,
  map_ids: input.mapIds,
  enabled: input.enabled,
  updated_at: new Date(),
});

export async function listAccessesOfGuide(db: Db, guideId: string): Promise<PanelAccess[]> {
  const rows = await db
    .selectFrom('venue_accesses')
    .selectAll()
    .where('guide_id', '=', guideId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toAccess);
}

export async function findAccess(db: Db, id: string): Promise<PanelAccess | undefined> {
  const row = await db.selectFrom('venue_accesses').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toAccess(row);
}

export async function insertAccess(db: Db, id: string, guideId: string, input: AccessInput): Promise<PanelAccess> {
  const row = await db
    .insertInto('venue_accesses')
    .values({ id, guide_id: guideId, ...columns(input), created_at: new Date() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAccess(row);
}

export async function updateAccess(db: Db, id: string, input: AccessInput): Promise<PanelAccess | undefined> {
  const row = await db
    .updateTable('venue_accesses')
    .set(columns(input))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toAccess(row);
}

export async function deleteAccess(db: Db, id: string): Promise<void> {
  await db.deleteFrom('venue_accesses').where('id', '=', id).execute();
}

/** The map ids, of those given, that are not maps of the guide. */
export async function mapsOutsideGuide(db: Db, guideId: string, mapIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('guide_maps')
    .select('id')
    .where('guide_id', '=', guideId)
    .where('id', 'in', [...mapIds])
    .execute();
  const found = new Set(rows.map((row) => row.id));
  return mapIds.filter((id) => !found.has(id));
}

export async function guideExists(db: Db, guideId: string): Promise<boolean> {
  return (await db.selectFrom('guides').select('id').where('id', '=', guideId).executeTakeFirst()) !== undefined;
}
