import { notifications } from '@mantine/notifications';
import { type FavouriteRoute, TOAST_TIMEOUT_MS, type UpdateFavouriteRouteInput } from '@percurso/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../api/error-messages.ts';
import { favouritesApi, ownRoutesQuery } from './favourites-api.ts';
import { selectRoute, useStoredRouteId } from './selected-route.ts';

/**
 * A registered visitor's routes in a guide and what they do with them. Every change is the
 * server's answer put in the cache; a refusal shows its message and changes nothing.
 */
export function useFavouriteRoutes(guideId: string, userId: string, knownPointIds: ReadonlySet<string>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = ownRoutesQuery(userId, guideId);
  const { data: routes = [], isPending } = useQuery(query);
  const storedId = useStoredRouteId(guideId);
  const selected = routes.find((route) => route.id === storedId) ?? routes[0];

  const put = (route: FavouriteRoute) =>
    queryClient.setQueryData(query.queryKey, (old = []) =>
      old.some((candidate) => candidate.id === route.id)
        ? old.map((candidate) => (candidate.id === route.id ? route : candidate))
        : [...old, route],
    );
  /** Runs a write; on refusal shows why and answers undefined. */
  async function attempt<T>(write: () => Promise<T>): Promise<T | undefined> {
    try {
      return await write();
    } catch (error) {
      notifications.show({ color: 'red', message: t(errorMessageKey(error)), withBorder: true });
      return undefined;
    }
  }
  const update = (routeId: string, input: UpdateFavouriteRouteInput) =>
    attempt(async () => put(await favouritesApi.update(routeId, input)));

  /** A new route with the default name (spec: 'Meus favoritos'), selected at once. */
  const create = (pointIds: string[] = []) =>
    attempt(async () => {
      const route = await favouritesApi.create({ guideId, pointIds });
      put(route);
      selectRoute(guideId, route.id);
      return route;
    });

  return {
    routes,
    selected,
    isPending,
    create,
    select: (routeId: string) => selectRoute(guideId, routeId),
    rename: (routeId: string, name: string) => update(routeId, { name }),
    reorder: (routeId: string, pointIds: string[]) => update(routeId, { pointIds }),
    remove: (routeId: string) =>
      attempt(async () => {
        await favouritesApi.remove(routeId);
        queryClient.setQueryData(query.queryKey, (old = []) => old.filter((route) => route.id !== routeId));
      }),
    /** The star: adds the point to the selected route, or takes it out (a first star creates the route). */
    toggle: async (pointId: string) => {
      const isIn = selected?.pointIds.includes(pointId) ?? false;
      // Points switched off since they were starred are dropped (the server would refuse them).
      const kept = selected?.pointIds.filter((id) => knownPointIds.has(id) && id !== pointId) ?? [];
      const done = selected
        ? await update(selected.id, { pointIds: isIn ? kept : [...kept, pointId] })
        : await create([pointId]);
      if (done === undefined) return;
      notifications.show({
        message: t(isIn ? 'favourites.toast.removed' : 'favourites.toast.added'),
        color: isIn ? 'gray' : 'teal',
        autoClose: TOAST_TIMEOUT_MS.favouriteToggle,
        withBorder: true,
      });
    },
  };
}

export type FavouriteRoutes = ReturnType<typeof useFavouriteRoutes>;
