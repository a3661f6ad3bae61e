export { panelAccessRoutes } from './venue-accesses.routes.ts';
export { listAccesses } from './venue-accesses.service.ts';
