export { progressRoutes } from './progress.routes.ts';
