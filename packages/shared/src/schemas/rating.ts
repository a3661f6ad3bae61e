/**
 * Ratings (spec §3 Rating): what a visitor sends, what the panel reads (docs/panel-api.md).
 * A score outside 0–10 answers 'rating-score-invalid' on the field `rate`.
 */
import { z } from 'zod';
import { localizedText } from '../localized-text.ts';
import {
  MAX_RATING_SCORE,
  MIN_RATING_SCORE,
  type NetPromoterScore,
  RATING_BANDS,
  RATING_TYPES,
} from '../rules/ratings.ts';
import { id, isoDateTime } from './common.ts';

const INVALID = { error: 'invalid-request' } as const;
const SCORE = { error: 'rating-score-invalid' } as const;

/**
 * A visitor's rating. `targetId` is the guide, journey or point id (ignored for 'Aplicação');
 * `guideId` is the guide it was given in. Sending again for the same target replaces it.
 */
export const ratingInput = z.object({
  type: z.enum(RATING_TYPES, INVALID),
  targetId: id.optional(),
  guideId: id,
  rate: z.number(SCORE).int(SCORE).min(MIN_RATING_SCORE, SCORE).max(MAX_RATING_SCORE, SCORE),
  comment: z.string(INVALID).trim().max(2000, INVALID).optional(),
});
export type RatingInput = z.infer<typeof ratingInput>;

/** A visitor's own rating, as GET /api/me/ratings and PUT /api/ratings answer it. */
export const ownRating = z.object({
  id,
  type: z.enum(RATING_TYPES),
  targetId: z.string(),
  guideId: z.string().nullable(),
  rate: z.number(),
  comment: z.string().nullable(),
  createdAt: isoDateTime,
});
export type OwnRating = z.infer<typeof ownRating>;

/** A rating in the panel's list: the visitor's name only when they have an account (never 'Anônimo'). */
export const panelRating = ownRating.extend({
  targetName: localizedText.nullable(),
  journeyId: z.string().nullable(),
  userName: z.string().nullable(),
  band: z.enum(RATING_BANDS),
});
export type PanelRating = z.infer<typeof panelRating>;

/** Filters of the panel's list (query string): target type, score band, first and last day (UTC). */
export const panelRatingFilters = z.object({
  type: z.enum(RATING_TYPES, INVALID).optional(),
  band: z.enum(RATING_BANDS, INVALID).optional(),
  from: z.iso.date({ error: 'date-invalid' }).optional(),
  to: z.iso.date({ error: 'date-invalid' }).optional(),
});
export type PanelRatingFilters = z.infer<typeof panelRatingFilters>;

export interface TargetMean {
  id: string;
  name: z.infer<typeof localizedText> | null;
  count: number;
  /** Plain mean of the scores, one decimal. */
  mean: number | null;
}

/** The panel's equivalent of the spec's ratingByGuide: the guide's NPS, the app's, and means. */
export interface RatingSummary {
  guide: NetPromoterScore;
  app: NetPromoterScore;
  journeys: TargetMean[];
  points: TargetMean[];
}
