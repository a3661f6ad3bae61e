import { randomUUID } from 'node:crypto';
import {
  interactionTypeFor,
  localize,
  type RecordInteractionInput,
  type RecordInteractionResult,
  userLevel,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findSessionUsers, type SessionUser } from '../auth/index.ts';
import {
  type EngagementCache,
  type EngagementDefinitions,
  type EngagementPlan,
  earningsOf,
  finishDraw,
  NO_EARNINGS,
  newPrizeCode,
  planEngagement,
} from '../engagement/index.ts';
import { requireVisible } from '../guides/index.ts';
import { groupCommit } from './group-commit.ts';
import {
  lockProfiles,
  type NewUnlock,
  type ProfileAfter,
  readVisitorStates,
  type UnlockTarget,
  type VisitorState,
  writeInteractions,
} from './interactions.repository.ts';
import {
  buildProgress,
  checkUnlock,
  completedBy,
  getProgress,
  membersOf,
  type ProfileRow,
  presentInteraction,
  snapshotOf,
  storedInteraction,
  visitPlace,
} from './progress.service.ts';

/**
 * POST /api/interactions with group commit (docs/decisions/0026-interaction-group-commit.md).
 * Interactions that arrive while a transaction is being written wait for it and are then written
 * together, in one transaction of a fixed number of statements however many they are: the
 * profiles locked (id order), the visitors' state with the points and their guides, one write of every
 * interaction, completion, emblem, profile and claim. Alone, an interaction is written at once,
 * as before. Each interaction still gets its own answer: a refusal (locked point, wrong proof…)
 * is that visitor's alone, and a database error makes each interaction of the batch try again
 * on its own, so nobody fails for somebody else.
 */
export interface InteractionRecorder {
  /** Records the interaction of the session of `sessionToken` (a signed cookie's, checked by the caller). */
  record(sessionToken: string, input: RecordInteractionInput): Promise<RecordInteractionResult>;
}

interface Pending {
  sessionToken: string;
  /** The session's user, once the batch has read it. */
  user?: SessionUser;
  input: RecordInteractionInput;
}

/** One batch at most this large: a transaction stays short and its statement's JSON small. */
const MAX_BATCH = 250;

/**
 * `written` is told after each batch that stored interactions (the analytics drain's cue);
 * `onBatch` after every batch, with its size and how many it stored.
 */
export function createInteractionRecorder(
  db: Db,
  engagement: EngagementCache,
  written: () => void = () => {},
  onBatch: (size: number, stored: number) => void = () => {},
): InteractionRecorder {
  const commits = groupCommit<Pending, RecordInteractionResult>(async (take) => {
    const { batch, answers } = await recordBatch(db, engagement, take);
    const stored = answers.filter((answer) => answer.kind === 'written').length;
    onBatch(batch.length, stored);
    if (stored > 0) written();
    return batch.map((item, index) => async () => {
      const answer = answers[index];
      if (!item.user) throw new AppError('auth/session-required');
      if (!answer || answer.kind === 'stored') return answerStored(db, item.user, item.input);
      if (answer.kind === 'refused') throw answer.error;
      return answer.result;
    });
  }, MAX_BATCH);
  return { record: (sessionToken, input) => commits.submit({ sessionToken, input }) };
}

type Answer =
  | { kind: 'written'; result: RecordInteractionResult }
  | { kind: 'refused'; error: AppError }
  /** The id exists already (a retry, or another request with this id): answered from what is stored. */
  | { kind: 'stored' };

interface Planned {
  index: number;
  unlock: NewUnlock;
  plan: EngagementPlan;
  winner: { id: string; name: string | null; email: string | null };
  completedJourneyIds: string[];
  progress: RecordInteractionResult['progress'];
}

/** A retry answers what was stored the first time, even if the point was disabled since. */
async function answerStored(
  db: Db,
  user: SessionUser,
  input: RecordInteractionInput,
): Promise<RecordInteractionResult> {
  const stored = await storedInteraction(db, user.id, input);
  return {
    interaction: presentInteraction(stored),
    progress: await getProgress(db, user.id),
    completedJourneyIds: [],
    earnings: NO_EARNINGS,
  };
}

