import {
  answeredQuestionIndexes,
  experienceLabel,
  levelProgress,
  type Point,
  type PointState,
  type PointSummary,
  pointState,
  UNANSWERED_OPTION_INDEX,
  type VisitorProgress,
} from '@percurso/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSessionUser } from '../account/use-session.ts';
import { progressApi } from './progress-api.ts';

/**
 * The visitor's progress, keyed by user id: signing in as someone else reads theirs; registering
 * (same id) keeps it. Sign-in and sign-out refetch or reset every query (account-actions.ts).
 */
export const progressQuery = (userId: string) =>
  queryOptions({
    queryKey: ['progress', userId],
    queryFn: ({ signal }) => progressApi.progress(signal),
    staleTime: 30_000,
  });

const start = levelProgress(0);

/** The progress of someone who has done nothing yet: level 1, no point, no answer. */
export const emptyProgress = (userId: string): VisitorProgress => ({
  userId,
  unlockedPointIds: [],
  answers: [],
  completedJourneyIds: [],
  journeys: [],
  experienceLevel: start.level,
  experienceLabel: experienceLabel(start.level),
  visitedPointCount: 0,
  pointsInLevel: start.pointsInLevel,
  pointsForNextLevel: start.pointsForNextLevel,
  placesVisited: [],
  lastPointUnlocked: null,
});
const NOTHING_YET = emptyProgress('');

/** The current visitor's progress; undefined until the session and its progress have answered. */
export function useProgress(): VisitorProgress | undefined {
  const user = useSessionUser();
  const query = useQuery({ ...progressQuery(user?.id ?? ''), enabled: user != null });
  return user === null ? NOTHING_YET : query.data;
}

/** The visitor's answers to a point's questions, one entry per question (-1 unanswered). */
export function answersOf(progress: VisitorProgress | undefined, point: Pick<Point, 'id' | 'questionnaire'>): number[] {
  return answersTo(progress, point.id, point.questionnaire?.questions.length ?? 0);
}

function answersTo(progress: VisitorProgress | undefined, pointId: string, count: number): number[] {
  const answers = Array.from({ length: count }, () => UNANSWERED_OPTION_INDEX);
  for (const answer of progress?.answers ?? []) {
    if (answer.pointId === pointId && answer.questionIndex < count) answers[answer.questionIndex] = answer.optionIndex;
  }
  return answers;
}

/** The locked / unlocked / completed state of a point for this visitor (pointState rule). */
export function stateOf(
  progress: VisitorProgress | undefined,
  point: Pick<PointSummary, 'id' | 'questionCount'>,
): PointState {
  return pointState({
    hasInteraction: progress?.unlockedPointIds.includes(point.id) ?? false,
    questionCount: point.questionCount,
    answeredQuestionIndexes: answeredQuestionIndexes(answersTo(progress, point.id, point.questionCount)),
  });
}

/** A function giving each point's state, for lists and maps. */
export function usePointStates(): (point: PointSummary) => PointState {
  const progress = useProgress();
  return useCallback((point: PointSummary) => stateOf(progress, point), [progress]);
}
