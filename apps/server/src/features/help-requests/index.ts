export { helpRequestRoutes, panelHelpRequestRoutes } from './help-requests.routes.ts';
export { HELP_REQUEST_RETENTION_DAYS, startHelpRequestCleanup } from './help-requests.service.ts';
