import { describe, expect, it } from 'vitest';
import { DEFAULT_INSTANT_REWARD_RATE } from '../constants.ts';
import {
  findInstantRewardCandidate,
  hasWinner,
  type InstantRewardCandidate,
  instantRewardCandidates,
  isWithinRewardDates,
  winsInstantReward,
} from './reward-draw.ts';

type Reward = InstantRewardCandidate & { id: string };
const buildReward = (overrides: Partial<Reward> = {}): Reward => ({
  id: 'r1',
  journeyId: 'j1',
  enabled: true,
  startDate: '2024/05/01',
  finalDate: '2024/05/31',
  winner: null,
  ...overrides,
});

describe('reward dates', () => {
  const may = { startDate: '2024/05/01', finalDate: '2024/05/31' };

  it('includes the start and final days', () => {
    expect(isWithinRewardDates(may, '2024/05/01')).toBe(true);
    expect(isWithinRewardDates(may, '2024/05/15')).toBe(true);
    expect(isWithinRewardDates(may, '2024/05/31')).toBe(true);
  });

  it('excludes the days before the start and after the final date', () => {
    expect(isWithinRewardDates(may, '2024/04/30')).toBe(false);
    expect(isWithinRewardDates(may, '2024/06/01')).toBe(false);
    expect(isWithinRewardDates(may, '2023/05/15')).toBe(false);
  });

  it('reads YYYY/MM/DD, YYYY-MM-DD and ISO date-times alike', () => {
    expect(isWithinRewardDates(may, '2024-05-31')).toBe(true);
    expect(isWithinRewardDates(may, '2024-05-31T23:59:59.999Z')).toBe(true);
    expect(isWithinRewardDates(may, '2024-06-01T00:00:00-03:00')).toBe(false);
    expect(isWithinRewardDates({ startDate: '2024-05-01T10:00:00Z', finalDate: '2024-05-31' }, '2024/05/01')).toBe(
      true,
    );
  });

  it('compares days, not text: a one-day reward is open all that day', () => {
    const oneDay = { startDate: '2024-05-10', finalDate: '2024/05/10' };
    expect(isWithinRewardDates(oneDay, '2024-05-10T18:30:00Z')).toBe(true);
    expect(isWithinRewardDates(oneDay, '2024-05-11')).toBe(false);
  });

  it('leaves a side open when its date is missing', () => {
    expect(isWithinRewardDates({ finalDate: '2024/05/31' }, '1999/01/01')).toBe(true);
    expect(isWithinRewardDates({ startDate: '2024/05/01', finalDate: null }, '2099/12/31')).toBe(true);
    expect(isWithinRewardDates({}, '2024/05/15')).toBe(true);
    expect(isWithinRewardDates({ startDate: '', finalDate: '' }, '2024/05/15')).toBe(true);
  });

  it('excludes a reward whose dates or today cannot be read', () => {
    expect(isWithinRewardDates({ startDate: '01/05/2024' }, '2024/05/15')).toBe(false);
    expect(isWithinRewardDates({ finalDate: 'soon' }, '2024/05/15')).toBe(false);
    expect(isWithinRewardDates(may, 'today')).toBe(false);
  });

  it('never opens a reward whose final date comes before its start', () => {
    expect(isWithinRewardDates({ startDate: '2024/05/31', finalDate: '2024/05/01' }, '2024/05/15')).toBe(false);
  });
});

describe('winner', () => {
  it('treats null, undefined and empty text as no winner', () => {
    expect(hasWinner({ winner: null })).toBe(false);
    expect(hasWinner({})).toBe(false);
    expect(hasWinner({ winner: '' })).toBe(false);
  });

  it('treats any recorded winner as taken', () => {
    expect(hasWinner({ winner: { id: 'u1', name: 'Ana' } })).toBe(true);
    expect(hasWinner({ winner: 'u1' })).toBe(true);
  });
});

describe('instant reward candidate', () => {
  const today = '2024/05/15';

  it('picks the first enabled reward of the journey inside its dates and without a winner', () => {
    const rewards = [
      buildReward({ id: 'disabled', enabled: false }),
      buildReward({ id: 'other-journey', journeyId: 'j2' }),
      buildReward({ id: 'expired', finalDate: '2024/05/14' }),
      buildReward({ id: 'not-yet', startDate: '2024/05/16' }),
      buildReward({ id: 'won', winner: { id: 'u9' } }),
      buildReward({ id: 'first' }),
      buildReward({ id: 'second' }),
    ];
    expect(findInstantRewardCandidate(rewards, 'j1', today)?.id).toBe('first');
    expect(instantRewardCandidates(rewards, 'j1', today).map((r) => r.id)).toEqual(['first', 'second']);
  });

  it('keeps the stored order of the rewards', () => {
    const rewards = [buildReward({ id: 'b' }), buildReward({ id: 'a' })];
    expect(findInstantRewardCandidate(rewards, 'j1', today)?.id).toBe('b');
  });

  it('offers a reward on its first and last day', () => {
    expect(findInstantRewardCandidate([buildReward()], 'j1', '2024/05/01')?.id).toBe('r1');
    expect(findInstantRewardCandidate([buildReward()], 'j1', '2024-05-31')?.id).toBe('r1');
    expect(findInstantRewardCandidate([buildReward()], 'j1', '2024/06/01')).toBeNull();
  });

  it('is null when no reward remains', () => {
    expect(findInstantRewardCandidate([], 'j1', today)).toBeNull();
    expect(findInstantRewardCandidate([buildReward({ winner: 'u1' })], 'j1', today)).toBeNull();
  });
});

describe('instant reward chance', () => {
  it('wins when random·100 is below the rate', () => {
    expect(winsInstantReward(30, 0)).toBe(true);
    expect(winsInstantReward(30, 0.29)).toBe(true);
    expect(winsInstantReward(30, 0.2999)).toBe(true);
    expect(winsInstantReward(30, 0.3)).toBe(false);
    expect(winsInstantReward(30, 0.99)).toBe(false);
    expect(winsInstantReward(50, 0.49)).toBe(true);
    expect(winsInstantReward(50, 0.5)).toBe(false);
  });

  it('always wins at the default rate of 100', () => {
    expect(DEFAULT_INSTANT_REWARD_RATE).toBe(100);
    for (const random of [0, 0.5, 0.99, 0.999999]) {
      expect(winsInstantReward(DEFAULT_INSTANT_REWARD_RATE, random)).toBe(true);
    }
  });

  it('never wins at rate 0', () => {
    for (const random of [0, 0.000001, 0.5, 0.999999]) expect(winsInstantReward(0, random)).toBe(false);
  });

  it('wins about rate percent of the time over a uniform spread of draws', () => {
    const draws = Array.from({ length: 1000 }, (_, i) => i / 1000);
    expect(draws.filter((random) => winsInstantReward(25, random))).toHaveLength(250);
  });
});
