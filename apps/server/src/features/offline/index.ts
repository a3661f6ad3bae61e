export { offlineRoutes } from './offline.routes.ts';
