import type { PanelConfirmation, PanelRating, PanelRatingFilters, RatingSummary } from '@percurso/shared';
import { queryOptions } from '@tanstack/react-query';
import { panelHttp } from '../common/panel-http.ts';

const enc = encodeURIComponent;

export const ratingsApi = {
  list: (guideId: string, filters: PanelRatingFilters, signal?: AbortSignal) => {
    const query = new URLSearchParams(
      Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ).toString();
    return panelHttp.get<{ ratings: PanelRating[] }>(
      `/api/panel/guides/${enc(guideId)}/ratings${query ? `?${query}` : ''}`,
      signal,
    );
  },
  summary: (guideId: string, signal?: AbortSignal) =>
    panelHttp.get<{ summary: RatingSummary }>(`/api/panel/guides/${enc(guideId)}/ratings/summary`, signal),
  remove: (id: string) =>
    panelHttp.delete<{ confirmation: PanelConfirmation; id: string }>(`/api/panel/ratings/${enc(id)}`),
};

export const ratingQueries = {
  list: (guideId: string, filters: PanelRatingFilters) =>
    queryOptions({
      queryKey: ['panel', 'guide', guideId, 'ratings', filters],
      queryFn: async ({ signal }) => (await ratingsApi.list(guideId, filters, signal)).ratings,
    }),
  summary: (guideId: string) =>
    queryOptions({
      queryKey: ['panel', 'guide', guideId, 'ratings-summary'],
      queryFn: async ({ signal }) => (await ratingsApi.summary(guideId, signal)).summary,
    }),
};
