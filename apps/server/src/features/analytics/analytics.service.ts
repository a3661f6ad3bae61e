import {
  type AccessAnalytics,
  type Actor,
  ANALYTICS_TIME_ZONE,
  type AnalyticsQuery,
  ageGroupLabels,
  completionBand,
  GENDER_BUCKETS,
  type GuideAnalytics,
  JOURNEY_PROGRESS_BUCKETS,
  REGION_BUCKETS,
  ROAD_MAP_COMPLETION_BANDS,
  ROLLED_UP_TRACKERS,
  type RoadMapAnalytics,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import * as guides from './guide-analytics.repository.ts';
import { type Period, resolvePeriod } from './period.ts';
import { drainAnalytics } from './rollup-inbox.ts';
import { foldTimeSeries, habitOf } from './time-series.ts';
import * as usage from './usage-analytics.repository.ts';

/** Every label of a chart in order, with the counts found (missing labels count 0). */
function ordered<L extends string>(labels: readonly L[], found: ReadonlyArray<{ bucket: string; count: number }>) {
  const counts = new Map<string, number>();
  for (const { bucket, count } of found) counts.set(bucket, (counts.get(bucket) ?? 0) + count);
  return labels.map((bucket) => ({ bucket, count: counts.get(bucket) ?? 0 }));
}

const periodOf = (period: Period) => ({ from: period.from, to: period.to, timeZone: ANALYTICS_TIME_ZONE });

export async function requireGuide(db: Db, guideId: string) {
  if (!(await guides.guideExists(db, guideId))) throw new AppError('guide/not-found');
}

export async function guideAnalytics(db: Db, guideId: string, query: AnalyticsQuery): Promise<GuideAnalytics> {
  await requireGuide(db, guideId);
  const journeyId = query.journeyId ?? null;
  if (journeyId && !(await guides.journeyOfGuide(db, guideId, journeyId))) {
    throw new AppError('journey/not-found', { field: 'journeyId' });
  }
  const period = resolvePeriod(query);
  const key = journeyId ?? '*';
  // The rollups lag the events by up to a second (migration 0025): bring them up to date first.
  await drainAnalytics(db, { wait: true });
  const [time, groups, points, progress, completions, wins, ratings] = await Promise.all([
    guides.readInteractionTime(db, guideId, key, period),
    guides.readVisitorGroups(db, guideId, key, period),
    guides.readPointRanking(db, guideId, journeyId, period),
    guides.readJourneyProgress(db, guideId, journeyId, period),
    guides.readCompletions(db, guideId, journeyId, period),
    guides.readWins(db, guideId, journeyId, period),
    guides.readRatings(db, guideId, journeyId, period),
  ]);
  const of = (dimension: guides.VisitorGroupRow['dimension']) =>
    groups.filter((g) => g.dimension === dimension).map((g) => ({ bucket: g.value, count: g.visitors }));
  const registered = of('registered');
  const registeredVisitors = registered.find((g) => g.bucket === 'true')?.count ?? 0;
  const anonymousVisitors = registered.find((g) => g.bucket === 'false')?.count ?? 0;
  const unlocks = time.days.reduce((sum, d) => sum + d.unlocks, 0);
  const contentAccesses = time.days.reduce((sum, d) => sum + d.accesses, 0);
  const { promoters, passives, detractors } = ratings.bands;
  const count = promoters + passives + detractors;
  const nps = {
    count,
    promoters,
    passives,
    detractors,
    score: count === 0 ? null : Math.round(((promoters - detractors) / count) * 100) || 0,
  };
  const perDay = new Map(time.days.map((d) => [d.day, d.unlocks + d.accesses]));
  const journeys = new Map<string, GuideAnalytics['journeys'][number]>();
  for (const row of progress) {
    const chart = journeys.get(row.journeyId) ?? {
      journeyId: row.journeyId,
      name: row.name,
      requiredPoints: row.requiredPoints,
      buckets: JOURNEY_PROGRESS_BUCKETS.map((bucket) => ({ bucket, count: 0 })),
    };
    const bucket = chart.buckets.find((b) => b.bucket === row.bucket);
    if (bucket) bucket.count += row.visitors;
    journeys.set(row.journeyId, chart);
  }
  const means = (type: string) =>
    ratings.means.filter((m) => m.type === type).map(({ id, name, count, mean }) => ({ id, name, count, mean }));
  return {
    guideId,
    journeyId,
    period: periodOf(period),
    headline: {
      visitors: registeredVisitors + anonymousVisitors,
      registeredVisitors,
      anonymousVisitors,
      unlocks,
      contentAccesses,
      completedJourneys: completions,
      rating: nps,
      emblemsWon: wins.emblems,
      rewardsWon: wins.rewards,
    },
    interactions: foldTimeSeries(
      time.days.map((d) => ({ day: d.day, count: d.unlocks + d.accesses })),
      time.hours,
    ),
    gender: ordered(GENDER_BUCKETS, of('gender')),
    ageGroups: ordered(ageGroupLabels('guide'), of('age_group')),
    regions: ordered(REGION_BUCKETS, of('region')),
    journeys: [...journeys.values()],
    points: points.map(({ pointId, name, unlocks, accesses, ...trackers }) => ({
      pointId,
      name,
      unlocks,
      accesses,
      trackers: Object.fromEntries(ROLLED_UP_TRACKERS.map((source) => [source, trackers[source]])) as Record<
        (typeof ROLLED_UP_TRACKERS)[number],
        number
      >,
    })),
    ratings: {
      nps,
      journeys: means('Jornada'),
      points: means('Ponto'),
      latestComments: ratings.comments.map((c) => ({
        type: c.type as GuideAnalytics['ratings']['latestComments'][number]['type'],
        targetId: c.targetId,
        targetName: c.targetName,
        rate: c.rate,
        comment: c.comment,
        userName: c.userName,
        createdAt: new Date(c.createdAt).toISOString(),
      })),
    },
    habit: habitOf(period, perDay),
  };
}

export async function accessAnalytics(db: Db, guideId: string, query: AnalyticsQuery): Promise<AccessAnalytics> {
  await requireGuide(db, guideId);
  const period = resolvePeriod(query);
  const figures = await usage.readAccessFigures(db, guideId, period);
  return {
    guideId,
    period: periodOf(period),
    headline: {
      accesses: figures.headline.accesses,
      visitors: figures.headline.visitors,
      pointClicks: figures.headline.clicks,
      pointAccesses: figures.headline.pointAccesses,
    },
    features: [...figures.features].sort((a, b) => b.count - a.count || a.bucket.localeCompare(b.bucket)),
    ageGroups: ordered(ageGroupLabels('access'), figures.ages),
    gender: ordered(GENDER_BUCKETS, figures.genders),
    accessesByTime: foldTimeSeries(figures.time.days, figures.time.hours),
    points: figures.points,
  };
}

/** Road-map dashboards: global admins and the road map's administrators. */
export async function requireRoadMapReader(db: Db, actor: Actor, roadMapId: string) {
  const roadMap = await usage.readRoadMap(db, roadMapId);
  if (!roadMap) throw new AppError('road-map/not-found');
  if (!actor.isGlobalAdmin && !(await usage.isRoadMapAdmin(db, actor.userId, roadMapId))) {
    throw new AppError('permission/denied');
  }
  return roadMap;
}

export async function roadMapAnalytics(
  db: Db,
  roadMap: { id: string; guide_ids: string[] },
  query: AnalyticsQuery,
): Promise<RoadMapAnalytics> {
  const period = resolvePeriod(query);
  const figures = await usage.readRoadMapFigures(db, roadMap.id, roadMap.guide_ids, period);
  const guideCount = roadMap.guide_ids.length;
  const bands = figures.perVisitor.flatMap(({ executions, guides: visited, visitors }) => {
    const band = completionBand(guideCount === 0 ? 0 : (visited / guideCount) * 100, executions);
    return band ? [{ bucket: band, count: visitors }] : [];
  });
  const names = await usage.guideNames(db, [
    ...new Set([...roadMap.guide_ids, ...figures.perGuide.map((g) => g.guideId)]),
  ]);
  const perGuide = new Map(figures.perGuide.map((g) => [g.guideId, g]));
  const guideIds = [
    ...roadMap.guide_ids,
    ...figures.perGuide.map((g) => g.guideId).filter((id) => !roadMap.guide_ids.includes(id)),
  ];
  return {
    roadMapId: roadMap.id,
    period: periodOf(period),
    headline: { ...figures.headline, guides: guideCount },
    ageGroups: ordered(ageGroupLabels('roadMap'), figures.ages),
    gender: ordered(GENDER_BUCKETS, figures.genders),
    completion: ordered(ROAD_MAP_COMPLETION_BANDS, bands),
    guides: guideIds.map((guideId) => ({
      guideId,
      name: names.get(guideId) ?? null,
      executions: perGuide.get(guideId)?.executions ?? 0,
      visitors: perGuide.get(guideId)?.visitors ?? 0,
    })),
    executionsByTime: foldTimeSeries(figures.time.days, figures.time.hours),
  };
}
