import type { GuideManagerEntry, ManagerInput, PanelConfirmation } from '@percurso/shared';
import { queryOptions } from '@tanstack/react-query';
import { panelHttp } from '../common/panel-http.ts';

type Confirmed<T> = { confirmation: PanelConfirmation } & T;
const enc = encodeURIComponent;

export const managersApi = {
  list: (guideId: string, signal?: AbortSignal) =>
    panelHttp.get<{ managers: GuideManagerEntry[] }>(`/api/panel/guides/${enc(guideId)}/managers`, signal),
  add: (guideId: string, input: ManagerInput) =>
    panelHttp.post<Confirmed<{ managers: GuideManagerEntry[] }>>(`/api/panel/guides/${enc(guideId)}/managers`, input),
  remove: (guideId: string, userId: string) =>
    panelHttp.delete<Confirmed<{ managers: GuideManagerEntry[] }>>(
      `/api/panel/guides/${enc(guideId)}/managers/${enc(userId)}`,
    ),
};

export const managerQueries = {
  list: (guideId: string) =>
    queryOptions({
      queryKey: ['panel', 'guide', guideId, 'managers'],
      queryFn: async ({ signal }) => (await managersApi.list(guideId, signal)).managers,
    }),
};
