import { ANALYTICS_TIME_ZONE, defaultAnalyticsRange, MAX_ANALYTICS_RANGE_DAYS, timeBuckets } from '@percurso/shared';
import { sql } from 'kysely';
import { AppError } from '../../http/app-error.ts';

/** A dashboard's days, inclusive, and the whole months inside them (for the month-grain rollups). */
export interface Period {
  from: string;
  to: string;
  /** First day of the first whole month in the period, and first day after the last whole month. */
  fullFrom: string;
  fullUntil: string;
}

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The asked period, or the last 30 days (today in ANALYTICS_TIME_ZONE); 400 `date-invalid` when reversed or too long. */
export function resolvePeriod(query: { from?: string; to?: string }, now: Date = new Date()): Period {
  const fallback = defaultAnalyticsRange(timeBuckets(now).day);
  const to = query.to ?? (query.from ? addDays(query.from, 29) : fallback.to);
  const from = query.from ?? (query.to ? addDays(query.to, -29) : fallback.from);
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw new AppError('date-invalid', { field: 'from' });
  if (days > MAX_ANALYTICS_RANGE_DAYS) throw new AppError('date-invalid', { field: 'to' });
  const fullFrom = from.endsWith('-01') ? from : `${addDays(`${from.slice(0, 7)}-28`, 4).slice(0, 7)}-01`;
  const afterTo = addDays(to, 1);
  const fullUntil = afterTo.endsWith('-01') ? afterTo : `${to.slice(0, 7)}-01`;
  // No whole month inside the period: every day is read from the day rows.
  if (fullUntil <= fullFrom) return { from, to, fullFrom, fullUntil: fullFrom };
  return { from, to, fullFrom, fullUntil };
}

/**
 * Rows of a grained rollup covering the period: month rows ('m') for its whole months, day rows
 * ('d') for the days of the partial months at its edges.
 */
export function grainCovers(period: Period) {
  return sql`((grain = 'm' and day >= ${period.fullFrom}::date and day < ${period.fullUntil}::date)
    or (grain = 'd' and day between ${period.from}::date and ${period.to}::date
      and (day < ${period.fullFrom}::date or day >= ${period.fullUntil}::date)))`;
}

/** The period's first instant and the instant after its last day, in ANALYTICS_TIME_ZONE. */
export function instants(period: Period) {
  return {
    start: sql`(${period.from}::date::timestamp at time zone ${ANALYTICS_TIME_ZONE})`,
    end: sql`((${period.to}::date + 1)::timestamp at time zone ${ANALYTICS_TIME_ZONE})`,
  };
}

/** Local day and hour of an event column. */
export const localDay = (column: string) => sql.raw(`(${column} at time zone '${ANALYTICS_TIME_ZONE}')::date`);
export const localHour = (column: string) =>
  sql.raw(`extract(hour from ${column} at time zone '${ANALYTICS_TIME_ZONE}')::int`);
