import type { Questionnaire } from '../schemas/point.ts';

export const POINT_STATES = ['locked', 'unlocked', 'completed'] as const;
export type PointState = (typeof POINT_STATES)[number];

export interface PointProgress {
  /** The visitor has at least one interaction (unlock or access) with the point. */
  hasInteraction: boolean;
  /** Questions of the point's enabled questionnaire; 0 when it has none (see activeQuestionCount). */
  questionCount: number;
  /** Indexes of the questions the visitor has answered. */
  answeredQuestionIndexes: Iterable<number>;
}

/** Questions a visitor has to answer: those of an enabled questionnaire, else none. */
export function activeQuestionCount(questionnaire: Pick<Questionnaire, 'enabled' | 'questions'> | undefined): number {
  return questionnaire?.enabled ? questionnaire.questions.length : 0;
}

/**
 * A point's state for one visitor. The spec (§4) words it from the point's padlock, where
 * "locked" ends up meaning both "not reached yet" and "done"; we name the three cases apart:
 * - 'locked': no interaction yet (we read the spec's "locked unless they have no interaction" as a slip);
 * - 'unlocked': interacted, with questions not all answered (the spec's "stays unlocked");
 * - 'completed': interacted, and no questions or all answered (the spec's "locked (completed)").
 * Answers without an interaction do not count; indexes outside the questions are ignored.
 */
export function pointState({ hasInteraction, questionCount, answeredQuestionIndexes }: PointProgress): PointState {
  if (!hasInteraction) return 'locked';
  const answered = new Set(
    [...answeredQuestionIndexes].filter((i) => Number.isInteger(i) && i >= 0 && i < questionCount),
  );
  return answered.size >= questionCount ? 'completed' : 'unlocked';
}

/**
 * A point's state in the visitor's words (docs/product-decisions.md, "Point states"): the spec's
 * 'locked' is "new" when opening the point unlocks it, and "locked" only when it needs its QR code
 * or the visitor's presence; 'unlocked' is "in progress" (questions left); 'completed' stays.
 */
export const VISITOR_POINT_STATES = ['new', 'locked', 'in-progress', 'completed'] as const;
export type VisitorPointState = (typeof VISITOR_POINT_STATES)[number];

export function visitorPointState(state: PointState, needsProof: boolean): VisitorPointState {
  if (state === 'locked') return needsProof ? 'locked' : 'new';
  return state === 'unlocked' ? 'in-progress' : 'completed';
}
