/**
 * Usage dashboards of the panel (issue 15, docs/panel-api.md "Analytics"). Answers are computed in
 * the database from rollups (migration 0019); buckets follow rules/analytics.ts. Fields are only
 * ever added to these shapes, never renamed.
 */
import { z } from 'zod';
import { JOURNEY_PROGRESS_BUCKETS, ROLLED_UP_TRACKERS } from '../constants.ts';
import { localizedText } from '../localized-text.ts';
import { GENDER_BUCKETS, REGION_BUCKETS, ROAD_MAP_COMPLETION_BANDS } from '../rules/analytics.ts';
import { RATING_TYPES } from '../rules/ratings.ts';
import { id, isoDateTime } from './common.ts';

const DATE = { error: 'date-invalid' } as const;

/**
 * Query string of every dashboard: first and last day (YYYY-MM-DD, inclusive, in the dashboard's
 * time zone; default the last 30 days) and, on the guide dashboard, one journey.
 */
export const analyticsQuery = z.object({
  from: z.iso.date(DATE).optional(),
  to: z.iso.date(DATE).optional(),
  journeyId: id.optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

/** The period an answer covers, as resolved by the server. */
export const analyticsPeriod = z.object({
  from: z.string(),
  to: z.string(),
  /** IANA zone the hour, day and weekday buckets are counted in (America/Sao_Paulo). */
  timeZone: z.string(),
});
export type AnalyticsPeriod = z.infer<typeof analyticsPeriod>;

/** One bar of a chart: its label (a spec value or a key the UI translates) and its count. */
export const analyticsBucket = z.object({ bucket: z.string(), count: z.number().int() });
export type AnalyticsBucket = z.infer<typeof analyticsBucket>;

const npsFigures = z.object({
  count: z.number().int(),
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
  /** −100..100, null without ratings. */
  score: z.number().nullable(),
});

/**
 * Counts by time bucket, in the period's time zone: `byMonth[0]` is January, `byDayOfMonth[0]` the
 * 1st, `byHour[0]` 00:00–00:59, `byWeekday[0]` Sunday (WEEKDAY_NAMES_PT order).
 */
export const timeSeries = z.object({
  byMonth: z.array(z.number().int()).length(12),
  byDayOfMonth: z.array(z.number().int()).length(31),
  byHour: z.array(z.number().int()).length(24),
  byWeekday: z.array(z.number().int()).length(7),
});
export type TimeSeries = z.infer<typeof timeSeries>;

/** Unlocks and content accesses of one point, with unlocks split by tracker (ROLLED_UP_TRACKERS). */
export const pointRanking = z.object({
  pointId: z.string(),
  name: z.string().nullable(),
  unlocks: z.number().int(),
  accesses: z.number().int(),
  /** Unlocks and accesses by tracker: intPointDialog, toolBar, OutOfApp (QR), raContent, gps, camera. */
  trackers: z.record(z.enum(ROLLED_UP_TRACKERS), z.number().int()),
});
export type PointRanking = z.infer<typeof pointRanking>;

export const journeyProgressChart = z.object({
  journeyId: z.string(),
  name: localizedText.nullable(),
  /** The required points counted (journeyRequired ones, else all enabled points of the journey). */
  requiredPoints: z.number().int(),
  /** Every JOURNEY_PROGRESS_BUCKETS label, in order. */
  buckets: z.array(z.object({ bucket: z.enum(JOURNEY_PROGRESS_BUCKETS), count: z.number().int() })),
});
export type JourneyProgressChart = z.infer<typeof journeyProgressChart>;

export const targetMeanFigure = z.object({
  id: z.string(),
  name: localizedText.nullable(),
  count: z.number().int(),
  mean: z.number().nullable(),
});

/** A recent comment: the visitor's name only when they have an account (never an anonymous one). */
export const analyticsComment = z.object({
  type: z.enum(RATING_TYPES),
  targetId: z.string(),
  targetName: localizedText.nullable(),
  rate: z.number().int(),
  comment: z.string(),
  userName: z.string().nullable(),
  createdAt: isoDateTime,
});

/** GET /api/panel/guides/:guideId/analytics */
export const guideAnalytics = z.object({
  guideId: z.string(),
  journeyId: z.string().nullable(),
  period: analyticsPeriod,
  headline: z.object({
    /** Distinct visitors who interacted in the period (the journey's, with journeyId). */
    visitors: z.number().int(),
    registeredVisitors: z.number().int(),
    anonymousVisitors: z.number().int(),
    unlocks: z.number().int(),
    contentAccesses: z.number().int(),
    completedJourneys: z.number().int(),
    rating: npsFigures,
    emblemsWon: z.number().int(),
    rewardsWon: z.number().int(),
  }),
  /** Interactions (unlocks + content accesses) by time bucket. */
  interactions: timeSeries,
  /** Visitors by GENDER_BUCKETS, every bucket present, in that order. */
  gender: z.array(z.object({ bucket: z.enum(GENDER_BUCKETS), count: z.number().int() })),
  /** Visitors by the guide dashboards' age groups (ageGroupLabels('guide')), in order. */
  ageGroups: z.array(analyticsBucket),
  /** Visitors by REGION_BUCKETS, every bucket present, in that order. */
  regions: z.array(z.object({ bucket: z.enum(REGION_BUCKETS), count: z.number().int() })),
  /** One chart per journey of the guide (only the filtered one with journeyId). */
  journeys: z.array(journeyProgressChart),
  /** Points by unlocks then accesses, most first (at most 100). */
  points: z.array(pointRanking),
  ratings: z.object({
    nps: npsFigures,
    journeys: z.array(targetMeanFigure),
    points: z.array(targetMeanFigure),
    /** The 10 latest ratings with a comment in the period. */
    latestComments: z.array(analyticsComment),
  }),
  habit: z.object({
    /** −14..0 (rules/analytics.ts habitScore). */
    score: z.number().int(),
    weeklyThreshold: z.number().int(),
    /** Interactions per week (Monday first) of the period, and whether each reached the threshold. */
    weeks: z.array(z.object({ weekStart: z.string(), interactions: z.number().int(), reached: z.boolean() })),
  }),
});
export type GuideAnalytics = z.infer<typeof guideAnalytics>;

/** GET /api/panel/guides/:guideId/analytics/accesses */
export const accessAnalytics = z.object({
  guideId: z.string(),
  period: analyticsPeriod,
  headline: z.object({
    /** Usage-log rows of the guide (every feature). */
    accesses: z.number().int(),
    /** Distinct signed visitors among them. */
    visitors: z.number().int(),
    pointClicks: z.number().int(),
    pointAccesses: z.number().int(),
  }),
  /** Accesses by feature (guideAcess, …), most first. */
  features: z.array(analyticsBucket),
  /** Accesses by the access dashboards' age groups (ageGroupLabels('access')), in order. */
  ageGroups: z.array(analyticsBucket),
  gender: z.array(z.object({ bucket: z.enum(GENDER_BUCKETS), count: z.number().int() })),
  /** Accesses by time bucket. */
  accessesByTime: timeSeries,
  /** Points by clicks then accesses (intPointClicks / intPointAcess), most first (at most 100). */
  points: z.array(
    z.object({
      pointId: z.string(),
      name: z.string().nullable(),
      clicks: z.number().int(),
      accesses: z.number().int(),
    }),
  ),
});
export type AccessAnalytics = z.infer<typeof accessAnalytics>;

/** GET /api/panel/road-maps/:roadMapId/analytics */
export const roadMapAnalytics = z.object({
  roadMapId: z.string(),
  period: analyticsPeriod,
  headline: z.object({
    executions: z.number().int(),
    /** Distinct visitors with an execution in the period. */
    visitors: z.number().int(),
    /** Guides of the road map (the completion denominator). */
    guides: z.number().int(),
    /** Usage-log rows of the road map (accesses with its id). */
    accesses: z.number().int(),
  }),
  /** Executions by the road-map age groups (ageGroupLabels('roadMap')), in order. */
  ageGroups: z.array(analyticsBucket),
  gender: z.array(z.object({ bucket: z.enum(GENDER_BUCKETS), count: z.number().int() })),
  /** Visitors by ROAD_MAP_COMPLETION_BANDS (share of the road map's guides executed), in order. */
  completion: z.array(z.object({ bucket: z.enum(ROAD_MAP_COMPLETION_BANDS), count: z.number().int() })),
  /** Executions per guide of the road map. */
  guides: z.array(
    z.object({
      guideId: z.string(),
      name: z.string().nullable(),
      executions: z.number().int(),
      visitors: z.number().int(),
    }),
  ),
  executionsByTime: timeSeries,
});
export type RoadMapAnalytics = z.infer<typeof roadMapAnalytics>;

/** The CSV export's sections, in the order they are streamed. */
export const ANALYTICS_EXPORT_SECTIONS = ['interactions', 'accesses', 'ratings', 'completions'] as const;
export type AnalyticsExportSection = (typeof ANALYTICS_EXPORT_SECTIONS)[number];

// ─── Raw event export (issue 31 item 5) ─────────────────────────────────────────────────────

export const RAW_EXPORT_FORMATS = ['ndjson', 'csv'] as const;
export type RawExportFormat = (typeof RAW_EXPORT_FORMATS)[number];

/** GET /api/panel/guides/:guideId/analytics/raw-export: a period (as the dashboards) and a format. */
export const rawExportQuery = analyticsQuery.omit({ journeyId: true }).extend({
  format: z.enum(RAW_EXPORT_FORMATS, { error: 'invalid-request' }).default('ndjson'),
});
export type RawExportQuery = z.infer<typeof rawExportQuery>;

/**
 * The anonymised raw export's fields, in the CSV's column order (docs/product-decisions.md "Visit
 * insights"): no name, e-mail, phone, gender, city or birth date; the visitor is a pseudonym of
 * this export only.
 */
export const RAW_EXPORT_COLUMNS = [
  'source',
  'at',
  'event',
  'tracker',
  'journeyId',
  'pointId',
  'language',
  'format',
  'visitor',
  'ageBand',
  'region',
] as const;

export const rawExportRow = z.object({
  /** 'interaction' (an unlock or a content access) or 'visitEvent' (VISIT_EVENT_KINDS). */
  source: z.enum(['interaction', 'visitEvent']),
  /** ISO 8601, UTC. */
  at: z.string(),
  /** An interaction's 'unlock' or 'access'; a visit event's kind (pointView, narrationPlay, …). */
  event: z.string(),
  /** How an interaction was made (intPointDialog, toolBar, OutOfApp, raContent); null for visit events. */
  tracker: z.string().nullable(),
  journeyId: z.string().nullable(),
  pointId: z.string(),
  language: z.string().nullable(),
  format: z.string().nullable(),
  /** The same for one visitor within this export, unrelated across exports; null without a session. */
  visitor: z.string().nullable(),
  /** The dashboards' age band (0-18 … 60+) on the visitor's first day in the guide, or 'unknown'. */
  ageBand: z.string(),
  /** Where the visitor lives relative to the venue: sameCity, sameMesoregion, sameState, otherStates, unknown. */
  region: z.string(),
});
export type RawExportRow = z.infer<typeof rawExportRow>;
