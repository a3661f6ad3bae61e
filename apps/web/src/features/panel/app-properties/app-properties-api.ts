import type { AppProperties, AppPropertiesUpdate, PanelAdmin, PanelConfirmation } from '@percurso/shared';
import { queryOptions } from '@tanstack/react-query';
import { panelHttp } from '../common/panel-http.ts';

type Confirmed<T> = { confirmation: PanelConfirmation } & T;

/** Global settings: app properties and the panel's global admins (global admins only). */
export const appPropertiesApi = {
  get: (signal?: AbortSignal) => panelHttp.get<{ appProperties: AppProperties }>('/api/panel/app-properties', signal),
  update: (input: AppPropertiesUpdate) =>
    panelHttp.patch<Confirmed<{ appProperties: AppProperties }>>('/api/panel/app-properties', input),
  admins: (signal?: AbortSignal) => panelHttp.get<{ admins: PanelAdmin[] }>('/api/panel/admins', signal),
  addAdmin: (email: string) => panelHttp.post<Confirmed<{ admin: PanelAdmin }>>('/api/panel/admins', { email }),
  removeAdmin: (userId: string) =>
    panelHttp.delete<Confirmed<{ id: string }>>(`/api/panel/admins/${encodeURIComponent(userId)}`),
};

export const appPropertiesQueries = {
  get: () =>
    queryOptions({
      queryKey: ['panel', 'app-properties'],
      queryFn: async ({ signal }) => (await appPropertiesApi.get(signal)).appProperties,
    }),
  admins: () =>
    queryOptions({
      queryKey: ['panel', 'admins'],
      queryFn: async ({ signal }) => (await appPropertiesApi.admins(signal)).admins,
    }),
};
