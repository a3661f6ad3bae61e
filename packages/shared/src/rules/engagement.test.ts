import { describe, expect, it } from 'vitest';
import { instantRewardInput } from '../schemas/engagement.ts';
import {
  crossesPercent,
  drawInstantReward,
  type EmblemRule,
  emblemsEarned,
  type InstantRewardRule,
  instantRewardsToDraw,
  pointsMissingFor,
  qualifiesForInstantReward,
  reachesPercent,
  type UnlockContext,
} from './engagement.ts';

const journey = ['p1', 'p2', 'p3'].map((id) => ({ id }));

function unlockOf(pointId: string, before: string[], journeyIds = ['j1']): UnlockContext {
  return {
    pointId,
    journeyIds,
    unlockedBefore: new Set(before),
    unlockedAfter: new Set([...before, pointId]),
    pointsOf: () => journey,
  };
}

const reward = (overrides: Partial<InstantRewardRule> = {}): InstantRewardRule => ({
  id: 'r1',
  journeyId: 'j1',
  enabled: true,
  startDate: null,
  finalDate: null,
  winner: null,
  model: 'journey',
  journeyRate: 0,
  pointIdsSelected: [],
  pointsToWin: 1,
  instantRewardRate: 100,
  ...overrides,
});

describe('thresholds', () => {
  it('reach a percent with shares such as 2/3 against 66.67 %, and not below', () => {
    expect(reachesPercent(2 / 3, 66.666666666)).toBe(true);
    expect(reachesPercent(1 / 3, 34)).toBe(false);
    expect(reachesPercent(0, 0)).toBe(true);
  });

  it('are crossed once: by the unlock that reaches them, 0 % by the first unlock in the journey', () => {
    expect(crossesPercent(1 / 3, 2 / 3, 50)).toBe(true);
    expect(crossesPercent(2 / 3, 1, 50)).toBe(false);
    expect(crossesPercent(null, 1 / 3, 0)).toBe(true);
    expect(crossesPercent(1 / 3, 2 / 3, 0)).toBe(false);
    expect(crossesPercent(1 / 3, 2 / 3, 100)).toBe(false);
  });
});

describe('emblems earned', () => {
  const emblems: EmblemRule[] = [
    { id: 'half', journeyId: 'j1', journeyProgress: 50, enabled: true },
    { id: 'full', journeyId: 'j1', journeyProgress: 100, enabled: true },
    { id: 'off', journeyId: 'j1', journeyProgress: 0, enabled: false },
    { id: 'other', journeyId: 'j2', journeyProgress: 0, enabled: true },
  ];

  it('are the enabled emblems of the touched journeys whose threshold is reached, once', () => {
    const progress = new Map([['j1', 2 / 3]]);
    expect(emblemsEarned(emblems, progress, new Set()).map((emblem) => emblem.id)).toEqual(['half']);
    expect(emblemsEarned(emblems, progress, new Set(['half']))).toEqual([]);
    expect(emblemsEarned(emblems, new Map([['j1', 1]]), new Set(['half'])).map((e) => e.id)).toEqual(['full']);
  });

  it('say how many required points are still missing', () => {
    expect(pointsMissingFor(100, journey, ['p1'])).toBe(2);
    expect(pointsMissingFor(50, journey, ['p1'])).toBe(1);
    expect(pointsMissingFor(50, journey, ['p1', 'p2'])).toBe(0);
    expect(pointsMissingFor(0, journey, [])).toBe(0);
  });
});

describe('qualifying for an instant reward', () => {
  it('journey model: the unlock that crosses journeyRate', () => {
    const twoThirds = reward({ journeyRate: 60 });
    expect(qualifiesForInstantReward(twoThirds, unlockOf('p1', []))).toBe(false);
    expect(qualifiesForInstantReward(twoThirds, unlockOf('p2', ['p1']))).toBe(true);
    expect(qualifiesForInstantReward(twoThirds, unlockOf('p3', ['p1', 'p2']))).toBe(false);
    // A repeat access qualifies for nothing.
    expect(qualifiesForInstantReward(reward(), unlockOf('p1', ['p1']))).toBe(false);
    // A point of another journey does not count for this one.
    expect(qualifiesForInstantReward(reward(), unlockOf('p1', [], ['j2']))).toBe(false);
  });

  it('point model: the unlock of a chosen point that reaches intPointsToWin', () => {
    const two = reward({ model: 'points', journeyId: null, pointIdsSelected: ['p1', 'p2', 'p3'], pointsToWin: 2 });
    expect(qualifiesForInstantReward(two, unlockOf('p1', []))).toBe(false);
    expect(qualifiesForInstantReward(two, unlockOf('p2', ['p1']))).toBe(true);
    expect(qualifiesForInstantReward(two, unlockOf('p3', ['p1', 'p2']))).toBe(false);
    const tooMany = reward({ model: 'points', pointIdsSelected: ['p1'], pointsToWin: 5 });
    expect(qualifiesForInstantReward(tooMany, unlockOf('p1', []))).toBe(true);
  });
});

