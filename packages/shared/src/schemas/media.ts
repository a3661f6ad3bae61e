import { z } from 'zod';
import { id, isoDateTime } from './common.ts';

/**
 * What the media library accepts. The kind is read from the file's bytes (magic numbers), never
 * from its name or the browser's content type; `image360` and `model3d` are asked for by the
 * uploader (a 360° photo is an ordinary JPEG/PNG; a 3D model is a binary glTF, magic 'glTF').
 * `captions` are WebVTT subtitles for videos (UTF-8 text that starts with 'WEBVTT').
 */
export const MEDIA_KINDS = ['image', 'image360', 'audio', 'video', 'pdf', 'document', 'model3d', 'captions'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const mediaKind = z.enum(MEDIA_KINDS);

const MB = 1024 * 1024;
/** Largest accepted file per kind, in bytes (a larger one answers 413 `media/too-large`). */
export const MEDIA_SIZE_LIMITS: Record<MediaKind, number> = {
  image: 15 * MB,
  image360: 40 * MB,
  audio: 50 * MB,
  video: 200 * MB,
  pdf: 25 * MB,
  document: 25 * MB,
  model3d: 50 * MB,
  captions: 2 * MB,
};
/** The profile photo's limit (it is resized to a small square anyway). */
export const PROFILE_PHOTO_SIZE_LIMIT = 10 * MB;
/** The largest body any upload route reads before refusing (biggest kind plus the multipart framing). */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(MEDIA_SIZE_LIMITS)) + MB;
/** Widths of the web copies made of every uploaded image (never enlarged; original aspect kept). */
export const IMAGE_VARIANT_WIDTHS = [1600, 800, 400] as const;
/** Side of the square profile photo. */
export const PROFILE_PHOTO_SIZE = 256;

/** The `accept` attribute of a file input for these kinds (a hint only: the server reads the bytes). */
export const MEDIA_ACCEPT: Record<MediaKind, string> = {
  image: 'image/jpeg,image/png,image/webp,image/gif,image/avif',
  image360: 'image/jpeg,image/png,image/webp',
  audio: 'audio/*,.mp3,.wav,.ogg,.m4a,.aac,.flac',
  video: 'video/*,.mp4,.webm,.mov',
  pdf: 'application/pdf,.pdf',
  document:
    '.doc,.docx,.odt,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text',
  model3d: '.glb,model/gltf-binary',
  captions: '.vtt,text/vtt',
};

export const mediaVariant = z.object({
  width: z.number().int(),
  height: z.number().int(),
  fileUrl: z.string(),
});
export type MediaVariant = z.infer<typeof mediaVariant>;

/** One file of a guide's media library. `fileUrl` is the original; images also have web copies. */
export const mediaItem = z.object({
  id,
  guideId: id,
  kind: mediaKind,
  /** The name the file had on the uploader's device (shown in the library). */
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  fileUrl: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Web copies, widest first (images: 1600/800/400 wide when the original is wider). */
  variants: z.array(mediaVariant),
  createdAt: isoDateTime,
});
export type MediaItem = z.infer<typeof mediaItem>;

export const mediaListQuery = z.object({ kind: mediaKind.optional() });

/** What a library file can be used by (its URL found in the record). */
export const MEDIA_USAGE_KINDS = [
  'guide',
  'map',
  'journey',
  'point',
  'access',
  'sponsor',
  'socialNetwork',
  'roadMap',
  'reward',
  'instantReward',
  'emblem',
] as const;
export const mediaUsage = z.object({
  kind: z.enum(MEDIA_USAGE_KINDS),
  id: z.string(),
  /** The record's name (content: a LocalizedText; sponsors and social networks: plain text). */
  name: z.union([z.string(), z.record(z.string(), z.string())]),
});
export type MediaUsage = z.infer<typeof mediaUsage>;

/** DELETE …/media/:id: `confirm=true` deletes a file that content still uses. */
export const mediaDeleteQuery = z.object({ confirm: z.enum(['true', 'false']).optional() });

/** The kinds of a multipart upload's optional `kind` field. */
export const uploadKindField = mediaKind.optional();

/** The smallest web copy at least `width` wide, else the original: for <img src> and previews. */
export function mediaUrlFor(item: Pick<MediaItem, 'fileUrl' | 'variants'>, width: number): string {
  const fitting = [...item.variants].sort((a, b) => a.width - b.width).find((variant) => variant.width >= width);
  return fitting?.fileUrl ?? item.fileUrl;
}
