export { dataExportRoutes } from './data-exports.routes.ts';
