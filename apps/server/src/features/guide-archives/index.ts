export { guideArchiveRoutes, MAX_ARCHIVE_BYTES } from './guide-archive.routes.ts';
export { exportGuideArchive, importGuideArchive } from './guide-archive.service.ts';
