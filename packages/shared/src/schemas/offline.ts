import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

/** What a file of an offline download is for (the download dialog sums bytes per kind). */
export const OFFLINE_FILE_KINDS = ['data', 'image', 'audio', 'map', 'document', 'video', 'app'] as const;
export type OfflineFileKind = (typeof OFFLINE_FILE_KINDS)[number];

export const offlineFile = z.object({
  /** Same-origin path, exactly as the web app requests it. */
  url: z.string(),
  /** Size of the body as stored on the device (uncompressed). */
  bytes: z.number().int().min(0),
  kind: z.enum(OFFLINE_FILE_KINDS),
});
export type OfflineFile = z.infer<typeof offlineFile>;

/** GET /api/guides/:id/offline-manifest: every file a visit of the guide needs without network. */
export const offlineManifest = z.object({
  guideId: z.string(),
  language: z.enum(LANGUAGES),
  images: z.enum(['full', 'small']),
  files: z.array(offlineFile),
  totalBytes: z.number().int().min(0),
});
export type OfflineManifest = z.infer<typeof offlineManifest>;

export const offlineManifestQuery = z.object({
  language: z.enum(LANGUAGES).default('pt'),
  /** `small`: images in their 400 px copies where the media library has them (low-data mode). */
  images: z.enum(['full', 'small']).default('full'),
});
