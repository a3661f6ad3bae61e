import { Component as AccessAnalytics } from './access-analytics-route.tsx';
import { Component as FunnelAnalytics } from './funnel-analytics-route.tsx';
import { Component as GuideAnalytics } from './guide-analytics-route.tsx';
import { Component as MediaAnalytics } from './media-analytics-route.tsx';
import { Component as PlacesAnalytics } from './places-analytics-route.tsx';
import { Component as RoadMapAnalytics } from './road-map-analytics-route.tsx';
import { Component as VisitAnalytics } from './visit-analytics-route.tsx';

/**
 * The dashboards behind one lazy import: one entry in the shell's preload map instead of
 * three (the visitor first-paint budget is nearly full), and the chart library with them.
 */
export const analyticsScreens = {
  guide: GuideAnalytics,
  accesses: AccessAnalytics,
  roadMap: RoadMapAnalytics,
  visits: VisitAnalytics,
  media: MediaAnalytics,
  funnels: FunnelAnalytics,
  places: PlacesAnalytics,
};
