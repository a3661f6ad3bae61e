import type { MediaKind, MediaVariant } from '@percurso/shared';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';

/** A stored web copy: what the API shows plus the storage key to delete it by. */
export type StoredVariant = MediaVariant & { key: string };

export interface NewMediaFile {
  id: string;
  guideId: string;
  kind: MediaKind;
  name: string;
  mimeType: string;
  size: number;
  storageKey: string;
  fileUrl: string;
  width: number | null;
  height: number | null;
  variants: StoredVariant[];
  uploadedBy: string;
}

export async function guideExists(db: Db, guideId: string): Promise<boolean> {
  const row = await db.selectFrom('guides').select('id').where('id', '=', guideId).executeTakeFirst();
  return row !== undefined;
}

export async function insertMediaFile(db: Db, file: NewMediaFile) {
  return db
    .insertInto('media_files')
    .values({
      id: file.id,
      guide_id: file.guideId,
      kind: file.kind,
      name: file.name,
      mime_type: file.mimeType,
      size: file.size,
      storage_key: file.storageKey,
      file_url: file.fileUrl,
      width: file.width,
      height: file.height,
      variants: json(file.variants),
      uploaded_by: file.uploadedBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listMediaFiles(db: Db, guideId: string, kind?: MediaKind) {
  let query = db.selectFrom('media_files').selectAll().where('guide_id', '=', guideId);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('created_at', 'desc').orderBy('id').execute();
}

export function findMediaFile(db: Db, guideId: string, mediaId: string) {
  return db
    .selectFrom('media_files')
    .selectAll()
    .where('guide_id', '=', guideId)
    .where('id', '=', mediaId)
    .executeTakeFirst();
}

export async function deleteMediaFile(db: Db, mediaId: string) {
  await db.deleteFrom('media_files').where('id', '=', mediaId).execute();
}

/** The storage keys of every file of the guide's library, web copies included. */
export async function mediaKeysOfGuide(db: Db, guideId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('media_files')
    .select(['storage_key', 'variants'])
    .where('guide_id', '=', guideId)
    .execute();
  return rows.flatMap((row) => [row.storage_key, ...row.variants.map((variant) => variant.key)]);
}

export type MediaFileRow = Awaited<ReturnType<typeof insertMediaFile>>;
