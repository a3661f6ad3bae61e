import type { MessageKey } from '@percurso/i18n';
import type { Media, MediaKind } from '@percurso/shared';

type FileType = Media['fileType'];

/** The library kind uploaded for each of the spec's media file types. */
export const UPLOAD_KIND: Record<FileType, MediaKind> = {
  image: 'image',
  video: 'video',
  audio: 'audio',
  pdf: 'pdf',
  doc: 'document',
};

export const FILE_TYPE_LABEL: Record<FileType, MessageKey> = {
  image: 'panel.points.media.image',
  video: 'panel.points.media.video',
  audio: 'panel.points.media.audio',
  pdf: 'panel.points.media.pdf',
  doc: 'panel.points.media.doc',
};

/** Moves the item at `index` by `delta` places (no-op at the ends). */
export function move<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

export function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, position) => (position === index ? item : current));
}

export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, position) => position !== index);
}
