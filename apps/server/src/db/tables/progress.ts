import type { Defaulted, Timestamp } from '../column-types.ts';

/** A visitor's answer to one question of a point's questionnaire (migration 0007). */
export interface PointAnswersTable {
  user_id: string;
  point_id: string;
  question_index: number;
  option_index: number;
  created_at: Timestamp;
}

/** A visitor's first interaction with a point, kept by a trigger on interactions (migration 0028). */
export interface VisitedPointsTable {
  user_id: string;
  point_id: string;
  guide_id: string;
  first_at: Timestamp;
}

/** A visitor's request for staff help at a point (migration 0040, features/help-requests). */
export interface HelpRequestsTable {
  id: string;
  guide_id: string;
  point_id: string | null;
  user_id: string;
  need: string;
  message: string | null;
  status: Defaulted<string>;
  created_at: Timestamp;
  acknowledged_at: Timestamp | null;
  closed_at: Timestamp | null;
}
