import { normalizeName } from '@percurso/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from './endpoints.ts';

/** Query definitions shared by the guard (loaders) and the screens (hooks). */
export const queries = {
  appProperties: () =>
    queryOptions({
      queryKey: ['app-properties'],
      queryFn: ({ signal }) => api.appProperties(signal),
      staleTime: 60_000,
    }),
  guides: (query: string) =>
    queryOptions({
      queryKey: ['guides', { query: query.trim() }],
      queryFn: ({ signal }) => api.guides(query, signal),
    }),
  /** Keyed by the normalised name, so '/museu-do-acucar' and '/Museu do Açúcar' share one entry. */
  guideByName: (name: string) =>
    queryOptions({
      queryKey: ['guide', 'by-name', normalizeName(name)],
      queryFn: ({ signal }) => api.guideByName(name, signal),
    }),
  /** A point's full content (the guide bundle lists summaries); live updates refetch it. */
  point: (id: string) =>
    queryOptions({
      queryKey: ['point', id],
      queryFn: ({ signal }) => api.point(id, signal),
      staleTime: 30_000,
    }),
  roadMaps: () =>
    queryOptions({
      queryKey: ['road-maps'],
      queryFn: ({ signal }) => api.roadMaps(signal),
    }),
  roadMapByName: (name: string) =>
    queryOptions({
      queryKey: ['road-map', 'by-name', normalizeName(name)],
      queryFn: ({ signal }) => api.roadMapByName(name, signal),
    }),
  roadMap: (id: string) =>
    queryOptions({
      queryKey: ['road-map', id],
      queryFn: ({ signal }) => api.roadMap(id, signal),
    }),
  /** A shared favourite route and its guide's name (the guard loads it for /fav/{id}). */
  favouriteRoute: (id: string) =>
    queryOptions({
      queryKey: ['favourite-route', id],
      queryFn: ({ signal }) => api.favouriteRoute(id, signal),
    }),
  sponsors: () =>
    queryOptions({
      queryKey: ['sponsors'],
      queryFn: ({ signal }) => api.sponsors(signal),
    }),
  socialNetworks: () =>
    queryOptions({
      queryKey: ['social-networks'],
      queryFn: ({ signal }) => api.socialNetworks(signal),
    }),
};
