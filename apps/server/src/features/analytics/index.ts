export { analyticsRoutes } from './analytics.routes.ts';
