import { describe, expect, it } from 'vitest';
import { histogramMean, histogramMedian, journeyFunnel, shareOf } from './visit-insights.ts';

describe('histogramMedian', () => {
  it('is the lower middle value of the counts, null when empty', () => {
    expect(histogramMedian([])).toBeNull();
    expect(histogramMedian([{ value: 4, count: 0 }])).toBeNull();
    expect(histogramMedian([{ value: 10, count: 1 }])).toBe(10);
    expect(
      histogramMedian([
        { value: 30, count: 1 },
        { value: 2, count: 2 },
        { value: 9, count: 1 },
      ]),
    ).toBe(2);
    expect(
      histogramMedian([
        { value: 1, count: 1 },
        { value: 5, count: 1 },
        { value: 7, count: 1 },
      ]),
    ).toBe(5);
  });
});

describe('histogramMean and shareOf', () => {
  it('averages by count and rounds shares to four decimals', () => {
    expect(histogramMean([])).toBeNull();
    expect(
      histogramMean([
        { value: 1, count: 3 },
        { value: 5, count: 1 },
      ]),
    ).toBe(2);
    expect(shareOf(1, 3)).toBe(0.3333);
    expect(shareOf(1, 0)).toBeNull();
  });
});

describe('journeyFunnel', () => {
  it('counts each visitor up to the first point of the journey they did not open', () => {
    const funnel = journeyFunnel(
      ['a', 'b', 'c'],
      [
        { points: ['a', 'b', 'c'], visitors: 2 },
        { points: ['a'], visitors: 3 },
        { points: ['a', 'c'], visitors: 1 },
        { points: ['b', 'c'], visitors: 4 },
        { points: ['x'], visitors: 0 },
      ],
    );
    expect(funnel.visitors).toBe(10);
    expect(funnel.notStarted).toBe(4);
    expect(funnel.steps).toEqual([
      { pointId: 'a', reachedInOrder: 6, opened: 6, stoppedHere: 4 },
      { pointId: 'b', reachedInOrder: 2, opened: 6, stoppedHere: 0 },
      { pointId: 'c', reachedInOrder: 2, opened: 7, stoppedHere: 2 },
    ]);
  });
});
