export { type PanelDeps, panelRoutes } from './panel.routes.ts';
