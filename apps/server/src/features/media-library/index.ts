export { squarePhoto } from './media-images.ts';
export { inspectMedia } from './media-inspect.ts';
export { mediaLibraryRoutes } from './media-library.routes.ts';
export { type MediaDeps, putAll, uploadMedia, withGuideMediaRemoved } from './media-library.service.ts';
export { createMediaStorage, type MediaStorage, mediaOriginOf, type S3Settings } from './media-storage.ts';
export { readUpload, uploadLimit } from './read-upload.ts';
