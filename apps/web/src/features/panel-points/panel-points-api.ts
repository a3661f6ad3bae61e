import type { PanelConfirmation, Point, PointInput, PointUpdate, Versioned } from '@percurso/shared';
import { queryOptions } from '@tanstack/react-query';
import { panelHttp } from '../panel/common/index.ts';

type Confirmed<T> = { confirmation: PanelConfirmation } & T;
const enc = encodeURIComponent;

/** /api/panel interaction points (docs/panel-api.md). A guide's point list: guideQueries.points. */
export const pointsApi = {
  get: (id: string, signal?: AbortSignal) =>
    panelHttp.get<{ point: Versioned<Point> }>(`/api/panel/points/${enc(id)}`, signal),
  create: (input: PointInput) => panelHttp.post<Confirmed<{ point: Versioned<Point> }>>('/api/panel/points', input),
  update: (id: string, input: PointUpdate) =>
    panelHttp.patch<Confirmed<{ point: Versioned<Point> }>>(`/api/panel/points/${enc(id)}`, input),
  remove: (id: string) => panelHttp.delete<Confirmed<{ id: string }>>(`/api/panel/points/${enc(id)}`),
};

export const pointQueries = {
  one: (id: string) =>
    queryOptions({
      queryKey: ['panel', 'point', id],
      queryFn: async ({ signal }) => (await pointsApi.get(id, signal)).point,
    }),
};
