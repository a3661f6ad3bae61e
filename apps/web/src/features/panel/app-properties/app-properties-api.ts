import type { AppProperties, AppPropertiesUpdate, Language, PanelAdmin, PanelConfirmation } from '@percurso/shared';
import { queryOptions } from '@tanstack/react-query';
import { panelHttp } from '../common/panel-http.ts';

type Confirmed<T> = { confirmation: PanelConfirmation } & T;

/** Global settings: app properties and the panel's global admins (global admins only). */
export const appPropertiesApi = {
  get: (signal?: AbortSignal) => panelHttp.get<{ appProperties: AppProperties }>('/api/panel/app-properties', signal),
  update: (input: AppPropertiesUpdate) =>
    panelHttp.patch<Confirmed<{ appProperties: AppProperties }>>('/api/panel/app-properties', input),
  admins: (signal?: AbortSignal) => panelHttp.get<{ admins: PanelAdmin[] }>('/api/panel/admins', signal),
  /** `language`: the panel's, for the new admin's e-mail when their profile has none. */
  addAdmin: (email: string, language: Language) =>
    panelHttp.post<Confirmed<{ admin: PanelAdmin }>>('/api/panel/admins', { email, language }),
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
