import type { Guide, LocalizedText } from '@percurso/shared';
import { queryOptions } from '@tanstack/react-query';
import { panelHttp } from '../common/panel-http.ts';

/** A guide as the panel's lists show it (spec §6: id, name, image), with its switch. */
export interface PanelGuideSummary {
  id: string;
  name: LocalizedText;
  image?: string;
  enabled: boolean;
}

export const guidesApi = {
  /** The guides the signed-in person may manage (global admins: all). */
  list: (signal?: AbortSignal) => panelHttp.get<PanelGuideSummary[]>('/api/panel/guides', signal),
  get: (id: string, signal?: AbortSignal) => panelHttp.get<Guide>(`/api/panel/guides/${id}`, signal),
  create: (input: unknown) => panelHttp.post<Guide>('/api/panel/guides', input),
  update: (id: string, input: unknown) => panelHttp.patch<Guide>(`/api/panel/guides/${id}`, input),
  remove: (id: string) => panelHttp.delete(`/api/panel/guides/${id}`),
};

export const guideQueries = {
  list: () => queryOptions({ queryKey: ['panel', 'guides'], queryFn: ({ signal }) => guidesApi.list(signal) }),
  one: (id: string) =>
    queryOptions({ queryKey: ['panel', 'guide', id], queryFn: ({ signal }) => guidesApi.get(id, signal) }),
};
