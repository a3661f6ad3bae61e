import { z } from 'zod';
import { localizedText } from '../localized-text.ts';
import { id, isoDateTime } from './common.ts';

/** At most this many points in one favourite route: more than any guide's visit, far below abuse. */
export const FAVOURITE_ROUTE_MAX_POINTS = 500;
/** At most this many favourite routes per visitor and guide. */
export const FAVOURITE_ROUTES_PER_GUIDE = 50;
/** The longest name a visitor may give a route. */
export const FAVOURITE_ROUTE_NAME_MAX = 80;

/** The spec's default route name (§3 favJourneys, §9), in every content language. */
export const DEFAULT_FAVOURITE_ROUTE_NAME = {
  pt: 'Meus favoritos',
  en: 'My favorites',
  es: 'Mis favoritos',
  fr: 'Mes favoris',
} as const;

const routeName = z
  .string()
  .trim()
  .min(1, 'name-empty')
  .max(FAVOURITE_ROUTE_NAME_MAX, 'favourite-route/name-too-long')
  // Control characters never belong in a name.
  .regex(/^\P{Cc}*$/u, 'invalid-text');

/** A route's points in visiting order: known ids, each once, at most FAVOURITE_ROUTE_MAX_POINTS. */
const routePointIds = z
  .array(id)
  .max(FAVOURITE_ROUTE_MAX_POINTS, 'favourite-route/too-many-points')
  .refine((ids) => new Set(ids).size === ids.length, 'favourite-route/duplicate-points');

/** A visitor's favourite route (spec §3 favJourneys): their own itinerary through one guide's points. */
export const favouriteRoute = z.object({
  id,
  guideId: id,
  /** The default name is in four languages; a name the visitor typed is in theirs (pt key). */
  name: localizedText,
  pointIds: z.array(id),
  createdAt: isoDateTime,
});
export type FavouriteRoute = z.infer<typeof favouriteRoute>;

/** POST /api/me/favourite-routes: without a name, the default one. */
export const createFavouriteRouteInput = z.object({
  guideId: id,
  name: routeName.optional(),
  pointIds: routePointIds.default([]),
});
export type CreateFavouriteRouteInput = z.input<typeof createFavouriteRouteInput>;

/** PATCH /api/me/favourite-routes/:id: rename, and/or replace the points (add, remove, reorder). */
export const updateFavouriteRouteInput = z
  .object({ name: routeName.optional(), pointIds: routePointIds.optional() })
  .refine((input) => input.name !== undefined || input.pointIds !== undefined, 'invalid-request');
export type UpdateFavouriteRouteInput = z.input<typeof updateFavouriteRouteInput>;

/** GET /api/favourite-routes/:id (a shared link, anyone): the route and its guide's name for the page. */
export const sharedFavouriteRoute = z.object({ route: favouriteRoute, guideName: z.string() });
export type SharedFavouriteRoute = z.infer<typeof sharedFavouriteRoute>;
