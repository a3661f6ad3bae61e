import {
  type AnswerQuestionInput,
  type AnswerQuestionResult,
  activeQuestionCount,
  canUnlockWithTracker,
  experienceLabel,
  type InteractionRecord,
  isAnsweredCorrectly,
  isJourneyComplete,
  isQuestionnaireDone,
  type JourneyProgressEntry,
  journeyProgress,
  levelProgress,
  needsUnlockProof,
  type PlaceVisited,
  type Point,
  quizScore,
  type RecordInteractionInput,
  UNANSWERED_OPTION_INDEX,
  type UnlockSource,
  unlockProofProblem,
  type VisitorProgress,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { requireVisibleGuide } from '../guides/index.ts';
import { checkCodes, type GuideCodeSecrets } from '../unlock-codes/index.ts';
import { readVisitorState, type UnlockTarget, type VisitorState } from './interactions.repository.ts';
import {
  appendTutorial,
  clearTutorials,
  findAnswer,
  findInteraction,
  findProfileRow,
  findPublishedPoint,
  hasInteractionWith,
  insertAnswer,
  lockProfile,
  type VisitorSnapshot,
} from './progress.repository.ts';

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;
type InteractionRow = Pick<
  NonNullable<Awaited<ReturnType<typeof findInteraction>>>,
  'id' | 'type' | 'tracker' | 'point_id' | 'guide_id' | 'journey_id' | 'created_at'
>;

export function snapshotOf(profile: ProfileRow): VisitorSnapshot {
  return {
    userId: profile.id,
    name: profile.name,
    gender: profile.gender,
    city: profile.city,
    birthDate: profile.birth_date,
    email: profile.email,
  };
}

/**
 * A point of a guide visitors may see, as published (a draft's quiz is not the one visitors
 * answer), else 404 point/not-found (403 guide/disabled).
 */
async function requireVisiblePoint(db: Db, pointId: string) {
  const point = await findPublishedPoint(db, pointId);
  if (!point) throw new AppError('point/not-found');
  const guide = await requireVisibleGuide(db, point.guideId);
  return { point, guide };
}

export function presentInteraction(row: InteractionRow): InteractionRecord {
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

const PROOF_ERRORS = {
  'qr-required': 'interaction/qr-validation-required',
  'location-required': 'interaction/location-required',
  'too-far': 'interaction/too-far',
  'bad-signature': 'interaction/bad-qr-signature',
  'signed-code-required': 'interaction/signed-code-required',
  'wrong-pin': 'interaction/wrong-pin',
  'pin-expired': 'interaction/pin-expired',
  'number-not-allowed': 'interaction/number-not-allowed',
  'wrong-number': 'interaction/wrong-stop-number',
} as const;

/**
 * Throws unless this interaction may be recorded: trackers of qrValidation points, and proofs of
 * first unlocks, the printed code's signature and the venue PIN checked with the guide's secrets.
 */
export function checkUnlock(
  point: UnlockTarget['point'],
  input: RecordInteractionInput,
  unlocked: boolean,
  codes: GuideCodeSecrets,
): void {
  if (!canUnlockWithTracker(point, input.tracker)) throw new AppError('interaction/qr-validation-required');
  // Reopening an unlocked point needs no proof; unlocking it does (spec §4, §9).
  const problem = unlocked ? null : unlockProofProblem(point, input.proof, checkCodes(codes, point.id, input.proof));
  if (problem) throw new AppError(PROOF_ERRORS[problem]);
  if (input.journeyId !== undefined && !point.journeyIds.includes(input.journeyId)) {
    throw new AppError('journey/not-found', { field: 'journeyId' });
  }
}

/** The stored interaction of this id if it is this visitor's with this point, else id-conflict. */
export async function storedInteraction(
  db: Db,
  userId: string,
  input: RecordInteractionInput,
): Promise<InteractionRow> {
  const stored = await findInteraction(db, input.id);
  if (!stored || stored.user_id !== userId || stored.point_id !== input.pointId) {
    throw new AppError('interaction/id-conflict');
  }
  return stored;
}

/** The journeys of the point that this unlock finishes and the visitor had not completed. */
export function completedBy(
  state: VisitorState,
  point: Pick<Point, 'journeyIds'>,
  guideId: string,
  unlocked: Set<string>,
) {
  const done = new Set(state.completed);
  return state.journeys.filter((journey) => {
    if (journey.guideId !== guideId || !point.journeyIds.includes(journey.id) || done.has(journey.id)) return false;
    return isJourneyComplete(membersOf(state, guideId, journey.id), unlocked);
  });
}

export function membersOf(state: VisitorState, guideId: string, journeyId: string) {
  return state.members.filter((point) => point.guideId === guideId && point.journeyIds.includes(journeyId));
}

/**
 * The guide's entry in placesVisited: added on the first interaction with the guide; a journey
 * completed is added to its journeysCompleted and marks the entry completed (spec §4).
 */
export function visitPlace(places: PlaceVisited[], guideId: string, completedJourneyIds: string[]): PlaceVisited[] {
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
  return buildProgress(userId, profile, await readVisitorState(db, userId));
}

export function buildProgress(
  userId: string,
  profile: Pick<ProfileRow, 'places_visited' | 'last_point_unlocked'>,
  state: VisitorState,
): VisitorProgress {
  const unlockedPointIds = [...new Set(state.visited.map((entry) => entry.pointId))];
  const guideIds = [...new Set(state.visited.map((entry) => entry.guideId))];
  const completed = new Set(state.completed);
  const journeys: JourneyProgressEntry[] = guideIds.flatMap((guideId) =>
    state.journeys
      .filter((journey) => journey.guideId === guideId)
      .map((journey) => ({
        journeyId: journey.id,
        guideId,
        progress: journeyProgress(membersOf(state, guideId, journey.id), unlockedPointIds),
        completed: completed.has(journey.id),
      })),
  );
  const level = levelProgress(unlockedPointIds.length);
  return {
    userId,
    unlockedPointIds,
    answers: state.answers,
    completedJourneyIds: state.completed,
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
  // A point that unlocks only by its QR code or place shows its questions after the unlock.
  if (needsUnlockProof(point) && !(await hasInteractionWith(db, userId, point.id))) {
    throw new AppError('point/locked');
  }
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
