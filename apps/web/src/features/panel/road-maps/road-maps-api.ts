import type { PanelConfirmation } from '@percurso/shared';
import type { PanelRoadMap, RoadMapAdmin, RoadMapInput, RoadMapUpdate } from '@percurso/shared/road-map';
import { queryOptions } from '@tanstack/react-query';
import { panelHttp } from '../common/panel-http.ts';

type Confirmed<T> = { confirmation: PanelConfirmation } & T;
const enc = encodeURIComponent;

/** The panel's road maps and their administrators (docs/panel-api.md). */
export const roadMapsApi = {
  list: (signal?: AbortSignal) => panelHttp.get<{ roadMaps: PanelRoadMap[] }>('/api/panel/road-maps', signal),
  create: (input: RoadMapInput) => panelHttp.post<Confirmed<{ roadMap: PanelRoadMap }>>('/api/panel/road-maps', input),
  update: (id: string, input: RoadMapUpdate) =>
    panelHttp.patch<Confirmed<{ roadMap: PanelRoadMap }>>(`/api/panel/road-maps/${enc(id)}`, input),
  remove: (id: string) => panelHttp.delete<Confirmed<{ id: string }>>(`/api/panel/road-maps/${enc(id)}`),
  admins: (id: string, signal?: AbortSignal) =>
    panelHttp.get<{ admins: RoadMapAdmin[] }>(`/api/panel/road-maps/${enc(id)}/admins`, signal),
  addAdmin: (id: string, email: string) =>
    panelHttp.post<Confirmed<{ admins: RoadMapAdmin[] }>>(`/api/panel/road-maps/${enc(id)}/admins`, { email }),
  removeAdmin: (id: string, userId: string) =>
    panelHttp.delete<Confirmed<{ admins: RoadMapAdmin[] }>>(`/api/panel/road-maps/${enc(id)}/admins/${enc(userId)}`),
};

export const roadMapQueries = {
  list: () =>
    queryOptions({
      queryKey: ['panel', 'road-maps'],
      queryFn: async ({ signal }) => (await roadMapsApi.list(signal)).roadMaps,
    }),
  admins: (id: string) =>
    queryOptions({
      queryKey: ['panel', 'road-maps', id, 'admins'],
      queryFn: async ({ signal }) => (await roadMapsApi.admins(id, signal)).admins,
    }),
};
