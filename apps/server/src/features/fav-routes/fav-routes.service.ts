import { randomUUID } from 'node:crypto';
import {
  DEFAULT_FAVOURITE_ROUTE_NAME,
  FAVOURITE_ROUTES_PER_GUIDE,
  type FavouriteRoute,
  localize,
  type SharedFavouriteRoute,
  type UpdateFavouriteRouteInput,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import { requireVisibleGuide } from '../guides/index.ts';
import {
  countFavouriteRoutes,
  deleteFavouriteRoute,
  type FavouriteRouteRow,
  findFavouriteRoute,
  insertFavouriteRoute,
  listFavouriteRoutes,
  publishedPointIdsOf,
  updateFavouriteRoute,
} from './fav-routes.repository.ts';

function toRoute(row: FavouriteRouteRow): FavouriteRoute {
  return {
    id: row.id,
    guideId: row.guide_id,
    name: row.name,
    pointIds: row.point_ids,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Spec §6: anonymous visitors cannot keep favourites; the web app asks them to register. */
function requireRegistered(user: SessionUser): void {
  if (user.isAnonymous) throw new AppError('auth/anonymous-not-allowed');
}

/** Every id must be an enabled point of the route's guide (not another guide's, not a disabled one). */
async function checkPoints(db: Db, guideId: string, pointIds: readonly string[]): Promise<void> {
  const known = await publishedPointIdsOf(db, guideId, pointIds);
  const unknown = pointIds.find((pointId) => !known.has(pointId));
  if (unknown !== undefined) throw new AppError('favourite-route/unknown-points', { field: 'pointIds' });
}

/** The route, if it is this visitor's: someone else's is readable by its link, never writable. */
async function requireOwnRoute(db: Db, user: SessionUser, routeId: string): Promise<FavouriteRouteRow> {
  const row = await findFavouriteRoute(db, routeId);
  if (!row) throw new AppError('favourite-route/not-found');
  if (row.user_id !== user.id) throw new AppError('favourite-route/not-owner');
  return row;
}

export async function ownFavouriteRoutes(db: Db, user: SessionUser, guideId?: string): Promise<FavouriteRoute[]> {
  // An anonymous visitor never has routes (they cannot create one): nothing to read.
  if (user.isAnonymous) return [];
  return (await listFavouriteRoutes(db, user.id, guideId)).map(toRoute);
}

export async function createFavouriteRoute(
  db: Db,
  user: SessionUser,
  input: { guideId: string; name?: string; pointIds: string[] },
): Promise<FavouriteRoute> {
  requireRegistered(user);
  await requireVisibleGuide(db, input.guideId);
  await checkPoints(db, input.guideId, input.pointIds);
  if ((await countFavouriteRoutes(db, user.id, input.guideId)) >= FAVOURITE_ROUTES_PER_GUIDE) {
    throw new AppError('favourite-route/too-many-routes');
  }
  const row = await insertFavouriteRoute(db, {
    id: randomUUID(),
    userId: user.id,
    guideId: input.guideId,
    name: input.name === undefined ? { ...DEFAULT_FAVOURITE_ROUTE_NAME } : { pt: input.name },
    pointIds: input.pointIds,
  });
  return toRoute(row);
}

/** Renames a route and/or replaces its points (adding, removing and reordering are all this). */
export async function changeFavouriteRoute(
  db: Db,
  user: SessionUser,
  routeId: string,
  input: UpdateFavouriteRouteInput,
): Promise<FavouriteRoute> {
  requireRegistered(user);
  const current = await requireOwnRoute(db, user, routeId);
  if (input.pointIds !== undefined) await checkPoints(db, current.guide_id, input.pointIds);
  const row = await updateFavouriteRoute(db, routeId, user.id, {
    name: input.name === undefined ? undefined : { pt: input.name },
    pointIds: input.pointIds,
  });
  // Deleted between the check and the write (another tab): as if it never was.
  if (!row) throw new AppError('favourite-route/not-found');
  return toRoute(row);
}

export async function removeFavouriteRoute(db: Db, user: SessionUser, routeId: string): Promise<void> {
  requireRegistered(user);
  await requireOwnRoute(db, user, routeId);
  if (!(await deleteFavouriteRoute(db, routeId, user.id))) throw new AppError('favourite-route/not-found');
}

/** A shared link (/fav/{id}): anyone may read it, with the name of its guide for the page. */
export async function sharedFavouriteRoute(db: Db, routeId: string): Promise<SharedFavouriteRoute> {
  const row = await findFavouriteRoute(db, routeId);
  if (!row) throw new AppError('favourite-route/not-found');
  const guide = await requireVisibleGuide(db, row.guide_id);
  return { route: toRoute(row), guideName: localize(guide.name, 'pt') };
}
