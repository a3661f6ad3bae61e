import type { Timestamp } from '../column-types.ts';
import type { UserSnapshotColumns } from './users.ts';

/**
 * Append-only event rows. Each keeps a snapshot of the visitor and of the names it refers to,
 * so dashboards aggregate one indexed table by (guide_id, created_at) without joins.
 */
export interface InteractionsTable extends UserSnapshotColumns {
  id: string;
  /** 'Desbloqueio de interação' (first access) or 'Acesso ao conteudo'. */
  type: string;
  /** intPointDialog, toolBar, OutOfApp or raContent. */
  tracker: string | null;
  guide_id: string;
  guide_name: string | null;
  journey_id: string | null;
  point_id: string;
  point_name: string | null;
  created_at: Timestamp;
}

export interface AccessesTable {
  id: string;
  /** The app feature used (guideAcess, pointClick, ...). */
  feature: string;
  guide_id: string | null;
  guide_name: string | null;
  road_map_id: string | null;
  collection: string | null;
  point_id: string | null;
  point_name: string | null;
  item: string | null;
  user_id: string | null;
  user_name: string | null;
  user_gender: string | null;
  user_city: string | null;
  user_birth_date: string | null;
  created_at: Timestamp;
}

/** intPointClicks and intPointAcess: one row per click on / opening of a point; no user without a session. */
export interface PointEventsTable extends Omit<UserSnapshotColumns, 'user_id'> {
  id: string;
  user_id: string | null;
  guide_id: string;
  guide_name: string | null;
  point_id: string;
  point_name: string | null;
  created_at: Timestamp;
}

export interface RoadMapExecutionsTable extends UserSnapshotColumns {
  id: string;
  type: string | null;
  tracker: string | null;
  road_map_id: string;
  guide_id: string | null;
  guide_name: string | null;
  created_at: Timestamp;
}

/**
 * What the visitor's app tells besides interactions (issue 31, migration 0046): a point shown
 * (with its language and content format), closed, a narration or video started and completed.
 * No user when the visitor has no session (counted in plays, not in visits).
 */
export interface VisitEventsTable {
  id: string;
  /** VISIT_EVENT_KINDS (packages/shared). */
  kind: string;
  guide_id: string;
  point_id: string;
  journey_id: string | null;
  user_id: string | null;
  language: string | null;
  format: string | null;
  created_at: Timestamp;
}
