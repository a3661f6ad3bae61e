export { panelPreviewRoutes, previewLinkRoutes } from './preview.routes.ts';
