export { appendPointToJourneys, removePointFromJourneys } from './panel.repository.ts';
export { type PanelDeps, panelRoutes } from './panel.routes.ts';
export { listPointsForPanel } from './panel-points.service.ts';
