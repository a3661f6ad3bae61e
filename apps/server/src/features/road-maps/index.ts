export { roadMapExecutionRoutes } from './road-map-executions.routes.ts';
export { panelRoadMapRoutes } from './road-map-panel.routes.ts';
export { saveRoadMap } from './road-maps.repository.ts';
export { roadMapRoutes } from './road-maps.routes.ts';
