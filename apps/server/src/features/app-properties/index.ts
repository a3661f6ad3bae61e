export { findAppProperties, type StoredAppProperties, saveAppProperties } from './app-properties.repository.ts';
export { appPropertiesRoutes } from './app-properties.routes.ts';
export { getAppProperties } from './app-properties.service.ts';
export { type AppPropertiesCache, createAppPropertiesCache } from './app-properties-cache.ts';
