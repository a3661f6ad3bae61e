export { corporateRegistryRoutes } from './corporate-registry.routes.ts';