/** The definitions without the rewards an earlier interaction of the batch claims. */
function withoutClaimed(definitions: EngagementDefinitions, claimed: ReadonlySet<string>): EngagementDefinitions {
  if (claimed.size === 0) return definitions;
  return { ...definitions, instantRewards: definitions.instantRewards.filter((reward) => !claimed.has(reward.id)) };
}

async function recordBatch(
  db: Db,
  engagement: EngagementCache,
  take: () => Pending[],
): Promise<{ batch: Pending[]; answers: Answer[] }> {
  await engagement.ready();
  const outcome = await db.transaction().execute(async (trx) => {
    const batch = take();
    // The sessions are read here, in the batch, rather than once per request (what better-auth's
    // check reads: the session exists and has not expired).
    const sessions = await findSessionUsers(
      trx,
      batch.map((item) => item.sessionToken),
    );
    for (const item of batch) item.user = sessions.get(item.sessionToken);
    // Every progress write of one visitor runs one after the other: nothing counts twice.
    const profiles = new Map(
      (await lockProfiles(trx, [...new Set([...sessions.values()].map((user) => user.id))])).map((row) => [
        row.id,
        row,
      ]),
    );
    const userIds = [...profiles.keys()];
    const { states, knownInteractionIds, targets } = await readVisitorStates(trx, userIds, {
      interactionIds: batch.map((item) => item.input.id),
      pointIds: batch.map((item) => item.input.pointId),
    });
    const answers: Answer[] = [];
    const planned: Planned[] = [];
    const profilesAfter = new Map<string, ProfileAfter>();
    const claimedInBatch = new Set<string>();
    const idsInBatch = new Set<string>();
    for (const [index, { user, input }] of batch.entries()) {
      if (!user) {
        answers[index] = { kind: 'refused', error: new AppError('auth/session-required') };
        continue;
      }
      const profile = profiles.get(user.id);
      const state = states.get(user.id);
      if (!profile || !state) {
        answers[index] = { kind: 'refused', error: new AppError('user/unregistered-user') };
        continue;
      }
      if (knownInteractionIds.has(input.id) || idsInBatch.has(input.id)) {
        answers[index] = { kind: 'stored' };
        continue;
      }
      try {
        const target = targets.get(input.pointId);
        if (!target?.point.enabled) throw new AppError('point/not-found');
        const guide = requireVisible(target.guide);
        const definitions = withoutClaimed(await engagement.definitions(guide.id, trx), claimedInBatch);
        const item = planOne(index, user, input, profile, state, target, guide, definitions);
        idsInBatch.add(input.id);
        planned.push(item);
        if (item.plan.firstClaim) claimedInBatch.add(item.plan.firstClaim.id);
        profilesAfter.set(user.id, { userId: user.id, ...item.profileFields });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        answers[index] = { kind: 'refused', error };
      }
    }
    const written = new Map(
      (
        await writeInteractions(
          trx,
          planned.map((item) => item.unlock),
          [...profilesAfter.values()],
        )
      ).map((row) => [row.id, row]),
    );
    const wins: Array<{ plan: EngagementPlan; earnings: RecordInteractionResult['earnings'] }> = [];
    for (const item of planned) {
      const row = written.get(item.unlock.interaction.id);
      // Another request with this id committed first (another visitor's, or another point's):
      // nothing of this one is counted.
      if (!row) {
        answers[item.index] = { kind: 'stored' };
        continue;
      }
      const firstCode = row.claimed_reward_id !== null ? (item.unlock.claim?.redeemCode ?? null) : null;
      const win = await finishDraw(trx, engagement, item.plan, firstCode, item.winner);
      const earnings = earningsOf(item.plan, row.earned_emblem_ids, win, row.created_at);
      wins.push({ plan: item.plan, earnings });
      answers[item.index] = {
        kind: 'written',
        result: {
          interaction: presentInteraction(row),
          progress: item.progress,
          completedJourneyIds: item.completedJourneyIds.filter((id) => row.completed_journey_ids.includes(id)),
          earnings,
        },
      };
    }
    return { batch, answers, wins };
  });
  for (const { plan, earnings } of outcome.wins) rememberWin(engagement, plan, earnings);
  return { batch: outcome.batch, answers: outcome.answers };
}

