import { randomInt } from 'node:crypto';
import {
  drawInstantReward,
  type EngagementView,
  emblemsEarned,
  type InteractionEarnings,
  instantRewardsToDraw,
  isWithinRewardDates,
  type JourneyPoint,
  journeyProgress,
  newRedeemCode,
  pointsMissingFor,
  type UnlockContext,
  type VisitorEmblem,
  type VisitorInstantReward,
  winsInstantReward,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import {
  claimInstantReward,
  type EmblemDefinition,
  type EngagementDefinitions,
  type InstantRewardDefinition,
  listEarnedEmblems,
  listUnwonRewardIds,
  listWins,
  readUnlockState,
  type WinnerSnapshot,
} from './engagement.repository.ts';
import type { EngagementCache } from './engagement-cache.ts';

// Swedish writes dates as ISO does. One formatter for the process: toLocaleDateString builds a new
// one on every call, 30 µs each, on every recorded interaction.
const dayFormat = new Intl.DateTimeFormat('sv-SE');

/** The venue's calendar day, 'YYYY-MM-DD', in the server's time zone (TZ). */
export function today(now = new Date()): string {
  return dayFormat.format(now);
}

/** A uniform number in [0, 1) from the operating system's generator (the draw's chance). */
export function fairRandom(): number {
  return randomInt(0, 1_000_000) / 1_000_000;
}

export function toVisitorReward(reward: InstantRewardDefinition): VisitorInstantReward {
  const { enabled: _enabled, winner: _winner, ...visible } = reward;
  return visible;
}

function toVisitorEmblem(emblem: EmblemDefinition, earnedAt: string | null, missingPoints: number): VisitorEmblem {
  return {
    id: emblem.id,
    guideId: emblem.guideId,
    journeyId: emblem.journeyId,
    name: emblem.name,
    image: emblem.image,
    journeyProgress: emblem.journeyProgress,
    earnedAt,
    missingPoints,
  };
}

/** What one unlock earns before anything is written: emblems to store and the rewards to draw for. */
export interface EngagementPlan {
  emblems: EmblemDefinition[];
  /** Rewards this unlock qualifies for, in order; empty for anonymous visitors. */
  candidates: InstantRewardDefinition[];
  /** The first candidate's chance was rolled and won: claim it with the interaction's write. */
  firstClaim: InstantRewardDefinition | null;
  /** An anonymous visitor qualified: they are told to register to play. */
  rewardNeedsRegistration: boolean;
}

/**
 * Emblems reached and instant rewards qualified for by this unlock (pure, from the cached
 * definitions). Anonymous visitors earn emblems (kept on their account once they register, the
 * account being upgraded in place) but never play for rewards (docs/product-decisions.md).
 */
export function planEngagement(
  definitions: EngagementDefinitions,
  unlock: UnlockContext,
  earnedEmblemIds: ReadonlySet<string>,
  visitor: { isAnonymous: boolean },
  random: () => number = fairRandom,
  day = today(),
): EngagementPlan {
  const progressAfter = new Map(
    unlock.journeyIds.map((journeyId) => [
      journeyId,
      journeyProgress(unlock.pointsOf(journeyId), unlock.unlockedAfter),
    ]),
  );
  const emblems = emblemsEarned(definitions.emblems, progressAfter, earnedEmblemIds);
  const qualified = instantRewardsToDraw(definitions.instantRewards, unlock, day);
  if (visitor.isAnonymous || qualified.length === 0) {
    return { emblems, candidates: [], firstClaim: null, rewardNeedsRegistration: qualified.length > 0 };
  }
  const [first] = qualified;
  const won = first ? winsInstantReward(first.instantRewardRate, random()) : false;
  return {
    emblems,
    candidates: won ? qualified : [],
    firstClaim: won ? (first ?? null) : null,
    rewardNeedsRegistration: false,
  };
}

/** A new code for the desk, from the operating system's generator (rules/redeem-code.ts). */
export function newPrizeCode(): string {
  return newRedeemCode((max) => randomInt(0, max));
}

/** An instant reward won, with the code its winner shows at the desk. */
export interface Win {
  reward: InstantRewardDefinition;
  redeemCode: string;
}

/**
 * After the write: when the first claim lost to another visitor, spec §4 goes on with the next
 * candidates (one conditional write each, only in that race). Tells the cache what it learnt.
 * `firstCode` is the code written with the first claim, null when that claim took nothing.
 */
export async function finishDraw(
  db: Db,
  cache: EngagementCache,
  plan: EngagementPlan,
  firstCode: string | null,
  winner: WinnerSnapshot,
  random: () => number = fairRandom,
): Promise<Win | null> {
  const first = plan.firstClaim;
  if (!first) return null;
  if (firstCode) return { reward: first, redeemCode: firstCode };
  cache.markWon(first.guideId, first.id);
  const redeemCode = newPrizeCode();
  const reward = await drawInstantReward(plan.candidates.slice(1), random, async (candidate) => {
    const claimed = await claimInstantReward(db, candidate.id, winner, redeemCode);
    if (!claimed) cache.markWon(candidate.guideId, candidate.id);
    return claimed;
  });
  return reward ? { reward, redeemCode } : null;
}

/** The earnings an interaction answers. */
export function earningsOf(
  plan: EngagementPlan,
  earnedEmblemIds: readonly string[],
  win: Win | null,
  at: Date,
): InteractionEarnings {
  const earned = new Set(earnedEmblemIds);
  return {
    emblems: plan.emblems
      .filter((emblem) => earned.has(emblem.id))
      .map((emblem) => toVisitorEmblem(emblem, at.toISOString(), 0)),
    instantReward: win
      ? { reward: toVisitorReward(win.reward), wonAt: at.toISOString(), collectedAt: null, redeemCode: win.redeemCode }
      : null,
    rewardNeedsRegistration: plan.rewardNeedsRegistration,
  };
}

export const NO_EARNINGS: InteractionEarnings = { emblems: [], instantReward: null, rewardNeedsRegistration: false };

/**
 * GET /api/engagement: the emblems of a guide (or of every guide the visitor touched) with what
 * is missing, the instant rewards still to win and the visitor's wins. Without a registered
 * session nothing is won, but emblems of an anonymous session show as earned.
 */
export async function getEngagementView(
  db: Db,
  cache: EngagementCache,
  user: { id: string; isAnonymous: boolean } | null,
  guideId: string | undefined,
): Promise<EngagementView> {
  // Without a session the guide's journeys still say how many points each emblem needs.
  const state =
    user || guideId
      ? await readUnlockState(db, user?.id ?? null, guideId)
      : { guideIds: [], unlocked: [], members: [] };
  const guideIds = guideId ? [guideId] : state.guideIds;
  const definitions = await Promise.all(guideIds.map((id) => cache.definitions(id)));
  const earned = user ? await listEarnedEmblems(db, user.id, guideId) : [];
  const earnedAt = new Map(earned.map((row) => [row.emblem_id, row.earned_at.toISOString()]));
  const unlocked = new Set(state.unlocked);
  const pointsOf = (journeyId: string): JourneyPoint[] =>
    state.members.filter((point) => point.journeyIds.includes(journeyId));
  const emblems = definitions.flatMap((entry) =>
    entry.emblems
      .filter((emblem) => emblem.enabled || earnedAt.has(emblem.id))
      .map((emblem) => {
        const at = earnedAt.get(emblem.id) ?? null;
        const missing =
          at || !emblem.journeyId ? 0 : pointsMissingFor(emblem.journeyProgress, pointsOf(emblem.journeyId), unlocked);
        return toVisitorEmblem(emblem, at, missing);
      }),
  );
  const unwon = await listUnwonRewardIds(db, guideIds);
  const day = today();
  const rewards = definitions.flatMap((entry) => entry.instantRewards);
  const available = rewards
    .filter((reward) => reward.enabled && unwon.has(reward.id) && isWithinRewardDates(reward, day))
    .map(toVisitorReward);
  const registered = Boolean(user && !user.isAnonymous);
  const wins = registered && user ? await listWins(db, user.id, guideId) : [];
  const byId = new Map(rewards.map((reward) => [reward.id, reward]));
  const won = [];
  for (const win of wins) {
    const reward =
      byId.get(win.id) ?? (await cache.definitions(win.guide_id)).instantRewards.find((r) => r.id === win.id);
    if (!reward) continue;
    won.push({
      reward: toVisitorReward(reward),
      wonAt: (win.won_at ?? new Date()).toISOString(),
      collectedAt: win.collected_at?.toISOString() ?? null,
      redeemCode: win.redeem_code,
    });
  }
  return { registered, emblems, available, won };
}
