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
import { useCallback, useMemo } from 'react';
import { useSessionQuery } from '../account/use-session.tsx';
import { useQueuedWrites } from '../offline/use-outbox.ts';
import { withQueuedWrites } from './pending-progress.ts';
import { progressApi } from './progress-api.ts';
import { savedProgress } from './saved-progress.ts';

/**
 * The visitor's progress, keyed by user id: signing in as someone else reads theirs; registering
 * (same id) keeps it. Sign-in and sign-out refetch or reset every query (account-actions.ts).
 */
export const progressQuery = (userId: string) =>
  queryOptions({
    queryKey: ['progress', userId],
    // Offline, the last progress this device saw (saved-progress.ts), not a stale or empty one.
    queryFn: ({ signal }) => progressApi.progress(signal).catch((error: unknown) => savedProgress(userId, error)),
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

/**
 * The current visitor's progress with what this device still has to send (made offline);
 * undefined until the session and its progress have answered. Without network and without a
 * copy of them, what the device did is all there is to show.
 */
export function useProgress(): VisitorProgress | undefined {
  const session = useSessionQuery();
  const user = session.data;
  const query = useQuery({ ...progressQuery(user?.id ?? ''), enabled: user != null });
  const queued = useQueuedWrites();
  const noSession = user === null || (user === undefined && session.isError);
  const userId = user?.id;
  const data = query.data;
  const unreadable = query.isError;
  return useMemo(() => {
    let base = data;
    if (noSession) base = NOTHING_YET;
    else if (userId && !base && unreadable) base = emptyProgress(userId);
    return base && withQueuedWrites(base, queued);
  }, [data, noSession, userId, unreadable, queued]);
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
