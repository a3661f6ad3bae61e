import type { CreateFavouriteRouteInput, FavouriteRoute, UpdateFavouriteRouteInput } from '@percurso/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPatch, apiPost, toApiError } from '../../api/http.ts';

const path = (routeId: string) => `/api/me/favourite-routes/${encodeURIComponent(routeId)}`;

/** The favourite routes endpoints (docs/panel-api.md, "Favourite routes"); registered visitors only write. */
export const favouritesApi = {
  own: (guideId: string, signal?: AbortSignal) =>
    apiGet<{ routes: FavouriteRoute[] }>(`/api/me/favourite-routes?guideId=${encodeURIComponent(guideId)}`, signal),
  create: (input: CreateFavouriteRouteInput) =>
    apiPost<{ route: FavouriteRoute }>('/api/me/favourite-routes', input).then((answer) => answer.route),
  update: (routeId: string, input: UpdateFavouriteRouteInput) =>
    apiPatch<{ route: FavouriteRoute }>(path(routeId), input).then((answer) => answer.route),
  remove: async (routeId: string) => {
    const response = await fetch(path(routeId), { method: 'DELETE', headers: { Accept: 'application/json' } });
    if (!response.ok) throw await toApiError(response);
  },
};

/**
 * The visitor's routes in a guide. Keyed by the user: a sign-in (which refetches every query but
 * the session's) loads the new user's routes, as spec §4 asks; a sign-out forgets them.
 */
export const ownRoutesQuery = (userId: string, guideId: string) =>
  queryOptions({
    queryKey: ['favourite-routes', userId, guideId],
    queryFn: ({ signal }) => favouritesApi.own(guideId, signal).then((answer) => answer.routes),
  });
