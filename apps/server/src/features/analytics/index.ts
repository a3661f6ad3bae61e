export { analyticsRoutes } from './analytics.routes.ts';
export { guideAnalytics } from './analytics.service.ts';
export { drainAnalytics, startAnalyticsDrain } from './rollup-inbox.ts';
