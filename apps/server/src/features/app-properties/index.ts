export { findAppProperties, type StoredAppProperties, saveAppProperties } from './app-properties.repository.ts';
export { getAppProperties } from './app-properties.service.ts';