describe('the draw (spec §4)', () => {
  const today = '2026-06-15';

  it('keeps candidates in their order: enabled, inside their dates, without a winner', () => {
    const rewards = [
      reward({ id: 'won', winner: { id: 'x' } }),
      reward({ id: 'late', startDate: '2026-07-01' }),
      reward({ id: 'over', finalDate: '2026-06-14' }),
      reward({ id: 'off', enabled: false }),
      reward({ id: 'a', finalDate: '2026-06-15' }),
      reward({ id: 'b', startDate: '2026-06-15' }),
    ];
    expect(instantRewardsToDraw(rewards, unlockOf('p1', []), today).map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('always wins at 100 % and never at 0 %, whatever the random number', async () => {
    const claim = async () => true;
    for (const random of [0, 0.5, 0.999999]) {
      expect(await drawInstantReward([reward({ instantRewardRate: 100 })], () => random, claim)).not.toBeNull();
      expect(await drawInstantReward([reward({ instantRewardRate: 0 })], () => random, claim)).toBeNull();
    }
  });

  it('wins below the rate: 30 % wins with 0.29 and loses with 0.30', async () => {
    const claim = async () => true;
    expect(await drawInstantReward([reward({ instantRewardRate: 30 })], () => 0.29, claim)).not.toBeNull();
    expect(await drawInstantReward([reward({ instantRewardRate: 30 })], () => 0.3, claim)).toBeNull();
  });

  it('tries the next candidate when the claim finds a winner, and stops at a failed roll', async () => {
    const claimed: string[] = [];
    const claim = async (candidate: InstantRewardRule) => {
      claimed.push(candidate.id);
      return candidate.id !== 'a';
    };
    const candidates = [reward({ id: 'a' }), reward({ id: 'b' }), reward({ id: 'c' })];
    expect((await drawInstantReward(candidates, () => 0, claim))?.id).toBe('b');
    expect(claimed).toEqual(['a', 'b']);
    const lost = [reward({ id: 'a', instantRewardRate: 0 }), reward({ id: 'b' })];
    expect(await drawInstantReward(lost, () => 0.5, claim)).toBeNull();
  });
});

describe('instant reward input', () => {
  const base = { name: { pt: 'Café', en: 'Coffee' }, description: { pt: 'D', en: 'D' }, journeyId: 'j1' };
  const codeOf = (input: object) => instantRewardInput.safeParse({ ...base, ...input }).error?.issues[0]?.message;

  it('has the defaults of §9', () => {
    expect(instantRewardInput.parse(base)).toMatchObject({
      instantRewardRate: 100,
      pointsToWin: 1,
      journeyRate: 0,
      amount: 0,
      enabled: true,
    });
  });

  it('answers the field codes of bad input', () => {
    expect(codeOf({ startDate: '2026-02-01', finalDate: '2026-01-31' })).toBe('finalDate-before-startDate');
    expect(codeOf({ instantRewardRate: 100.5 })).toBe('instantRewardRate-out-of-range');
    expect(codeOf({ journeyRate: -1 })).toBe('journeyRate-out-of-range');
    expect(codeOf({ amount: -1 })).toBe('amount-negative');
    expect(codeOf({ amount: 0.001 })).toBe('amount-decimals');
    expect(codeOf({ description: { pt: 'D' } })).toBe('descriptionInEnglish-empty');
    expect(codeOf({ model: 'points', pointIdsSelected: [] })).toBe('intPointsSelected-empty');
    expect(codeOf({ startDate: '2026-02-01', finalDate: '2026-02-01', amount: 19.99 })).toBeUndefined();
  });
});
