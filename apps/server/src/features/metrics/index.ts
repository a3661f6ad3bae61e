export { measureRequests, metricsRoutes } from './metrics.routes.ts';
export { createMetrics, type Metrics } from './metrics.ts';
