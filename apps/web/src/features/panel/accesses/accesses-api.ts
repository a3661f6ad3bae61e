import type { PanelConfirmation } from '@percurso/shared';
import type { AccessInput, PanelAccess } from '@percurso/shared/road-map';
import { queryOptions } from '@tanstack/react-query';
import { panelHttp } from '../common/panel-http.ts';

type Confirmed<T> = { confirmation: PanelConfirmation } & T;
const enc = encodeURIComponent;

/** Accesses of a guide's venue (docs/panel-api.md). */
export const accessesApi = {
  list: (guideId: string, signal?: AbortSignal) =>
    panelHttp.get<{ accesses: PanelAccess[] }>(`/api/panel/guides/${enc(guideId)}/accesses`, signal),
  create: (guideId: string, input: AccessInput) =>
    panelHttp.post<Confirmed<{ access: PanelAccess }>>(`/api/panel/guides/${enc(guideId)}/accesses`, input),
  save: (id: string, input: AccessInput) =>
    panelHttp.put<Confirmed<{ access: PanelAccess }>>(`/api/panel/accesses/${enc(id)}`, input),
  remove: (id: string) => panelHttp.delete<Confirmed<{ id: string }>>(`/api/panel/accesses/${enc(id)}`),
};

export const accessQueries = {
  ofGuide: (guideId: string) =>
    queryOptions({
      queryKey: ['panel', 'guide', guideId, 'accesses'],
      queryFn: async ({ signal }) => (await accessesApi.list(guideId, signal)).accesses,
    }),
};
