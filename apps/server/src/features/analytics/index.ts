export { analyticsRoutes } from './analytics.routes.ts';
export { guideAnalytics, requireGuide, requireRoadMapReader } from './analytics.service.ts';
export { localDay } from './period.ts';
export { drainAnalytics, type RollupDrain, startAnalyticsDrain } from './rollup-inbox.ts';
