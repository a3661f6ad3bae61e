import type { Timestamp } from '../column-types.ts';

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
