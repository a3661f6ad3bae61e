import type { MediaKind, MediaVariant } from '@percurso/shared';
import type { Defaulted, DefaultedJson, Timestamp } from '../column-types.ts';

/** A guide's uploaded files (migration 0009, features/media-library). */
export interface MediaFilesTable {
  id: string;
  guide_id: string;
  kind: MediaKind;
  name: string;
  mime_type: string;
  size: number;
  storage_key: string;
  file_url: string;
  width: number | null;
  height: number | null;
  variants: DefaultedJson<Array<MediaVariant & { key: string }>>;
  uploaded_by: string | null;
  /** SHA-256 (hex) of the bytes, for reusing an identical upload (migration 0035); null before it. */
  content_hash: string | null;
  created_at: Timestamp;
}

/** The history of backups (migration 0037, features/backups); `slot` is the scheduled day, unique. */
export interface BackupRunsTable {
  id: string;
  trigger: 'scheduled' | 'manual';
  slot: string | null;
  started_at: Timestamp;
  finished_at: Date | string | null;
  status: Defaulted<'running' | 'done' | 'failed'>;
  file: string | null;
  /** bigint: read as text by both drivers. */
  bytes: string | number | null;
  error: string | null;
}
