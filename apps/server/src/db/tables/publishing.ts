import type { GuideBundle, GuideDocument, GuideSummary, Point } from '@percurso/shared';
import type { Defaulted, Json, TextArray, Timestamp } from '../column-types.ts';

/** What visitors read of a guide, frozen at a publish: the bundle and every point's full content. */
export interface PublishedContent {
  bundle: GuideBundle;
  points: Point[];
}

/** Every publish of a guide (migration 0043): the visitor's read as published, numbered per guide. */
export interface GuidePublicationsTable {
  guide_id: string;
  version: number;
  content: Json<PublishedContent>;
  /** The guide document (features/guide-documents) as published, its QR secret left out: what a restore writes back. */
  document: Json<GuideDocument>;
  note: Defaulted<string>;
  /** The user who published (their name is read from the account); null: the scheduler or an upgrade. */
  published_by: string | null;
  published_at: Timestamp;
}

/** The published pointer: one row per guide visitors can see (while it is on air). */
export interface GuideLiveTable {
  guide_id: string;
  version: number;
  name_key: string;
  name_keys: TextArray;
  point_ids: TextArray;
  summary: Json<GuideSummary>;
}

/** A guide's pending publish at an instant (exactly once: the process that deletes the row publishes). */
export interface GuidePublishSchedulesTable {
  guide_id: string;
  publish_at: Timestamp;
  /** The zone the manager chose the time in (shown back to them). */
  time_zone: string;
  note: Defaulted<string>;
  created_by: string | null;
  created_at: Timestamp;
}
