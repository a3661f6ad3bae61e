import type {
  GuideBundle,
  GuideDocument,
  GuideDocumentEmblem,
  GuideDocumentReward,
  GuideSummary,
  LocalizedText,
  Point,
  Questionnaire,
} from '@percurso/shared';
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

/** The live version's points, with what the server checks of a visitor's unlock and answers (migration 0050). */
export interface PublishedPointsTable {
  point_id: string;
  guide_id: string;
  name: Json<LocalizedText>;
  journey_ids: TextArray;
  journey_required: boolean;
  qr_validation: boolean;
  geolocation: boolean;
  latitude: number | null;
  longitude: number | null;
  stop_number: number | null;
  opens_by_number: boolean;
  questionnaire: Json<Questionnaire> | null;
  created_at: Timestamp;
}

/** The live version's journeys: what a visit completes (migration 0050). */
export interface PublishedJourneysTable {
  journey_id: string;
  guide_id: string;
  name: Json<LocalizedText>;
  created_at: Timestamp;
}

/** A rule of the live version's engagement (migration 0051): an emblem, an instant reward or a prize-draw reward. */
export interface PublishedEngagementTable {
  kind: PublishedEngagementKind;
  id: string;
  guide_id: string;
  /** In the guide document's shape (guideDocumentEmblem or guideDocumentReward). */
  rule: Json<GuideDocumentEmblem | GuideDocumentReward>;
}

export type PublishedEngagementKind = 'emblem' | 'instantReward' | 'reward';
