/**
 * Analytics buckets (spec §9): age groups per dashboard kind, gender, region, road-map completion
 * bands, time buckets, weekday order and the habit score. Pure: the server's SQL (migration 0019)
 * applies the same edges, and these functions are what the tests pin them to.
 * Journey-progress buckets are `progressBucket` (journey-progress.ts); rating bands and the NPS are
 * `ratingBand` / `netPromoterScore` (ratings.ts).
 */
import { JOURNEY_PROGRESS_BUCKETS } from '../constants.ts';
import { normalizeName } from './name-matching.ts';

/** Dashboards count hours, days and weekdays in this zone (guides carry no zone of their own). */
export const ANALYTICS_TIME_ZONE = 'America/Sao_Paulo';

/** The label of an unknown age (no birth date, a future one, or older than MAX_AGE). */
export const UNKNOWN_AGE = 'Desconhecida';
/** The oldest plausible age (spec §9 "max 120"); older birth dates count as unknown. */
export const MAX_AGE = 120;

/** The three dashboard kinds that group ages differently (spec §9). */
export const AGE_GROUP_KINDS = ['guide', 'roadMap', 'access'] as const;
export type AgeGroupKind = (typeof AGE_GROUP_KINDS)[number];

interface AgeGroup {
  label: string;
  /** Highest age of the group, inclusive (the last group reaches MAX_AGE). */
  max: number;
}

const AGE_GROUP_TABLE: Record<AgeGroupKind, readonly AgeGroup[]> = {
  guide: [
    { label: '0-18', max: 18 },
    { label: '19-29', max: 29 },
    { label: '30-39', max: 39 },
    { label: '40-49', max: 49 },
    { label: '50-59', max: 59 },
    { label: '60+', max: MAX_AGE },
  ],
  roadMap: [
    { label: '0 a 18', max: 18 },
    { label: '19 a 29', max: 29 },
    { label: '30 a 39', max: 39 },
    { label: '40 a 49', max: 49 },
    { label: '50 a 59', max: 59 },
    { label: '60 a 99+', max: MAX_AGE },
  ],
  // The spec writes '51 a 60' and '60 a 99+': 60 itself stays in '51 a 60'.
  access: [
    { label: '0 a 18', max: 18 },
    { label: '19 a 24', max: 24 },
    { label: '25 a 40', max: 40 },
    { label: '41 a 50', max: 50 },
    { label: '51 a 60', max: 60 },
    { label: '60 a 99+', max: MAX_AGE },
  ],
};

/** Every label of a dashboard's age chart, in order, 'Desconhecida' last. */
export function ageGroupLabels(kind: AgeGroupKind): string[] {
  return [...AGE_GROUP_TABLE[kind].map((group) => group.label), UNKNOWN_AGE];
}

/** The upper bounds of a kind's groups (the SQL mirror reads them). */
export function ageGroupBounds(kind: AgeGroupKind): Array<{ label: string; max: number }> {
  return AGE_GROUP_TABLE[kind].map((group) => ({ ...group }));
}

/**
 * Whole years from a birth date (YYYY-MM-DD or YYYY/MM/DD) to the day `at` (YYYY-MM-DD, the
 * event's day in ANALYTICS_TIME_ZONE); null when unknown, in the future or above MAX_AGE.
 */
export function ageOn(birthDate: string | null | undefined, at: string): number | null {
  const birth = /^(\d{4})[/-](\d{2})[/-](\d{2})/.exec(birthDate ?? '');
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(at);
  if (!birth || !day) return null;
  const [by, bm, bd] = [Number(birth[1]), Number(birth[2]), Number(birth[3])];
  const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  if (age < 0 || age > MAX_AGE) return null;
  return age;
}

/** The age group of an age (null: unknown) for a dashboard kind. */
export function ageGroup(kind: AgeGroupKind, age: number | null): string {
  if (age === null || !Number.isFinite(age) || age < 0 || age > MAX_AGE) return UNKNOWN_AGE;
  const group = AGE_GROUP_TABLE[kind].find((candidate) => age <= candidate.max);
  return group?.label ?? UNKNOWN_AGE;
}

/** Gender buckets of the dashboards: the spec's genders plus 'Não informado' for anything else. */
export const GENDER_BUCKETS = ['Masculino', 'Feminino', 'Outro', 'Não informado'] as const;
export type GenderBucket = (typeof GENDER_BUCKETS)[number];

export function genderBucket(gender: string | null | undefined): GenderBucket {
  const found = GENDER_BUCKETS.find((bucket) => bucket === gender && bucket !== 'Não informado');
  return found ?? 'Não informado';
}

/**
 * Region buckets (spec §9): the visitor's city against the guide's, using IBGE's division.
 * 'sameState' is "other regions of the state" (same state, another mesoregion).
 */
export const REGION_BUCKETS = ['sameCity', 'sameMesoregion', 'sameState', 'otherStates', 'unknown'] as const;
export type RegionBucket = (typeof REGION_BUCKETS)[number];

/** A place resolved against the IBGE tables: municipality, mesoregion and state codes. */
export interface ResolvedPlace {
  municipalityId: number | null;
  mesoregionId: number | null;
  stateId: number | null;
}

