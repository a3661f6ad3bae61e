import { createHash, randomUUID } from 'node:crypto';
import { MEDIA_SIZE_LIMITS, type MediaItem, type MediaKind, type MediaUsage } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import { imageSize, webCopies } from './media-images.ts';
import { inspectMedia } from './media-inspect.ts';
import {
  deleteMediaFile,
  findMediaFile,
  findMediaFileByHash,
  findMediaUsages,
  guideExists,
  insertMediaFile,
  type MediaFileRow,
  mediaKeysOfGuide,
  type StoredVariant,
} from './media-library.repository.ts';
import type { MediaStorage } from './media-storage.ts';

export interface MediaDeps {
  db: Db;
  storage: MediaStorage;
  logger: Logger;
}

/** Writes the objects, or none: a failure removes what was written and answers media/storage-failed. */
export async function putAll(deps: MediaDeps, objects: Array<{ key: string; body: Buffer; type: string }>) {
  const written: string[] = [];
  try {
    for (const object of objects) {
      await deps.storage.put(object.key, object.body, object.type);
      written.push(object.key);
    }
  } catch (error) {
    deps.logger.error({ err: error, keys: objects.map((object) => object.key) }, 'media not stored');
    await Promise.allSettled(written.map((key) => deps.storage.delete(key)));
    throw new AppError('media/storage-failed', { cause: error });
  }
}

/**
 * Stores an upload in the guide's library: its kind read from the bytes, its kind's size limit,
 * and for images WebP copies 1600/800/400 wide (360° photos: one 800 preview). Bytes the guide's
 * library already has (same kind) answer that file instead of a copy.
 */
export async function uploadMedia(
  deps: MediaDeps,
  input: { guideId: string; userId: string; name: string; bytes: Buffer; wanted?: MediaKind | undefined },
): Promise<MediaItem> {
  const inspected = await inspectMedia(input.bytes, input.wanted);
  if (!inspected) throw new AppError('media/unsupported-type', { field: 'file' });
  if (input.bytes.length > MEDIA_SIZE_LIMITS[inspected.kind]) {
    throw new AppError('media/too-large', { field: 'file', limit: MEDIA_SIZE_LIMITS[inspected.kind] });
  }
  // The same bytes uploaded again (another form, a re-saved editor) are the file already in the library.
  const contentHash = createHash('sha256').update(input.bytes).digest('hex');
  const existing = await findMediaFileByHash(deps.db, input.guideId, contentHash, inspected.kind);
  if (existing) return presentMedia(existing);

  const id = randomUUID();
  const base = libraryFolder(id).slice(0, -1);
  const storageKey = `${base}/original.${inspected.ext}`;
  const objects = [{ key: storageKey, body: input.bytes, type: inspected.mimeType }];
  let size: { width: number; height: number } | null = null;
  const variants: StoredVariant[] = [];
  if (inspected.kind === 'image' || inspected.kind === 'image360') {
    size = await imageSize(input.bytes);
    if (!size) throw new AppError('media/unsupported-type', { field: 'file' });
    const widths = inspected.kind === 'image' ? undefined : [800];
    for (const copy of await webCopies(input.bytes, size.width, widths)) {
      const key = `${base}/w${copy.width}.webp`;
      objects.push({ key, body: copy.body, type: 'image/webp' });
      variants.push({ width: copy.width, height: copy.height, fileUrl: deps.storage.urlOf(key), key });
    }
  }
  await putAll(deps, objects);
  try {
    const row = await insertMediaFile(deps.db, {
      id,
      guideId: input.guideId,
      kind: inspected.kind,
      name: cleanName(input.name, inspected.ext),
      mimeType: inspected.mimeType,
      size: input.bytes.length,
      storageKey,
      fileUrl: deps.storage.urlOf(storageKey),
      width: size?.width ?? null,
      height: size?.height ?? null,
      variants,
      uploadedBy: input.userId,
      contentHash,
    });
    return presentMedia(row);
  } catch (error) {
    await Promise.allSettled(objects.map((object) => deps.storage.delete(object.key)));
    // The guide was deleted while its file was being stored (the insert's foreign key failed).
    if (!(await guideExists(deps.db, input.guideId))) throw new AppError('guide/not-found', { cause: error });
    throw error;
  }
}

/** Where the guide's library file is used (guides, maps, journeys, points, sponsors, rewards, emblems…). */
export async function mediaUsages(deps: MediaDeps, guideId: string, mediaId: string): Promise<MediaUsage[]> {
  const row = await findMediaFile(deps.db, guideId, mediaId);
  if (!row) throw new AppError('media/not-found');
  return findMediaUsages(deps.db, libraryFolder(row.id));
}

const libraryFolder = (id: string) => `library/${id}/`;

/**
 * Removes the file from the library and its objects from the storage. A file that content still
 * uses is removed only with `confirmed` (the panel shows the usages first): else media/in-use.
 */
export async function removeMedia(deps: MediaDeps, guideId: string, mediaId: string, confirmed = false) {
  const row = await findMediaFile(deps.db, guideId, mediaId);
  if (!row) throw new AppError('media/not-found');
  if (!confirmed && (await findMediaUsages(deps.db, libraryFolder(row.id))).length > 0)
    throw new AppError('media/in-use');
  await deleteMediaFile(deps.db, row.id);
  const keys = [row.storage_key, ...row.variants.map((variant) => variant.key)];
  const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  for (const result of results) {
    // The row is gone, so the library is right; a leftover object only costs space.
    if (result.status === 'rejected') deps.logger.warn({ err: result.reason, mediaId }, 'media object not deleted');
  }
}

/** The uploader's file name, without folders or control characters; a fallback when empty. */
function cleanName(name: string, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
  return base || `file.${ext}`;
}

export function presentMedia(row: MediaFileRow): MediaItem {
  return {
    id: row.id,
    guideId: row.guide_id,
    kind: row.kind,
    name: row.name,
    mimeType: row.mime_type,
    size: Number(row.size),
    fileUrl: row.file_url,
    width: row.width,
    height: row.height,
    variants: row.variants.map(({ width, height, fileUrl }) => ({ width, height, fileUrl })),
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Runs `remove` (deleting the guide; its media_files rows cascade) in one transaction with the
 * guide's row locked first, and then deletes the objects of its library from the storage, which
 * would otherwise stay public. The lock makes an upload finishing meanwhile wait for the deletion
 * (its insert's foreign key) and then fail and remove its own objects (uploadMedia), so no
 * upload's files are left behind. Failures are logged, as above.
 */
export async function withGuideMediaRemoved(deps: MediaDeps, guideId: string, remove: (db: Db) => Promise<void>) {
  const keys = await deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('guides').select('id').where('id', '=', guideId).forUpdate().execute();
    const stored = await mediaKeysOfGuide(trx, guideId);
    await remove(trx);
    return stored;
  });
  const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected') deps.logger.warn({ err: result.reason, guideId }, 'media object not deleted');
  }
}
