export { findAppProperties, type StoredAppProperties, saveAppProperties } from './app-properties.repository.ts';
