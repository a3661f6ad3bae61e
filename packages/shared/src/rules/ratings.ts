/**
 * Ratings (spec §3 Rating, §9 rating bands): a score from 0 to 10 about the app, a guide, a
 * journey or a point. The guide's score is a Net Promoter Score; journeys and points show means.
 */

/** The spec's rating targets, spelled as stored. */
export const RATING_TYPES = ['Aplicação', 'Guia', 'Jornada', 'Ponto'] as const;
export type RatingType = (typeof RATING_TYPES)[number];

export const MIN_RATING_SCORE = 0;
export const MAX_RATING_SCORE = 10;
/** 6 or less is a detractor (spec §9). */
export const DETRACTOR_MAX_SCORE = 6;
/** 9 or more is a promoter (spec §9). */
export const PROMOTER_MIN_SCORE = 9;

export const RATING_BANDS = ['detractor', 'passive', 'promoter'] as const;
export type RatingBand = (typeof RATING_BANDS)[number];

/** The band of a score: detractor (0–6), passive (7–8) or promoter (9–10). */
export function ratingBand(score: number): RatingBand {
  if (score <= DETRACTOR_MAX_SCORE) return 'detractor';
  if (score >= PROMOTER_MIN_SCORE) return 'promoter';
  return 'passive';
}

/** The lowest and highest score of a band, both inclusive (for filters). */
export function ratingBandRange(band: RatingBand): { min: number; max: number } {
  switch (band) {
    case 'detractor':
      return { min: MIN_RATING_SCORE, max: DETRACTOR_MAX_SCORE };
    case 'passive':
      return { min: DETRACTOR_MAX_SCORE + 1, max: PROMOTER_MIN_SCORE - 1 };
    case 'promoter':
      return { min: PROMOTER_MIN_SCORE, max: MAX_RATING_SCORE };
  }
}

export interface NetPromoterScore {
  count: number;
  promoters: number;
  passives: number;
  detractors: number;
  /**
   * Promoters minus detractors as a percentage of all ratings, rounded to a whole number
   * (−100 to 100); null without ratings.
   */
  score: number | null;
}

/** The guide's score (spec §9): promoter share minus detractor share, in percent. */
export function netPromoterScore(scores: readonly number[]): NetPromoterScore {
  let promoters = 0;
  let detractors = 0;
  for (const score of scores) {
    const band = ratingBand(score);
    if (band === 'promoter') promoters += 1;
    else if (band === 'detractor') detractors += 1;
  }
  const count = scores.length;
  const passives = count - promoters - detractors;
  const score = count === 0 ? null : Math.round(((promoters - detractors) / count) * 100) || 0;
  return { count, promoters, passives, detractors, score };
}

/** A plain mean (journeys and points, spec §9), rounded to one decimal; null without ratings. */
export function meanScore(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  const sum = scores.reduce((total, score) => total + score, 0);
  return Math.round((sum / scores.length) * 10) / 10;
}

/** The target id an app rating is stored under: one app rating per visitor, whatever the guide. */
export const APP_RATING_TARGET_ID = 'app';
