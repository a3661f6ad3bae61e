export { panelAccessRoutes } from './venue-accesses.routes.ts';
