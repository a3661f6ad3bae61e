import { MEDIA_SIZE_LIMITS, type MediaItem, type MediaKind, mediaUrlFor } from '@percurso/shared';

/** 1536000 → '1.5 MB' in the reader's locale. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/** The largest file any of these kinds accepts (the server checks the real kind's limit). */
export function largestLimit(kinds: readonly MediaKind[]): number {
  return Math.max(...kinds.map((kind) => MEDIA_SIZE_LIMITS[kind]));
}

/**
 * The limit a file will meet on the server, guessed before sending it: its name's kind when the
 * field takes that kind (a 17 MB photo is refused at once, not after its upload), else the largest.
 */
export function limitForFile(file: Pick<File, 'name'>, kinds: readonly MediaKind[]): number {
  const kind = kindOfUrl(file.name);
  const fieldKind = kinds.length === 1 ? kinds[0] : kind && kinds.includes(kind) ? kind : undefined;
  return fieldKind ? MEDIA_SIZE_LIMITS[fieldKind] : largestLimit(kinds);
}

const EXTENSION_KINDS: Array<[RegExp, MediaKind]> = [
  [/\.(png|jpe?g|webp|gif|avif|svg)$/i, 'image'],
  [/\.(mp3|wav|ogg|opus|m4a|aac|flac)$/i, 'audio'],
  [/\.(mp4|webm|mov)$/i, 'video'],
  [/\.pdf$/i, 'pdf'],
  [/\.(docx?|odt)$/i, 'document'],
  [/\.(glb|gltf)$/i, 'model3d'],
];

/** A URL's kind, from the library item when known, else its extension (for values saved earlier). */
export function kindOfUrl(url: string, item?: MediaItem | null): MediaKind | undefined {
  if (item && item.fileUrl === url) return item.kind;
  const path = url.split(/[?#]/)[0] ?? url;
  return EXTENSION_KINDS.find(([pattern]) => pattern.test(path))?.[1];
}

/** The image to show in a preview of `width` CSS pixels. */
export function previewUrl(url: string, item: MediaItem | null | undefined, width: number): string {
  return item && item.fileUrl === url ? mediaUrlFor(item, width) : url;
}

/** The file name to show for a URL (its last path segment). */
export function fileNameOf(url: string, item?: MediaItem | null): string {
  if (item && item.fileUrl === url) return item.name;
  const last = (url.split(/[?#]/)[0] ?? url).split('/').pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
