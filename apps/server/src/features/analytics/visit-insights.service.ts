import {
  ANALYTICS_TIME_ZONE,
  type AnalyticsQuery,
  type FunnelAnalytics,
  histogramMean,
  histogramMedian,
  journeyFunnel,
  type MediaAnalytics,
  orderByIds,
  shareOf,
  type VisitAnalytics,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { requireGuide } from './analytics.service.ts';
import { resolvePeriod } from './period.ts';
import { drainAnalytics } from './rollup-inbox.ts';
import { daysOf } from './time-series.ts';
import * as insights from './visit-insights.repository.ts';

/** Visit insights (issue 31 items 1–3; definitions in docs/product-decisions.md "Visit insights"). */

/** Lower edges of the visit-length chart's bars, in minutes. */
const LENGTH_EDGES = [0, 5, 15, 30, 60, 120] as const;
/** Visits with this many distinct points or more share the last bar. */
const MAX_POINTS_BAR = 10;

async function prepare(db: Db, guideId: string, query: AnalyticsQuery) {
  await requireGuide(db, guideId);
  const period = resolvePeriod(query);
  // The rollups lag the events by up to a second (migration 0025): bring them up to date first.
  await drainAnalytics(db, { wait: true });
  return period;
}

const periodOf = (period: { from: string; to: string }) => ({
  from: period.from,
  to: period.to,
  timeZone: ANALYTICS_TIME_ZONE,
});

export async function visitAnalytics(db: Db, guideId: string, query: AnalyticsQuery): Promise<VisitAnalytics> {
  const period = await prepare(db, guideId, query);
  const [perDay, histograms, returning] = await Promise.all([
    insights.readVisitsPerDay(db, guideId, period),
    insights.readVisitHistograms(db, guideId, period),
    insights.readReturning(db, guideId, period),
  ]);
  const visits = histograms.lengths.reduce((sum, bucket) => sum + bucket.count, 0);
  const meanPoints = histogramMean(histograms.points);
  const byDay = new Map(perDay.map((row) => [row.day, row.visits]));
  const lengthBar = (minutes: number) => LENGTH_EDGES.findLastIndex((edge) => minutes >= edge);
  const lengths = LENGTH_EDGES.map((fromMinutes) => ({ fromMinutes, visits: 0 }));
  for (const { value, count } of histograms.lengths) {
    const bar = lengths[lengthBar(value)];
    if (bar) bar.visits += count;
  }
  const points = Array.from({ length: MAX_POINTS_BAR }, (_, index) => ({ points: index + 1, visits: 0 }));
  for (const { value, count } of histograms.points) {
    const bar = points[Math.min(Math.max(value, 1), MAX_POINTS_BAR) - 1];
    if (bar) bar.visits += count;
  }
  return {
    guideId,
    period: periodOf(period),
    headline: {
      visits,
      medianMinutes: histogramMedian(histograms.lengths),
      pointsPerVisit: meanPoints === null ? null : Math.round(meanPoints * 10) / 10,
      newVisitors: returning.visitors,
      returningShare: shareOf(returning.returned, returning.visitors),
    },
    perDay: daysOf(period).map((day) => ({ day, visits: byDay.get(day) ?? 0 })),
    lengths,
    points,
  };
}

type Figures = Omit<MediaAnalytics['headline'], never>;
type Sums = Omit<insights.MediaRow, 'pointId' | 'name' | 'language'>;

const zero = (): Sums => ({
  views: 0,
  timedViews: 0,
  dwellSeconds: 0,
  narrationPlays: 0,
  narrationCompletes: 0,
  videoPlays: 0,
  videoCompletes: 0,
});

function add(into: Sums, row: Sums) {
  for (const key of Object.keys(into) as Array<keyof Sums>) into[key] += row[key];
}

function figures(sums: Sums): Figures {
  return {
    views: sums.views,
    timedViews: sums.timedViews,
    meanDwellSeconds: sums.timedViews > 0 ? Math.round(sums.dwellSeconds / sums.timedViews) : null,
    narrationPlays: sums.narrationPlays,
    narrationCompletes: sums.narrationCompletes,
    narrationCompletion: shareOf(Math.min(sums.narrationCompletes, sums.narrationPlays), sums.narrationPlays),
    videoPlays: sums.videoPlays,
    videoCompletes: sums.videoCompletes,
    videoCompletion: shareOf(Math.min(sums.videoCompletes, sums.videoPlays), sums.videoPlays),
  };
}

export async function mediaAnalytics(db: Db, guideId: string, query: AnalyticsQuery): Promise<MediaAnalytics> {
  const period = await prepare(db, guideId, query);
  const { perPoint, formats } = await insights.readMedia(db, guideId, period);
  const total = zero();
  const points = new Map<string, { name: insights.MediaRow['name']; sums: Sums; languages: Map<string, Sums> }>();
  for (const row of perPoint) {
    add(total, row);
    const point = points.get(row.pointId) ?? { name: row.name, sums: zero(), languages: new Map() };
    add(point.sums, row);
    const language = point.languages.get(row.language) ?? zero();
    add(language, row);
    point.languages.set(row.language, language);
    points.set(row.pointId, point);
  }
  return {
    guideId,
    period: periodOf(period),
    headline: figures(total),
    points: [...points]
      .map(([pointId, point]) => ({
        pointId,
        name: point.name,
        ...figures(point.sums),
        languages: [...point.languages]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([language, sums]) => ({ language, ...figures(sums) })),
      }))
      .sort((a, b) => b.views - a.views || b.narrationPlays - a.narrationPlays || a.pointId.localeCompare(b.pointId)),
    formats: formats.sort((a, b) => b.views - a.views || a.format.localeCompare(b.format)),
  };
}

export async function funnelAnalytics(db: Db, guideId: string, query: AnalyticsQuery): Promise<FunnelAnalytics> {
  const period = await prepare(db, guideId, query);
  const [{ journeys, points }, sets] = await Promise.all([
    insights.readJourneyOrders(db, guideId),
    insights.readJourneySets(db, guideId, period),
  ]);
  const names = new Map(points.map((point) => [point.id, point.name]));
  return {
    guideId,
    period: periodOf(period),
    journeys: journeys.map((journey) => {
      const order = orderByIds(
        points.filter((point) => point.journey_ids.includes(journey.id)),
        journey.point_order,
      ).map((point) => point.id);
      const funnel = journeyFunnel(
        order,
        sets.filter((set) => set.journeyId === journey.id),
      );
      return {
        journeyId: journey.id,
        name: journey.name,
        visitors: funnel.visitors,
        notStarted: funnel.notStarted,
        steps: funnel.steps.map((step) => ({
          ...step,
          name: names.get(step.pointId) ?? null,
          reachedShare: shareOf(step.reachedInOrder, funnel.visitors),
        })),
      };
    }),
  };
}
