import type {
  AccessAnalytics,
  FunnelAnalytics,
  GuideAnalytics,
  MediaAnalytics,
  PlacesAnalytics,
  RoadMapAnalytics,
  VisitAnalytics,
} from '@percurso/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { panelHttp } from '../common/panel-http.ts';
import type { AnalyticsFilters } from './analytics-filters.tsx';

const enc = encodeURIComponent;

/** ?from=&to=[&journeyId=] of the dashboards (docs/panel-api.md "Analytics"). */
export function analyticsSearch(filters: AnalyticsFilters, withJourney = false): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (withJourney && filters.journeyId) params.set('journeyId', filters.journeyId);
  return params.toString();
}

export const analyticsPaths = {
  guide: (guideId: string, filters: AnalyticsFilters) =>
    `/api/panel/guides/${enc(guideId)}/analytics?${analyticsSearch(filters, true)}`,
  accesses: (guideId: string, filters: AnalyticsFilters) =>
    `/api/panel/guides/${enc(guideId)}/analytics/accesses?${analyticsSearch(filters)}`,
  roadMap: (roadMapId: string, filters: AnalyticsFilters) =>
    `/api/panel/road-maps/${enc(roadMapId)}/analytics?${analyticsSearch(filters)}`,
  insight: (guideId: string, view: InsightView, filters: AnalyticsFilters) =>
    `/api/panel/guides/${enc(guideId)}/analytics/${view}?${analyticsSearch(filters)}`,
  export: (guideId: string, filters: AnalyticsFilters) =>
    `/api/panel/guides/${enc(guideId)}/analytics/export.csv?${analyticsSearch(filters)}`,
};

/** Visit insights' views (issue 31) and their answers. */
interface Insights {
  visits: VisitAnalytics;
  media: MediaAnalytics;
  funnels: FunnelAnalytics;
  places: PlacesAnalytics;
}
export type InsightView = keyof Insights;

/** Dashboards keep showing the previous period while the next one loads (no flash of skeletons). */
export const analyticsQueries = {
  guide: (guideId: string, filters: AnalyticsFilters) =>
    queryOptions({
      queryKey: ['panel', 'guide', guideId, 'analytics', filters],
      queryFn: async ({ signal }) =>
        (await panelHttp.get<{ analytics: GuideAnalytics }>(analyticsPaths.guide(guideId, filters), signal)).analytics,
      placeholderData: keepPreviousData,
      enabled: filters.from <= filters.to,
    }),
  accesses: (guideId: string, filters: AnalyticsFilters) =>
    queryOptions({
      queryKey: ['panel', 'guide', guideId, 'analytics-accesses', filters.from, filters.to],
      queryFn: async ({ signal }) =>
        (await panelHttp.get<{ analytics: AccessAnalytics }>(analyticsPaths.accesses(guideId, filters), signal))
          .analytics,
      placeholderData: keepPreviousData,
      enabled: filters.from <= filters.to,
    }),
  roadMap: (roadMapId: string, filters: AnalyticsFilters) =>
    queryOptions({
      queryKey: ['panel', 'road-map', roadMapId, 'analytics', filters.from, filters.to],
      queryFn: async ({ signal }) =>
        (await panelHttp.get<{ analytics: RoadMapAnalytics }>(analyticsPaths.roadMap(roadMapId, filters), signal))
          .analytics,
      placeholderData: keepPreviousData,
      enabled: roadMapId !== '' && filters.from <= filters.to,
    }),
  insight: <V extends InsightView>(guideId: string, view: V, filters: AnalyticsFilters) =>
    queryOptions({
      queryKey: ['panel', 'guide', guideId, `analytics-${view}`, filters.from, filters.to],
      queryFn: async ({ signal }) =>
        (await panelHttp.get<{ analytics: Insights[V] }>(analyticsPaths.insight(guideId, view, filters), signal))
          .analytics,
      placeholderData: keepPreviousData,
      enabled: filters.from <= filters.to,
    }),
};
