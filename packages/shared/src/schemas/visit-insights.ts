/**
 * Visit insights (issue 31 items 1–3): what the visitor's app records besides interactions, and
 * the panel's three views of it (docs/panel-api.md "Analytics", docs/product-decisions.md
 * "Visit insights"). Fields are only ever added, never renamed.
 */
import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { localizedText } from '../localized-text.ts';
import { VISIT_EVENT_KINDS } from '../rules/visit-insights.ts';
import { analyticsPeriod } from './analytics.ts';
import { id } from './common.ts';

/** rules/content-format.ts CONTENT_FORMATS (account.ts explains why it is written out). */
const format = z.enum(['standard', 'narration', 'sign-language', 'transcript', 'easy-read', 'audio-description']);

/** One event: its client id (stored once), kind, point, when it happened on the device. */
export const visitEventInput = z.object({
  id: z.uuid(),
  kind: z.enum(VISIT_EVENT_KINDS),
  pointId: id,
  journeyId: id.optional(),
  language: z.enum(LANGUAGES).optional(),
  format: format.optional(),
  /** When it happened (a queued event is sent later); the server keeps it within the last week, never ahead of its clock. */
  at: z.iso.datetime({ offset: true }).optional(),
});
export type VisitEventInput = z.infer<typeof visitEventInput>;

/** POST /api/visit-events: the events queued on the device, oldest first. */
export const visitEventsInput = z.object({ events: z.array(visitEventInput).min(1).max(100) });
export type VisitEventsInput = z.infer<typeof visitEventsInput>;

const share = z.number().min(0).max(1).nullable();

/** GET /api/panel/guides/:guideId/analytics/visits */
export const visitAnalytics = z.object({
  guideId: z.string(),
  period: analyticsPeriod,
  headline: z.object({
    visits: z.number().int(),
    /** Median visit length in whole minutes (null without visits). */
    medianMinutes: z.number().int().nullable(),
    /** Mean distinct points per visit, one decimal. */
    pointsPerVisit: z.number().nullable(),
    /** Visitors whose first visit is in the period. */
    newVisitors: z.number().int(),
    /** Of those, the share with a visit on a later day. */
    returningShare: share,
  }),
  /** Visits started each day of the period, oldest first. */
  perDay: z.array(z.object({ day: z.string(), visits: z.number().int() })),
  /** Visits by length bucket: 0–4, 5–14, 15–29, 30–59, 60–119, 120+ minutes. */
  lengths: z.array(z.object({ fromMinutes: z.number().int(), visits: z.number().int() })),
  /** Visits by distinct points opened (10 and more share the last bar). */
  points: z.array(z.object({ points: z.number().int(), visits: z.number().int() })),
});
export type VisitAnalytics = z.infer<typeof visitAnalytics>;

const mediaFigures = {
  views: z.number().int(),
  /** Views whose end is known (dwell measured). */
  timedViews: z.number().int(),
  /** Mean dwell of the timed views in seconds (capped per view), null without any. */
  meanDwellSeconds: z.number().int().nullable(),
  narrationPlays: z.number().int(),
  narrationCompletes: z.number().int(),
  narrationCompletion: share,
  videoPlays: z.number().int(),
  videoCompletes: z.number().int(),
  videoCompletion: share,
};

/** GET /api/panel/guides/:guideId/analytics/media */
export const mediaAnalytics = z.object({
  guideId: z.string(),
  period: analyticsPeriod,
  headline: z.object(mediaFigures),
  /** Per point (most viewed first), with its figures per language ('' when unknown). */
  points: z.array(
    z.object({
      pointId: z.string(),
      name: localizedText.nullable(),
      ...mediaFigures,
      languages: z.array(z.object({ language: z.string(), ...mediaFigures })),
    }),
  ),
  /** Point views by the content format they opened in ('' when unknown). */
  formats: z.array(z.object({ format: z.string(), views: z.number().int() })),
});
export type MediaAnalytics = z.infer<typeof mediaAnalytics>;

/** GET /api/panel/guides/:guideId/analytics/funnels */
export const funnelAnalytics = z.object({
  guideId: z.string(),
  period: analyticsPeriod,
  journeys: z.array(
    z.object({
      journeyId: z.string(),
      name: localizedText.nullable(),
      /** Visitors whose first interaction in the journey is in the period. */
      visitors: z.number().int(),
      /** Of them, those who did not open the journey's first point. */
      notStarted: z.number().int(),
      steps: z.array(
        z.object({
          pointId: z.string(),
          name: localizedText.nullable(),
          reachedInOrder: z.number().int(),
          reachedShare: share,
          opened: z.number().int(),
          stoppedHere: z.number().int(),
        }),
      ),
    }),
  ),
});
export type FunnelAnalytics = z.infer<typeof funnelAnalytics>;

export const visitEventsResult = z.object({ stored: z.number().int() });
export type VisitEventsResult = z.infer<typeof visitEventsResult>;
