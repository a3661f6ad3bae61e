import { HABIT_WEEKLY_THRESHOLD, habitScore, meetsWeeklyThreshold, type TimeSeries } from '@percurso/shared';
import type { Period } from './period.ts';

const DAY_MS = 86_400_000;

/** Every day of the period, oldest first. */
export function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${period.from}T00:00:00Z`); t <= Date.parse(`${period.to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

const add = (bars: number[], index: number, count: number) => {
  bars[index] = (bars[index] ?? 0) + count;
};

/** Folds day totals (at most 732 rows) and hour totals (24) read from the database into the four charts. */
export function foldTimeSeries(
  days: ReadonlyArray<{ day: string; count: number }>,
  hours: ReadonlyArray<{ hour: number; count: number }>,
): TimeSeries {
  const series: TimeSeries = {
    byMonth: Array(12).fill(0),
    byDayOfMonth: Array(31).fill(0),
    byHour: Array(24).fill(0),
    byWeekday: Array(7).fill(0),
  };
  for (const { day, count } of days) {
    const date = new Date(`${day}T12:00:00Z`);
    add(series.byMonth, date.getUTCMonth(), count);
    add(series.byDayOfMonth, date.getUTCDate() - 1, count);
    add(series.byWeekday, date.getUTCDay(), count);
  }
  for (const { hour, count } of hours) add(series.byHour, hour, count);
  return series;
}

/** The habit score of the period's daily interactions and its weeks (Monday first). */
export function habitOf(period: Period, perDay: ReadonlyMap<string, number>) {
  const days = daysOf(period);
  const daily = days.map((day) => perDay.get(day) ?? 0);
  const weeks = new Map<string, number>();
  for (const [index, day] of days.entries()) {
    const date = new Date(`${day}T12:00:00Z`);
    const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
    weeks.set(monday, (weeks.get(monday) ?? 0) + (daily[index] ?? 0));
  }
  return {
    score: habitScore(daily),
    weeklyThreshold: HABIT_WEEKLY_THRESHOLD,
    weeks: [...weeks].map(([weekStart, interactions]) => ({
      weekStart,
      interactions,
      reached: meetsWeeklyThreshold(interactions),
    })),
  };
}
