import type { MediaKind, MediaUsage, MediaVariant } from '@percurso/shared';
import { sql } from 'kysely';
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
  contentHash: string;
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
      content_hash: file.contentHash,
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

/** A file of the guide's library with these bytes (and kind), if one was uploaded already. */
export function findMediaFileByHash(db: Db, guideId: string, contentHash: string, kind: MediaKind) {
  return db
    .selectFrom('media_files')
    .selectAll()
    .where('guide_id', '=', guideId)
    .where('content_hash', '=', contentHash)
    .where('kind', '=', kind)
    .orderBy('created_at')
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

/** The records that can hold a library file's URL, by usage kind. */
const USED_BY = [
  ['guide', 'guides'],
  ['map', 'guide_maps'],
  ['journey', 'journeys'],
  ['point', 'points'],
  ['access', 'venue_accesses'],
  ['sponsor', 'sponsors'],
  ['socialNetwork', 'social_networks'],
  ['roadMap', 'road_maps'],
  ['reward', 'rewards'],
  ['instantReward', 'instant_rewards'],
  ['emblem', 'emblems'],
] as const;

/**
 * Every record whose columns mention `fragment` (a file's `library/<id>/` key prefix, which its
 * original and web copies share): the whole row as JSON text, so a new column that holds media is
 * covered without listing it. A panel read, not a visitor's.
 */
export async function findMediaUsages(db: Db, fragment: string): Promise<MediaUsage[]> {
  const pattern = `%${fragment.replace(/[\\%_]/g, '\\$&')}%`;
  const parts = USED_BY.map(
    ([kind, table]) =>
      sql`select ${kind}::text as kind, t.id::text as id, to_jsonb(t.name) as name from ${sql.table(table)} t where to_jsonb(t)::text like ${pattern}`,
  );
  const { rows } = await sql<MediaUsage>`${sql.join(parts, sql` union all `)}`.execute(db);
  return rows;
}