/**
 * The region of a visitor's place seen from the guide's. Unknown when the visitor's place could
 * not be resolved to at least a state, or the guide's place is unknown.
 */
export function regionBucket(visitor: ResolvedPlace | null, guide: ResolvedPlace | null): RegionBucket {
  if (!visitor || !guide || visitor.stateId === null || guide.stateId === null) return 'unknown';
  if (visitor.stateId !== guide.stateId) return 'otherStates';
  if (visitor.municipalityId !== null && visitor.municipalityId === guide.municipalityId) return 'sameCity';
  if (visitor.mesoregionId === null || guide.mesoregionId === null) return 'sameState';
  return visitor.mesoregionId === guide.mesoregionId ? 'sameMesoregion' : 'sameState';
}

/**
 * The key a city or state name is compared by, as guide names are (name-matching.ts): no accents,
 * no case, nothing but letters and digits. Migration 0019's `analytics_place_key` is the SQL mirror.
 */
export function placeKey(name: string | null | undefined): string {
  return normalizeName(name ?? '');
}

/** Road-map completion bands (spec §9): 'Acesso único' then the journey-progress bands. */
export const ROAD_MAP_COMPLETION_BANDS = ['Acesso único', ...JOURNEY_PROGRESS_BUCKETS.slice(1)] as const;
export type RoadMapCompletionBand = (typeof ROAD_MAP_COMPLETION_BANDS)[number];

/**
 * The completion band of a visitor on a road map: 'Acesso único' for exactly one execution,
 * otherwise the percent of the road map's guides visited with the journey-progress edges
 * ((0,10] '1 a 10', …, (50,75] '51 a 75', (75,100) '75 a 99', 100+ '100'); 0% is null.
 */
export function completionBand(percent: number, executions: number): RoadMapCompletionBand | null {
  if (executions === 1) return 'Acesso único';
  if (!(percent > 0)) return null;
  if (percent <= 10) return '1 a 10';
  if (percent <= 25) return '11 a 25';
  if (percent <= 50) return '26 a 50';
  if (percent <= 75) return '51 a 75';
  if (percent < 100) return '75 a 99';
  return '100';
}

/** Time buckets (spec §9): 12 months, 31 days of the month, 24 hours, 7 weekdays. */
export const TIME_BUCKET_SIZES = { month: 12, dayOfMonth: 31, hour: 24, weekday: 7 } as const;

/** Weekday names in Portuguese, Sunday first (index = PostgreSQL's `extract(dow …)`, JS getDay). */
export const WEEKDAY_NAMES_PT = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;

/** The local parts of an instant in ANALYTICS_TIME_ZONE (or `timeZone`), as the buckets use them. */
export function timeBuckets(
  at: Date,
  timeZone: string = ANALYTICS_TIME_ZONE,
): { day: string; month: number; dayOfMonth: number; hour: number; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    /** 1..12 */
    month: Number(part('month')),
    /** 1..31 */
    dayOfMonth: Number(part('day')),
    /** 0..23 */
    hour: Number(part('hour')),
    /** 0 (Sunday)..6 */
    weekday,
  };
}

/** Habit rule (spec §9): a week counts when it reaches this many interactions. */
export const HABIT_WEEKLY_THRESHOLD = 7;
/** The habit score never goes below this (two weeks) nor above 0. */
export const HABIT_SCORE_MIN = -14;
export const HABIT_SCORE_MAX = 0;

/**
 * The habit score (our reading, docs/product-decisions.md): how many days before the end of the
 * period the guide last completed a rolling 7-day window with at least HABIT_WEEKLY_THRESHOLD
 * interactions, negated and clamped to -14..0. `daily` holds the interactions of each day of the
 * period, oldest first (the last entry is the period's last day). 0: the last 7 days reached the
 * threshold; -14: no window reached it in the last 14 days (or ever).
 */
export function habitScore(daily: readonly number[]): number {
  for (let end = daily.length - 1, daysAgo = 0; end >= 0 && daysAgo <= -HABIT_SCORE_MIN; end -= 1, daysAgo += 1) {
    let windowTotal = 0;
    for (let i = Math.max(0, end - 6); i <= end; i += 1) windowTotal += daily[i] ?? 0;
    if (windowTotal >= HABIT_WEEKLY_THRESHOLD)
      return daysAgo === 0 ? HABIT_SCORE_MAX : Math.max(HABIT_SCORE_MIN, -daysAgo);
  }
  return HABIT_SCORE_MIN;
}

/** Whether a week with this many interactions meets the habit threshold. */
export function meetsWeeklyThreshold(interactions: number): boolean {
  return interactions >= HABIT_WEEKLY_THRESHOLD;
}

/** The default period of a dashboard: the last 30 days up to `today` (YYYY-MM-DD), inclusive. */
export function defaultAnalyticsRange(today: string): { from: string; to: string } {
  const end = new Date(`${today}T00:00:00Z`);
  const start = new Date(end.getTime() - 29 * 86_400_000);
  return { from: start.toISOString().slice(0, 10), to: today };
}

/** Longest period a dashboard answers (about two years plus a leap day). */
export const MAX_ANALYTICS_RANGE_DAYS = 732;
