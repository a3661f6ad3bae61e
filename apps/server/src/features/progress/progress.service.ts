import { randomUUID } from 'node:crypto';
import {
  type AccessLogInput,
  type AnswerQuestionInput,
  type AnswerQuestionResult,
  activeQuestionCount,
  canUnlockWithTracker,
  experienceLabel,
  type InteractionRecord,
  interactionTypeFor,
  isAnsweredCorrectly,
  isJourneyComplete,
  isQuestionnaireDone,
  type JourneyProgressEntry,
  journeyProgress,
  levelProgress,
  localize,
  type PlaceVisited,
  type Point,
  quizScore,
  type RecordInteractionInput,
  type RecordInteractionResult,
  UNANSWERED_OPTION_INDEX,
  type UnlockSource,
  userLevel,
  type VisitorProgress,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../auth/session.ts';
import { requireVisibleGuide } from '../guides/index.ts';
import { listEnabledJourneysOfGuide } from '../journeys/index.ts';
import { findPointById, listEnabledPointsOfGuide } from '../points/index.ts';
import {
  appendTutorial,
  clearTutorials,
  findAnswer,
  findInteraction,
  findProfileRow,
  hasInteractionWithPoint,
  insertAnswer,
  insertCompletedJourney,
  insertGuideAccess,
  insertInteraction,
  insertPointEvent,
  listAnswers,
  listCompletedJourneyIds,
  listInteractedPoints,
  lockProfile,
  updateProgressFields,
  type VisitorSnapshot,
} from './progress.repository.ts';

type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;
type InteractionRow = NonNullable<Awaited<ReturnType<typeof findInteraction>>>;

function snapshotOf(profile: ProfileRow): VisitorSnapshot {
  return {
    userId: profile.id,
    name: profile.name,
    gender: profile.gender,
    city: profile.city,
    birthDate: profile.birth_date,
    email: profile.email,
  };
}

/** An enabled point of a guide visitors may see, else 404 point/not-found (403 guide/disabled). */
async function requireVisiblePoint(db: Db, pointId: string) {
  const point = await findPointById(db, pointId);
  if (!point?.enabled) throw new AppError('point/not-found');
  const guide = await requireVisibleGuide(db, point.guideId);
  return { point, guide };
}

function presentInteraction(row: InteractionRow): InteractionRecord {
  return {
    id: row.id,
    type: row.type as InteractionRecord['type'],
    tracker: row.tracker as UnlockSource,
    pointId: row.point_id,
    guideId: row.guide_id,
    journeyId: row.journey_id,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * POST /api/interactions. Idempotent by the client's id: a retry answers the interaction stored
 * the first time and counts nothing again. Points with qrValidation refuse GPS and camera unlocks.
 * After recording, journeys of the point whose required points are all unlocked are completed
 * (once per visitor), and the experience level follows the distinct points visited.
 */
export async function recordInteraction(
  db: Db,
  user: SessionUser,
  input: RecordInteractionInput,
): Promise<RecordInteractionResult> {
  // A retry answers what was stored the first time, even if the point was disabled since.
  const stored = await findInteraction(db, input.id);
  if (stored) {
    if (stored.user_id !== user.id || stored.point_id !== input.pointId) throw new AppError('interaction/id-conflict');
    return {
      interaction: presentInteraction(stored),
      progress: await getProgress(db, user.id),
      completedJourneyIds: [],
    };
  }
  const { point, guide } = await requireVisiblePoint(db, input.pointId);
  if (!canUnlockWithTracker(point, input.tracker)) throw new AppError('interaction/qr-validation-required');
  if (input.journeyId !== undefined && !point.journeyIds.includes(input.journeyId)) {
    throw new AppError('journey/not-found', { field: 'journeyId' });
  }
  const guideName = localize(guide.name, 'pt');
  const outcome = await db.transaction().execute(async (trx) => {
    const profile = await lockProfile(trx, user.id);
    if (!profile) throw new AppError('user/unregistered-user');
    const existing = await findInteraction(trx, input.id);
    if (existing) {
      if (existing.user_id !== user.id || existing.point_id !== point.id) throw new AppError('interaction/id-conflict');
      return { row: existing, completedJourneyIds: [] as string[] };
    }
    const type = interactionTypeFor(await hasInteractionWithPoint(trx, user.id, point.id));
    const visitor = snapshotOf(profile);
    const inserted = await insertInteraction(trx, {
      id: input.id,
      type,
      tracker: input.tracker,
      guideId: guide.id,
      guideName,
      journeyId: input.journeyId ?? point.journeyIds[0] ?? null,
      pointId: point.id,
      pointName: localize(point.name, 'pt'),
      visitor,
    });
    if (!inserted) {
      // Another request with this id committed first (another visitor's, or another point's):
      // nothing of this one is counted.
      const winner = await findInteraction(trx, input.id);
      if (!winner || winner.user_id !== user.id || winner.point_id !== point.id) {
        throw new AppError('interaction/id-conflict');
      }
      return { row: winner, completedJourneyIds: [] as string[] };
    }
    const completedJourneyIds = await completeJourneys(trx, profile, visitor, point, guide.id);
    const visited = await listInteractedPoints(trx, user.id);
    await updateProgressFields(trx, user.id, {
      lastPointUnlocked: point.id,
      experienceLevel: userLevel(new Set(visited.map((row) => row.point_id)).size),
      placesVisited: visitPlace(profile.places_visited, guide.id, completedJourneyIds),
    });
    const row = await findInteraction(trx, input.id);
    if (!row) throw new Error('interaction not stored');
    return { row, completedJourneyIds };
  });
  return {
    interaction: presentInteraction(outcome.row),
    progress: await getProgress(db, user.id),
    completedJourneyIds: outcome.completedJourneyIds,
  };
}

/** Completes (once) every journey of the point that this unlock finished; answers their ids. */
async function completeJourneys(
  db: Db,
  profile: ProfileRow,
  visitor: VisitorSnapshot,
  point: Point,
  guideId: string,
): Promise<string[]> {
  if (point.journeyIds.length === 0) return [];
  const [journeys, points, visited] = await Promise.all([
    listEnabledJourneysOfGuide(db, guideId),
    listEnabledPointsOfGuide(db, guideId),
    listInteractedPoints(db, profile.id),
  ]);
  const unlocked = visited.map((row) => row.point_id);
  const completed: string[] = [];
  for (const journey of journeys) {
    if (!point.journeyIds.includes(journey.id)) continue;
    const members = points.filter((candidate) => candidate.journeyIds.includes(journey.id));
    if (!isJourneyComplete(members, unlocked)) continue;
    const inserted = await insertCompletedJourney(db, {
      id: randomUUID(),
      journeyId: journey.id,
      journeyName: journey.name,
      guideId,
      visitor,
    });
    if (inserted) completed.push(journey.id);
  }
  return completed;
}

/**
 * The guide's entry in placesVisited: added on the first interaction with the guide; a journey
 * completed is added to its journeysCompleted and marks the entry completed (spec §4).
 */
function visitPlace(places: PlaceVisited[], guideId: string, completedJourneyIds: string[]): PlaceVisited[] {
  const current = places.find((place) => place.guide === guideId);
  const entry: PlaceVisited = current ?? { guide: guideId, journeysCompleted: [], completed: false };
  const updated: PlaceVisited = {
    guide: guideId,
    journeysCompleted: [...new Set([...entry.journeysCompleted, ...completedJourneyIds])],
    completed: entry.completed || completedJourneyIds.length > 0,
  };
  return current ? places.map((place) => (place === current ? updated : place)) : [...places, updated];
}

/** GET /api/me/progress: the visitor's unlocks, answers, journeys and level. */
export async function getProgress(db: Db, userId: string): Promise<VisitorProgress> {
  const profile = await findProfileRow(db, userId);
  if (!profile) throw new AppError('user/unregistered-user');
  const [visited, answers, completedJourneyIds] = await Promise.all([
    listInteractedPoints(db, userId),
    listAnswers(db, userId),
    listCompletedJourneyIds(db, userId),
  ]);
  const unlockedPointIds = [...new Set(visited.map((row) => row.point_id))];
  const guideIds = [...new Set(visited.map((row) => row.guide_id))];
  const completed = new Set(completedJourneyIds);
  const journeys: JourneyProgressEntry[] = [];
  for (const guideId of guideIds) {
    const [guideJourneys, points] = await Promise.all([
      listEnabledJourneysOfGuide(db, guideId),
      listEnabledPointsOfGuide(db, guideId),
    ]);
    for (const journey of guideJourneys) {
      const members = points.filter((point) => point.journeyIds.includes(journey.id));
      journeys.push({
        journeyId: journey.id,
        guideId,
        progress: journeyProgress(members, unlockedPointIds),
        completed: completed.has(journey.id),
      });
    }
  }
  const level = levelProgress(unlockedPointIds.length);
  return {
    userId,
    unlockedPointIds,
    answers: answers.map((row) => ({
      pointId: row.point_id,
      questionIndex: row.question_index,
      optionIndex: row.option_index,
    })),
    completedJourneyIds,
    journeys,
    experienceLevel: level.level,
    experienceLabel: experienceLabel(level.level),
    visitedPointCount: unlockedPointIds.length,
    pointsInLevel: level.pointsInLevel,
    pointsForNextLevel: level.pointsForNextLevel,
    placesVisited: profile.places_visited,
    lastPointUnlocked: profile.last_point_unlocked,
  };
}

/**
 * POST /api/me/answers. One answer per question: the first one stays (a quiz score cannot be
 * improved by trying again); sending the same answer again answers the same result.
 */
export async function answerQuestion(
  db: Db,
  userId: string,
  input: AnswerQuestionInput,
): Promise<AnswerQuestionResult> {
  const { point } = await requireVisiblePoint(db, input.pointId);
  const questionnaire = point.questionnaire;
  const questionCount = activeQuestionCount(questionnaire);
  const question = questionnaire?.questions[input.questionIndex];
  if (!questionnaire || !question || input.questionIndex >= questionCount) {
    throw new AppError('question/not-found', { field: 'questionIndex' });
  }
  if (input.optionIndex >= question.options.length) throw new AppError('question/not-found', { field: 'optionIndex' });
  await db.transaction().execute(async (trx) => {
    const profile = await lockProfile(trx, userId);
    if (!profile) throw new AppError('user/unregistered-user');
    const existing = await findAnswer(trx, userId, point.id, input.questionIndex);
    if (existing && existing.option_index !== input.optionIndex) throw new AppError('question/already-answered');
    if (!existing) await insertAnswer(trx, { userId, ...input });
  });
  const progress = await getProgress(db, userId);
  const answers = Array.from({ length: questionCount }, () => UNANSWERED_OPTION_INDEX);
  for (const answer of progress.answers) {
    if (answer.pointId === point.id && answer.questionIndex < questionCount) {
      answers[answer.questionIndex] = answer.optionIndex;
    }
  }
  return {
    answer: { pointId: point.id, questionIndex: input.questionIndex, optionIndex: input.optionIndex },
    correct: questionnaire.type === 'Quiz' ? isAnsweredCorrectly(question, input.optionIndex) : null,
    feedbackOptionIndex: input.optionIndex,
    score: quizScore(questionnaire, answers),
    done: isQuestionnaireDone(answers),
    progress,
  };
}

/** POST /api/access-logs: guide access, point click or point access, stored once per id. */
/** Stores a usage log; `user` is null for a visitor without a session, logged without a user. */
export async function recordAccessLog(db: Db, user: SessionUser | null, input: AccessLogInput): Promise<void> {
  const profile = user ? await findProfileRow(db, user.id) : null;
  if (user && !profile) throw new AppError('user/unregistered-user');
  const visitor = profile ? snapshotOf(profile) : null;
  if (input.kind === 'guideAccess') {
    const guide = await requireVisibleGuide(db, input.guideId);
    await insertGuideAccess(db, {
      id: input.id,
      guideId: guide.id,
      guideName: localize(guide.name, 'pt'),
      visitor,
      isAnonymous: user?.isAnonymous ?? true,
    });
    return;
  }
  const { point, guide } = await requireVisiblePoint(db, input.pointId);
  await insertPointEvent(db, input.kind === 'pointClick' ? 'point_clicks' : 'point_accesses', {
    id: input.id,
    guideId: guide.id,
    guideName: localize(guide.name, 'pt'),
    pointId: point.id,
    pointName: localize(point.name, 'pt'),
    visitor,
  });
}

export async function completeTutorial(db: Db, userId: string, name: string): Promise<string[]> {
  const tutorial = await appendTutorial(db, userId, name);
  if (!tutorial) throw new AppError('user/unregistered-user');
  return tutorial;
}

export async function resetTutorials(db: Db, userId: string): Promise<string[]> {
  const tutorial = await clearTutorials(db, userId);
  if (!tutorial) throw new AppError('user/unregistered-user');
  return tutorial;
}