/**
 * One interaction of the batch: checks its unlock, plans what it completes and earns, and
 * moves the visitor's state and profile (in memory) past it, so a later interaction of the same
 * visitor in the batch starts from there.
 */
function planOne(
  index: number,
  user: SessionUser,
  input: RecordInteractionInput,
  profile: ProfileRow,
  state: VisitorState,
  { point, codes }: UnlockTarget,
  guide: UnlockTarget['guide'],
  definitions: EngagementDefinitions,
): Planned & { profileFields: Omit<ProfileAfter, 'userId'> } {
  const visitedIds = new Set(state.visited.map((entry) => entry.pointId));
  checkUnlock(point, input, visitedIds.has(point.id), codes);
  const unlockedAfter = new Set([...visitedIds, point.id]);
  const completions = completedBy(state, point, guide.id, unlockedAfter);
  const plan = planEngagement(
    definitions,
    {
      pointId: point.id,
      journeyIds: point.journeyIds,
      unlockedBefore: visitedIds,
      unlockedAfter,
      pointsOf: (journeyId) => membersOf(state, guide.id, journeyId),
    },
    new Set(state.earnedEmblems),
    user,
  );
  const winner = { id: user.id, name: profile.name, email: profile.email };
  const completedJourneyIds = completions.map((journey) => journey.id);
  const profileFields = {
    lastPointUnlocked: point.id,
    experienceLevel: userLevel(unlockedAfter.size),
    placesVisited: visitPlace(profile.places_visited, guide.id, completedJourneyIds),
  };
  const unlock: NewUnlock = {
    interaction: {
      id: input.id,
      type: interactionTypeFor(visitedIds.has(point.id)),
      tracker: input.tracker,
      guideId: guide.id,
      guideName: localize(guide.name, 'pt'),
      journeyId: input.journeyId ?? point.journeyIds[0] ?? null,
      pointId: point.id,
      pointName: localize(point.name, 'pt'),
    },
    visitor: snapshotOf(profile),
    completions: completions.map((journey) => ({ id: randomUUID(), journeyId: journey.id, journeyName: journey.name })),
    emblems: plan.emblems.map((emblem) => ({ emblemId: emblem.id, journeyId: emblem.journeyId })),
    claim: plan.firstClaim ? { rewardId: plan.firstClaim.id, winner, redeemCode: newPrizeCode() } : null,
  };
  // The visitor's state after this interaction (the profile lock makes these writes certain).
  if (!visitedIds.has(point.id)) state.visited.push({ pointId: point.id, guideId: guide.id });
  state.completed.push(...completedJourneyIds);
  state.earnedEmblems.push(...plan.emblems.map((emblem) => emblem.id));
  profile.last_point_unlocked = point.id;
  profile.places_visited = profileFields.placesVisited;
  const progress = buildProgress(user.id, profile, {
    ...state,
    visited: [...state.visited],
    completed: [...state.completed],
  });
  return { index, unlock, plan, winner, completedJourneyIds, progress, profileFields };
}

/** Once committed, this server knows the reward won is gone (wins do not notify). */
function rememberWin(engagement: EngagementCache, plan: EngagementPlan, earnings: RecordInteractionResult['earnings']) {
  const won = earnings.instantReward?.reward;
  if (won) engagement.markWon(won.guideId, won.id);
  else if (plan.firstClaim) engagement.markWon(plan.firstClaim.guideId, plan.firstClaim.id);
}
