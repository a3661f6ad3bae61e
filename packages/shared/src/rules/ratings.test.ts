import { describe, expect, it } from 'vitest';
import { meanScore, netPromoterScore, ratingBand, ratingBandRange } from './ratings.ts';

describe('rating bands (spec §9)', () => {
  it('calls 0 to 6 detractors, 7 and 8 passives, 9 and 10 promoters', () => {
    const bands = Array.from({ length: 11 }, (_, score) => ratingBand(score));
    expect(bands).toEqual([...Array(7).fill('detractor'), 'passive', 'passive', 'promoter', 'promoter']);
  });

  it('gives each band its score range for filters', () => {
    expect(ratingBandRange('detractor')).toEqual({ min: 0, max: 6 });
    expect(ratingBandRange('passive')).toEqual({ min: 7, max: 8 });
    expect(ratingBandRange('promoter')).toEqual({ min: 9, max: 10 });
  });
});

describe('the guide score (NPS)', () => {
  it('is promoters minus detractors as a percentage of all ratings', () => {
    // 3 promoters, 1 passive, 1 detractor: (3 − 1) / 5 = 40 %.
    expect(netPromoterScore([10, 9, 9, 8, 6])).toEqual({
      count: 5,
      promoters: 3,
      passives: 1,
      detractors: 1,
      score: 40,
    });
  });

  it('counts the band edges 6 and 9 on the right side', () => {
    expect(netPromoterScore([6]).score).toBe(-100);
    expect(netPromoterScore([7]).score).toBe(0);
    expect(netPromoterScore([8]).score).toBe(0);
    expect(netPromoterScore([9]).score).toBe(100);
  });

  it('rounds to a whole percentage and has no score without ratings', () => {
    expect(netPromoterScore([10, 0, 7]).score).toBe(0);
    expect(netPromoterScore([10, 10, 0]).score).toBe(33);
    expect(netPromoterScore([]).score).toBeNull();
  });
});

describe('journey and point means', () => {
  it('are plain means rounded to one decimal', () => {
    expect(meanScore([10, 9, 8])).toBe(9);
    expect(meanScore([10, 5, 5])).toBe(6.7);
    expect(meanScore([0])).toBe(0);
    expect(meanScore([])).toBeNull();
  });
});
