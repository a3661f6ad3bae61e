import type {
  Guide,
  GuideInput,
  GuideMap,
  GuideMapInput,
  GuideMapUpdate,
  GuideUpdate,
  PanelConfirmation,
  PanelGuideList,
  PanelSocialNetwork,
  PanelSponsor,
  Point,
  UnlockCodes,
  UnlockCodesUpdate,
  Versioned,
} from '@percurso/shared';
import { queryOptions } from '@tanstack/react-query';
import { panelHttp } from '../common/panel-http.ts';

type Confirmed<T> = { confirmation: PanelConfirmation } & T;
const enc = encodeURIComponent;

/** /api/panel guides, their maps and the lists a guide's editor picks from (docs/panel-api.md). */
export const guidesApi = {
  list: (signal?: AbortSignal) => panelHttp.get<PanelGuideList>('/api/panel/guides', signal),
  get: (id: string, signal?: AbortSignal) =>
    panelHttp.get<{ guide: Versioned<Guide> }>(`/api/panel/guides/${enc(id)}`, signal),
  create: (input: GuideInput) => panelHttp.post<Confirmed<{ guide: Versioned<Guide> }>>('/api/panel/guides', input),
  update: (id: string, input: GuideUpdate) =>
    panelHttp.patch<Confirmed<{ guide: Versioned<Guide> }>>(`/api/panel/guides/${enc(id)}`, input),
  remove: (id: string) => panelHttp.delete<Confirmed<{ id: string }>>(`/api/panel/guides/${enc(id)}`),
  points: (id: string, signal?: AbortSignal) =>
    panelHttp.get<{ points: Versioned<Point>[] }>(`/api/panel/guides/${enc(id)}/points`, signal),
  sponsors: (id: string, signal?: AbortSignal) =>
    panelHttp.get<{ sponsors: Versioned<PanelSponsor>[] }>(`/api/panel/guides/${enc(id)}/sponsors`, signal),
  socialNetworks: (id: string, signal?: AbortSignal) =>
    panelHttp.get<{ socialNetworks: Versioned<PanelSocialNetwork>[] }>(
      `/api/panel/guides/${enc(id)}/social-networks`,
      signal,
    ),
  maps: (id: string, signal?: AbortSignal) =>
    panelHttp.get<{ maps: GuideMap[] }>(`/api/panel/guides/${enc(id)}/maps`, signal),
  addMap: (guideId: string, input: GuideMapInput) =>
    panelHttp.post<Confirmed<{ map: GuideMap }>>(`/api/panel/guides/${enc(guideId)}/maps`, input),
  updateMap: (mapId: string, input: GuideMapUpdate) =>
    panelHttp.patch<Confirmed<{ map: GuideMap }>>(`/api/panel/maps/${enc(mapId)}`, input),
  removeMap: (mapId: string) => panelHttp.delete<Confirmed<{ id: string }>>(`/api/panel/maps/${enc(mapId)}`),
  unlockCodes: (id: string, signal?: AbortSignal) =>
    panelHttp.get<{ unlockCodes: UnlockCodes }>(`/api/panel/guides/${enc(id)}/unlock-codes`, signal),
  updateUnlockCodes: (id: string, input: UnlockCodesUpdate) =>
    panelHttp.patch<Confirmed<{ unlockCodes: UnlockCodes }>>(`/api/panel/guides/${enc(id)}/unlock-codes`, input),
};

export const guideQueries = {
  list: () => queryOptions({ queryKey: ['panel', 'guides'], queryFn: ({ signal }) => guidesApi.list(signal) }),
  one: (id: string) =>
    queryOptions({
      queryKey: ['panel', 'guide', id],
      queryFn: async ({ signal }) => (await guidesApi.get(id, signal)).guide,
    }),
  points: (id: string) =>
    queryOptions({
      queryKey: ['panel', 'guide', id, 'points'],
      queryFn: async ({ signal }) => (await guidesApi.points(id, signal)).points,
    }),
  sponsors: (id: string) =>
    queryOptions({
      queryKey: ['panel', 'guide', id, 'sponsors'],
      queryFn: async ({ signal }) => (await guidesApi.sponsors(id, signal)).sponsors,
    }),
  socialNetworks: (id: string) =>
    queryOptions({
      queryKey: ['panel', 'guide', id, 'social-networks'],
      queryFn: async ({ signal }) => (await guidesApi.socialNetworks(id, signal)).socialNetworks,
    }),
  maps: (id: string) =>
    queryOptions({
      queryKey: ['panel', 'guide', id, 'maps'],
      queryFn: async ({ signal }) => (await guidesApi.maps(id, signal)).maps,
    }),
  unlockCodes: (id: string) =>
    queryOptions({
      queryKey: ['panel', 'guide', id, 'unlock-codes'],
      queryFn: async ({ signal }) => (await guidesApi.unlockCodes(id, signal)).unlockCodes,
    }),
};
