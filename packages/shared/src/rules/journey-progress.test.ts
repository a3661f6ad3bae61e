import { describe, expect, it } from 'vitest';
import { JOURNEY_PROGRESS_BUCKETS } from '../constants.ts';
import {
  isJourneyComplete,
  isSingleRead,
  journeyProgress,
  progressBucket,
  requiredPointIds,
} from './journey-progress.ts';

const points = (...ids: string[]) => ids.map((id) => ({ id, journeyRequired: false }));

describe('required points', () => {
  it('are all the points when none is flagged journeyRequired', () => {
    expect(requiredPointIds(points('a', 'b', 'c'))).toEqual(['a', 'b', 'c']);
    expect(requiredPointIds([{ id: 'a' }, { id: 'b' }])).toEqual(['a', 'b']);
  });

  it('are only the flagged points when any is flagged journeyRequired', () => {
    const journey = [
      { id: 'a', journeyRequired: true },
      { id: 'b', journeyRequired: false },
      { id: 'c', journeyRequired: true },
      { id: 'd' },
    ];
    expect(requiredPointIds(journey)).toEqual(['a', 'c']);
  });

  it('count a point listed twice once', () => {
    expect(requiredPointIds(points('a', 'b', 'a'))).toEqual(['a', 'b']);
  });
});

describe('journey progress', () => {
  const journey = points('a', 'b', 'c', 'd');

  it('is the share of required points unlocked', () => {
    expect(journeyProgress(journey, [])).toBe(0);
    expect(journeyProgress(journey, ['a'])).toBe(0.25);
    expect(journeyProgress(journey, ['a', 'c'])).toBe(0.5);
    expect(journeyProgress(journey, ['a', 'b', 'c'])).toBe(0.75);
    expect(journeyProgress(journey, ['d', 'c', 'b', 'a'])).toBe(1);
  });

  it('ignores unlocked points outside the journey and repeated unlocks', () => {
    expect(journeyProgress(journey, ['a', 'a', 'x', 'y'])).toBe(0.25);
    expect(journeyProgress(points('a', 'b', 'c'), new Set(['a', 'z']))).toBeCloseTo(1 / 3, 12);
  });

  it('counts only the required points when some are flagged', () => {
    const flagged = [
      { id: 'a', journeyRequired: true },
      { id: 'b', journeyRequired: true },
      { id: 'c', journeyRequired: false },
    ];
    expect(journeyProgress(flagged, ['c'])).toBe(0);
    expect(journeyProgress(flagged, ['a', 'c'])).toBe(0.5);
    expect(journeyProgress(flagged, ['a', 'b'])).toBe(1);
  });

  it('is 0 for a journey without points', () => {
    expect(journeyProgress([], ['a'])).toBe(0);
  });
});

describe('journey completion', () => {
  it('completes the journey when the share of required points reaches 1', () => {
    expect(isJourneyComplete(points('a', 'b'), ['a', 'b'])).toBe(true);
    expect(isJourneyComplete([{ id: 'a', journeyRequired: true }, { id: 'b' }], ['a'])).toBe(true);
  });

  it('does not complete it while a required point is locked', () => {
    expect(isJourneyComplete(points('a', 'b'), ['a'])).toBe(false);
    expect(isJourneyComplete(points('a', 'b'), [])).toBe(false);
  });

  it('never completes a journey without points', () => {
    expect(isJourneyComplete([], [])).toBe(false);
  });
});

describe('journey progress buckets', () => {
  it('lists the spec buckets in order', () => {
    expect(JOURNEY_PROGRESS_BUCKETS).toEqual([
      'Leitura única',
      '1 a 10',
      '11 a 25',
      '26 a 50',
      '51 a 75',
      '75 a 99',
      '100',
    ]);
  });

  it("calls a journey with exactly one unlock or access a 'Leitura única'", () => {
    expect(isSingleRead(1)).toBe(true);
    expect(isSingleRead(0)).toBe(false);
    expect(isSingleRead(2)).toBe(false);
  });

  it.each([0, 10, 50, 100])("puts a single read at %d%% in 'Leitura única'", (percent) => {
    expect(progressBucket(percent, true)).toBe('Leitura única');
  });

  it.each([
    [0.5, '1 a 10'],
    [1, '1 a 10'],
    [10, '1 a 10'],
    [10.5, '11 a 25'],
    [11, '11 a 25'],
    [25, '11 a 25'],
    [26, '26 a 50'],
    [50, '26 a 50'],
    [51, '51 a 75'],
    [75, '51 a 75'],
    [76, '75 a 99'],
    [99, '75 a 99'],
    [99.9, '75 a 99'],
    [100, '100'],
    [100.5, '100'],
  ] as const)('puts %d%% in bucket %s', (percent, bucket) => {
    expect(progressBucket(percent, false)).toBe(bucket);
  });

  it('puts a journey with 1 of 3 required points (33.3 %) in 26 a 50', () => {
    expect(progressBucket(journeyProgress(points('a', 'b', 'c'), ['a']) * 100, false)).toBe('26 a 50');
  });

  it('puts no unlocked required point in any bucket', () => {
    expect(progressBucket(0, false)).toBeNull();
    expect(progressBucket(-5, false)).toBeNull();
    expect(progressBucket(Number.NaN, false)).toBeNull();
  });
});
