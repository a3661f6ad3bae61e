export { MediaField, type MediaFieldProps } from './media-field.tsx';
export { formatBytes } from './media-format.ts';
export { deleteMedia, mediaLibraryQuery, uploadMedia } from './media-library-api.ts';
export { MediaPreview } from './media-preview.tsx';
export { type UploadProgress, uploadWithProgress } from './upload-with-progress.ts';
