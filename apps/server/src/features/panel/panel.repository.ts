import type { Address, Guide, LocalizedText, PartnerHolders } from '@percurso/shared';

type GuideType = Guide['type'];

import { sql } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';
import { optional } from '../../db/row-mapping.ts';
import type { GuideManager } from '../../db/tables/index.ts';

/** SQL of the manager panel that the content features do not already have. */

export interface PanelGuideRow {
  id: string;
  name: LocalizedText;
  type: GuideType;
  enabled: boolean;
  image?: string;
  bannerUrl?: string;
  address?: Address;
  managers: GuideManager[];
}

/** Guides for the panel list, disabled ones too: all of them, or those with these ids. */
export async function listPanelGuides(db: Db, ids: readonly string[] | 'all'): Promise<PanelGuideRow[]> {
  if (ids !== 'all' && ids.length === 0) return [];
  let query = db
    .selectFrom('guides')
    .select(['id', 'name', 'type', 'enabled', 'image', 'banner_url', 'address', 'managers']);
  if (ids !== 'all') query = query.where('id', 'in', [...ids]);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type as GuideType,
    enabled: row.enabled,
    image: optional(row.image),
    bannerUrl: optional(row.banner_url),
    address: optional(row.address),
    managers: row.managers,
  }));
}

/** Whether another guide has one of these name keys (in any language). */
export async function isGuideNameTaken(db: Db, keys: readonly string[], exceptGuideId?: string): Promise<boolean> {
  if (keys.length === 0) return false;
  let query = db
    .selectFrom('guides')
    .select('id')
    .where((eb) =>
      eb.or([eb('name_key', 'in', [...keys]), eb('name_keys', '&&', sql<string[]>`${sql.val([...keys])}::text[]`)]),
    );
  if (exceptGuideId) query = query.where('id', '<>', exceptGuideId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

export async function findGuideManagers(db: Db, guideId: string): Promise<GuideManager[] | undefined> {
  const row = await db.selectFrom('guides').select('managers').where('id', '=', guideId).executeTakeFirst();
  return row?.managers;
}

/**
 * The managers of the guide, its row locked until the transaction `trx` ends (select … for
 * update), so two changes of the list in a row cannot both start from the same list.
 */
export async function lockGuideManagers(trx: Db, guideId: string): Promise<GuideManager[] | undefined> {
  const row = await trx
    .selectFrom('guides')
    .select('managers')
    .where('id', '=', guideId)
    .forUpdate()
    .executeTakeFirst();
  return row?.managers;
}

export async function saveGuideManagers(db: Db, guideId: string, managers: GuideManager[]): Promise<void> {
  await db
    .updateTable('guides')
    .set({ managers: json(managers), updated_at: new Date() })
    .where('id', '=', guideId)
    .execute();
}

/** Deletes the guide; its maps, journeys and points go with it (foreign keys cascade). */
export async function deleteGuide(db: Db, guideId: string): Promise<boolean> {
  const result = await db.deleteFrom('guides').where('id', '=', guideId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Appends the journey to its guide's journeyOrder (when missing). */
export async function appendToJourneyOrder(db: Db, guideId: string, journeyId: string): Promise<void> {
  await db
    .updateTable('guides')
    .set({ journey_order: sql`array_append(journey_order, ${journeyId})` })
    .where('id', '=', guideId)
    .where(sql<boolean>`not (${journeyId} = any(journey_order))`)
    .execute();
}

/** Removes the journey from every guide's journeyOrder and from its points' journeys. */
export async function detachJourney(db: Db, journeyId: string): Promise<void> {
  await db
    .updateTable('guides')
    .set({ journey_order: sql`array_remove(journey_order, ${journeyId})` })
    .where(sql<boolean>`${journeyId} = any(journey_order)`)
    .execute();
  await db
    .updateTable('points')
    .set({ journey_ids: sql`array_remove(journey_ids, ${journeyId})` })
    .where('journey_ids', '@>', sql<string[]>`array[${journeyId}]::text[]`)
    .execute();
}

export async function countPointsOfJourney(db: Db, journeyId: string): Promise<number> {
  const { count } = await db
    .selectFrom('points')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('journey_ids', '@>', sql<string[]>`array[${journeyId}]::text[]`)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function deleteJourney(db: Db, journeyId: string): Promise<boolean> {
  const result = await db.deleteFrom('journeys').where('id', '=', journeyId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Adds the point at the end of these journeys' pointOrder (where missing). */
export async function appendPointToJourneys(db: Db, pointId: string, journeyIds: readonly string[]): Promise<void> {
  if (journeyIds.length === 0) return;
  await db
    .updateTable('journeys')
    .set({ point_order: sql`array_append(point_order, ${pointId})`, updated_at: new Date() })
    .where('id', 'in', [...journeyIds])
    .where(sql<boolean>`not (${pointId} = any(point_order))`)
    .execute();
}

/** Drops the point from the pointOrder of every journey except `keep`. */
export async function removePointFromJourneys(db: Db, pointId: string, keep: readonly string[] = []): Promise<void> {
  let query = db
    .updateTable('journeys')
    .set({ point_order: sql`array_remove(point_order, ${pointId})`, updated_at: new Date() })
    .where(sql<boolean>`${pointId} = any(point_order)`);
  if (keep.length > 0) query = query.where('id', 'not in', [...keep]);
  await query.execute();
}

/** Clears the initial point of guides that start at this point (except `keepGuideId`). */
export async function clearInitialPoint(db: Db, pointId: string, keepGuideId?: string): Promise<void> {
  let query = db.updateTable('guides').set({ initial_point_id: null }).where('initial_point_id', '=', pointId);
  if (keepGuideId) query = query.where('id', '<>', keepGuideId);
  await query.execute();
}

export async function deletePoint(db: Db, pointId: string): Promise<boolean> {
  const result = await db.deleteFrom('points').where('id', '=', pointId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes the map; points placed on it lose their map and position. */
export async function deleteGuideMap(db: Db, mapId: string): Promise<boolean> {
  await db.updateTable('points').set({ map_id: null, x: null, y: null }).where('map_id', '=', mapId).execute();
  const result = await db.deleteFrom('guide_maps').where('id', '=', mapId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countMapsOfGuide(db: Db, guideId: string): Promise<number> {
  const { count } = await db
    .selectFrom('guide_maps')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('guide_id', '=', guideId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Sponsors and social networks hang off guides and road maps by these id-array columns. */
export type PartnerKind = 'sponsor' | 'socialNetwork';
const PARTNER = {
  sponsor: { table: 'sponsors', column: 'sponsor_ids' },
  socialNetwork: { table: 'social_networks', column: 'social_net_ids' },
} as const;

export async function attachPartner(db: Db, kind: PartnerKind, guideId: string, partnerId: string): Promise<void> {
  const { column } = PARTNER[kind];
  await db
    .updateTable('guides')
    .set({ [column]: sql`array_append(${sql.ref(column)}, ${partnerId})`, updated_at: new Date() })
    .where('id', '=', guideId)
    .execute();
}

export async function detachPartner(db: Db, kind: PartnerKind, guideId: string, partnerId: string): Promise<void> {
  const { column } = PARTNER[kind];
  await db
    .updateTable('guides')
    .set({ [column]: sql`array_remove(${sql.ref(column)}, ${partnerId})`, updated_at: new Date() })
    .where('id', '=', guideId)
    .execute();
}

/** Deletes the sponsor or social network unless a guide or road map still lists it. */
export async function deletePartnerIfUnused(db: Db, kind: PartnerKind, partnerId: string): Promise<boolean> {
  const { table, column } = PARTNER[kind];
  const holds = sql<boolean>`${sql.ref(column)} @> array[${partnerId}]::text[]`;
  const inGuide = await db.selectFrom('guides').select('id').where(holds).limit(1).executeTakeFirst();
  const inRoadMap = await db.selectFrom('road_maps').select('id').where(holds).limit(1).executeTakeFirst();
  if (inGuide || inRoadMap) return false;
  const result = await db.deleteFrom(table).where('id', '=', partnerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Which of these ids exist as sponsors or social networks. */
export async function existingPartnerIds(db: Db, kind: PartnerKind, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(PARTNER[kind].table)
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Every guide and road map listing each of these partners, by partner id (an id none lists has none). */
export async function holdersOfPartners(
  db: Db,
  kind: PartnerKind,
  ids: readonly string[],
): Promise<Map<string, PartnerHolders>> {
  const holders = new Map(ids.map((id) => [id, { guideIds: [] as string[], roadMapIds: [] as string[] }]));
  if (ids.length === 0) return holders;
  const { column } = PARTNER[kind];
  const overlaps = sql<boolean>`${sql.ref(column)} && ${sql.val([...ids])}::text[]`;
  const listed = sql<string[]>`${sql.ref(column)}`.as('listed');
  const guides = await db.selectFrom('guides').select(['id', listed]).where(overlaps).orderBy('id').execute();
  const roadMaps = await db.selectFrom('road_maps').select(['id', listed]).where(overlaps).orderBy('id').execute();
  for (const guide of guides) for (const id of guide.listed) holders.get(id)?.guideIds.push(guide.id);
  for (const roadMap of roadMaps) for (const id of roadMap.listed) holders.get(id)?.roadMapIds.push(roadMap.id);
  return holders;
}

/** Puts `copyId` where the guide lists `partnerId` (same place in its order). */
export async function replacePartner(db: Db, kind: PartnerKind, guideId: string, partnerId: string, copyId: string) {
  const { column } = PARTNER[kind];
  await db
    .updateTable('guides')
    .set({ [column]: sql`array_replace(${sql.ref(column)}, ${partnerId}, ${copyId})`, updated_at: new Date() })
    .where('id', '=', guideId)
    .execute();
}

/** Global panel admins (panel_access) with their account's e-mail and name, oldest first. */
export async function listPanelAdmins(db: Db) {
  return db
    .selectFrom('panel_access')
    .innerJoin('auth_users', 'auth_users.id', 'panel_access.user_id')
    .select(['auth_users.id', 'auth_users.email', 'auth_users.name', 'auth_users.email_verified'])
    .orderBy('panel_access.created_at')
    .orderBy('auth_users.id')
    .execute();
}

export async function findAccountById(db: Db, userId: string) {
  return db.selectFrom('auth_users').select(['id', 'email', 'name']).where('id', '=', userId).executeTakeFirst();
}

/** The language saved in the person's profile (the spec's idiom), undefined without a profile. */
export async function findProfileIdiom(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('user_profiles').select('idiom').where('id', '=', userId).executeTakeFirst();
  return row?.idiom;
}
