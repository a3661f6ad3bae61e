import type { Journey, JourneyInput, JourneyUpdate, PanelConfirmation, Versioned } from '@percurso/shared';
import { queryOptions } from '@tanstack/react-query';
import { panelHttp } from '../common/panel-http.ts';

type Confirmed<T> = { confirmation: PanelConfirmation } & T;
const enc = encodeURIComponent;

export const journeysApi = {
  ofGuide: (guideId: string, signal?: AbortSignal) =>
    panelHttp.get<{ journeys: Versioned<Journey>[] }>(`/api/panel/guides/${enc(guideId)}/journeys`, signal),
  get: (id: string, signal?: AbortSignal) =>
    panelHttp.get<{ journey: Versioned<Journey> }>(`/api/panel/journeys/${enc(id)}`, signal),
  create: (input: JourneyInput) =>
    panelHttp.post<Confirmed<{ journey: Versioned<Journey> }>>('/api/panel/journeys', input),
  update: (id: string, input: JourneyUpdate) =>
    panelHttp.patch<Confirmed<{ journey: Versioned<Journey> }>>(`/api/panel/journeys/${enc(id)}`, input),
  remove: (id: string) => panelHttp.delete<Confirmed<{ id: string }>>(`/api/panel/journeys/${enc(id)}`),
};

export const journeyQueries = {
  ofGuide: (guideId: string) =>
    queryOptions({
      queryKey: ['panel', 'guide', guideId, 'journeys'],
      queryFn: async ({ signal }) => (await journeysApi.ofGuide(guideId, signal)).journeys,
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: ['panel', 'journey', id],
      queryFn: async ({ signal }) => (await journeysApi.get(id, signal)).journey,
    }),
};
