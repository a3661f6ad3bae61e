export { analyticsRoutes } from './analytics.routes.ts';
export { guideAnalytics, requireGuide, requireRoadMapReader } from './analytics.service.ts';
export { localDay } from './period.ts';
export { purgeRawEvents, retentionCutoff, startRawRetention } from './raw-retention.ts';
export { drainAnalytics, type RollupDrain, startAnalyticsDrain } from './rollup-inbox.ts';
