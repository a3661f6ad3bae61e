import { type JourneyPoint, journeyProgress, requiredPointIds } from './journey-progress.ts';
import { hasWinner, type InstantRewardCandidate, isWithinRewardDates, winsInstantReward } from './reward-draw.ts';

/** Tolerance for shares such as 2/3 compared with a whole percent. */
const EPSILON = 1e-9;

/** Whether a share (0..1) of a journey reaches a threshold given in percent (0..100). */
export function reachesPercent(share: number, percent: number): boolean {
  return share * 100 + EPSILON >= percent;
}

/**
 * Whether an unlock lifts a share past a threshold: the share after it reaches the percent and
 * the share before did not. `before` is null when the visitor had unlocked nothing of the journey
 * yet, so a 0 % threshold is crossed by their first unlock in it (and only by that one).
 */
export function crossesPercent(before: number | null, after: number, percent: number): boolean {
  if (!reachesPercent(after, percent)) return false;
  return before === null || !reachesPercent(before, percent);
}

/** What an emblem needs: a journey and a journeyProgress threshold in percent. */
export interface EmblemRule {
  id: string;
  journeyId: string | null;
  /** Percent (0..100) of the journey's required points. */
  journeyProgress: number;
  enabled: boolean;
}

/**
 * The emblems an unlock earns: enabled emblems of the journeys it touched whose threshold the
 * visitor's progress in that journey now reaches, and that the visitor has not earned already.
 * Reaching (not crossing) is enough, so an emblem created after a visitor passed its threshold is
 * earned at their next unlock in the journey; once earned it stays, whatever the content becomes.
 */
export function emblemsEarned<T extends EmblemRule>(
  emblems: readonly T[],
  progressAfter: ReadonlyMap<string, number>,
  alreadyEarned: ReadonlySet<string>,
): T[] {
  return emblems.filter((emblem) => {
    if (!emblem.enabled || !emblem.journeyId || alreadyEarned.has(emblem.id)) return false;
    const share = progressAfter.get(emblem.journeyId);
    return share !== undefined && reachesPercent(share, emblem.journeyProgress);
  });
}

/**
 * Required points still missing before an emblem's threshold is reached (0 when reached): the
 * "what is missing" of a locked emblem.
 */
export function pointsMissingFor(
  thresholdPercent: number,
  journeyPoints: readonly JourneyPoint[],
  unlockedPointIds: Iterable<string>,
): number {
  const required = requiredPointIds(journeyPoints);
  if (required.length === 0) return 0;
  const unlocked = new Set(unlockedPointIds);
  const have = required.filter((id) => unlocked.has(id)).length;
  const need = Math.ceil((thresholdPercent / 100) * required.length - EPSILON);
  return Math.max(0, need - have);
}

/** The fields of an instant reward that decide who qualifies (spec §3, §4). */
export interface InstantRewardRule extends InstantRewardCandidate {
  id: string;
  /** 'journey': journeyRate % of the journey; 'points': pointsToWin of pointIdsSelected. */
  model: 'journey' | 'points';
  journeyRate: number;
  pointIdsSelected: readonly string[];
  pointsToWin: number;
  instantRewardRate: number;
}

/** One unlock as the instant-reward rule sees it. */
export interface UnlockContext {
  pointId: string;
  /** Journeys the point belongs to. */
  journeyIds: readonly string[];
  /** Points unlocked before this interaction and after it (the same set for a repeat access). */
  unlockedBefore: ReadonlySet<string>;
  unlockedAfter: ReadonlySet<string>;
  /** The enabled points of a journey, for its share. */
  pointsOf(journeyId: string): readonly JourneyPoint[];
}

function countIn(ids: readonly string[], unlocked: ReadonlySet<string>): number {
  return new Set(ids.filter((id) => unlocked.has(id))).size;
}

/**
 * Whether this unlock qualifies the visitor for the reward: in the journey model, the share of the
 * reward's journey crosses journeyRate (its first unlock there, for 0 %); in the point model, the
 * count of the chosen points unlocked reaches pointsToWin (capped at the number chosen) with this
 * very point. A repeat access qualifies for nothing.
 */
export function qualifiesForInstantReward(reward: InstantRewardRule, unlock: UnlockContext): boolean {
  if (unlock.unlockedBefore.has(unlock.pointId)) return false;
  if (reward.model === 'points') {
    const chosen = [...new Set(reward.pointIdsSelected)];
    if (chosen.length === 0 || !chosen.includes(unlock.pointId)) return false;
    const needed = Math.min(Math.max(1, reward.pointsToWin), chosen.length);
    return countIn(chosen, unlock.unlockedBefore) < needed && countIn(chosen, unlock.unlockedAfter) >= needed;
  }
  const journeyId = reward.journeyId;
  if (!journeyId || !unlock.journeyIds.includes(journeyId)) return false;
  const points = unlock.pointsOf(journeyId);
  const members = points.map((point) => point.id);
  const started = members.some((id) => unlock.unlockedBefore.has(id));
  const before = started ? journeyProgress(points, unlock.unlockedBefore) : null;
  return crossesPercent(before, journeyProgress(points, unlock.unlockedAfter), reward.journeyRate);
}

/**
 * Spec §4 for the rewards this unlock qualifies for: enabled, inside their dates, without a known
 * winner, in their stored order. Journey-model rewards only of the journeys of the point.
 */
export function instantRewardsToDraw<T extends InstantRewardRule>(
  rewards: readonly T[],
  unlock: UnlockContext,
  today: string,
): T[] {
  return rewards.filter(
    (reward) =>
      reward.enabled &&
      isWithinRewardDates(reward, today) &&
      !hasWinner(reward) &&
      qualifiesForInstantReward(reward, unlock),
  );
}

/**
 * Plays the draw over the candidates in order (spec §4): the chance of the first is rolled; a
 * failed roll ends the draw without a reward; a won roll asks `claim` (the server's conditional
 * write) and, if somebody else got there first, goes on to the next candidate.
 */
export async function drawInstantReward<T extends InstantRewardRule>(
  candidates: readonly T[],
  random: () => number,
  claim: (reward: T) => Promise<boolean>,
): Promise<T | null> {
  for (const reward of candidates) {
    if (!winsInstantReward(reward.instantRewardRate, random())) return null;
    if (await claim(reward)) return reward;
  }
  return null;
}
