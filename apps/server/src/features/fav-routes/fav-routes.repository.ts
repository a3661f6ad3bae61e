import type { LocalizedText } from '@percurso/shared';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';

export type FavouriteRouteRow = NonNullable<Awaited<ReturnType<typeof findFavouriteRoute>>>;

const COLUMNS = ['id', 'user_id', 'guide_id', 'name', 'point_ids', 'created_at'] as const;

export async function findFavouriteRoute(db: Db, id: string) {
  return db.selectFrom('fav_journeys').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** A visitor's routes in one guide (or every guide), oldest first. */
export async function listFavouriteRoutes(db: Db, userId: string, guideId?: string) {
  let query = db.selectFrom('fav_journeys').select(COLUMNS).where('user_id', '=', userId);
  if (guideId !== undefined) query = query.where('guide_id', '=', guideId);
  return query.orderBy('created_at').orderBy('id').execute();
}

export async function countFavouriteRoutes(db: Db, userId: string, guideId: string): Promise<number> {
  const row = await db
    .selectFrom('fav_journeys')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('guide_id', '=', guideId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Which of these ids are points of the guide's published version (migration 0050: visitors see no other). */
export async function publishedPointIdsOf(db: Db, guideId: string, pointIds: readonly string[]): Promise<Set<string>> {
  if (pointIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('published_points')
    .select('point_id')
    .where('guide_id', '=', guideId)
    .where('point_id', 'in', [...pointIds])
    .execute();
  return new Set(rows.map((row) => row.point_id));
}

export async function insertFavouriteRoute(
  db: Db,
  route: { id: string; userId: string; guideId: string; name: LocalizedText; pointIds: string[] },
) {
  return db
    .insertInto('fav_journeys')
    .values({
      id: route.id,
      user_id: route.userId,
      guide_id: route.guideId,
      name: json(route.name),
      point_ids: route.pointIds,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Changes a route only if it is the visitor's (the owner check is in the statement too). */
export async function updateFavouriteRoute(
  db: Db,
  id: string,
  userId: string,
  changes: { name?: LocalizedText; pointIds?: string[] },
) {
  return db
    .updateTable('fav_journeys')
    .set({
      ...(changes.name !== undefined && { name: json(changes.name) }),
      ...(changes.pointIds !== undefined && { point_ids: changes.pointIds }),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteFavouriteRoute(db: Db, id: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('fav_journeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
