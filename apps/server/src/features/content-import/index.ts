export { legacyImportRoutes } from './legacy-import.routes.ts';
export { importLegacyExport, LEGACY_COLLECTIONS } from './legacy-import.service.ts';
export { sheetImportRoutes } from './sheet-import.routes.ts';
