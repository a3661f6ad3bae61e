import { type GuideAnalytics, localize, ROLLED_UP_TRACKERS } from '@percurso/shared';
import type { TFunction } from 'i18next';
import {
  ageLabel,
  bandLabel,
  countChart,
  genderLabel,
  regionLabel,
  timeCharts,
  trackerLabel,
} from './analytics-labels.ts';
import type { ChartData } from './chart-table.ts';

type Language = Parameters<typeof localize>[1];

/** Every chart of the guide dashboard as data (the cards draw, tabulate and export these). */
export function guideCharts(t: TFunction, language: string, contentLanguage: Language, data: GuideAnalytics) {
  const count = t('panel.analytics.interactions');
  const visitors = t('panel.analytics.visitors');
  const name = (value: GuideAnalytics['journeys'][number]['name'], fallback: string) =>
    (value && localize(value, contentLanguage)) || fallback;
  const points: ChartData = {
    category: { key: 'label', label: t('panel.analytics.point_column') },
    series: [
      { key: 'unlocks', label: t('panel.analytics.unlocks') },
      { key: 'accesses', label: t('panel.analytics.content_accesses') },
    ],
    rows: data.points.slice(0, 15).map((point) => ({
      label: point.name ?? point.pointId,
      unlocks: point.unlocks,
      accesses: point.accesses,
    })),
  };
  const usedTrackers = ROLLED_UP_TRACKERS.filter((tracker) =>
    data.points.some((point) => (point.trackers[tracker] ?? 0) > 0),
  );
  const trackers: ChartData = {
    category: { key: 'label', label: t('panel.analytics.point_column') },
    series: usedTrackers.map((tracker) => ({ key: tracker, label: trackerLabel(t, tracker) })),
    rows: data.points.slice(0, 15).map((point) => ({
      label: point.name ?? point.pointId,
      ...Object.fromEntries(usedTrackers.map((tracker) => [tracker, point.trackers[tracker] ?? 0])),
    })),
  };
  const nps = data.ratings.nps;
  const weekDay = new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const means = (items: GuideAnalytics['ratings']['journeys']): ChartData => ({
    category: { key: 'label', label: t('panel.analytics.point_column') },
    series: [{ key: 'mean', label: t('panel.analytics.mean') }],
    rows: items
      .filter((item) => item.mean !== null)
      .map((item) => ({ label: name(item.name, item.id), mean: Math.round((item.mean ?? 0) * 10) / 10 })),
  });
  return {
    ...timeCharts(t, language, data.interactions, count),
    gender: countChart(
      t('panel.analytics.gender_column'),
      visitors,
      data.gender.map((item) => genderLabel(t, item.bucket)),
      data.gender.map((item) => item.count),
    ),
    ages: countChart(
      t('panel.analytics.age_column'),
      visitors,
      data.ageGroups.map((item) => ageLabel(t, item.bucket)),
      data.ageGroups.map((item) => item.count),
    ),
    regions: countChart(
      t('panel.analytics.region_column'),
      visitors,
      data.regions.map((item) => regionLabel(t, item.bucket)),
      data.regions.map((item) => item.count),
    ),
    journeys: data.journeys.map((journey) => ({
      id: journey.journeyId,
      name: name(journey.name, journey.journeyId),
      requiredPoints: journey.requiredPoints,
      chart: countChart(
        t('panel.analytics.progress_column'),
        visitors,
        journey.buckets.map((item) => bandLabel(t, item.bucket)),
        journey.buckets.map((item) => item.count),
      ),
    })),
    points,
    trackers,
    nps: countChart(
      t('panel.analytics.band_column'),
      t('panel.analytics.ratings'),
      [t('panel.analytics.promoters'), t('panel.analytics.passives'), t('panel.analytics.detractors')],
      [nps.promoters, nps.passives, nps.detractors],
    ),
    journeyMeans: { ...means(data.ratings.journeys), category: { key: 'label', label: t('panel.analytics.journey') } },
    pointMeans: means(data.ratings.points),
    habit: countChart(
      t('panel.analytics.week_column'),
      count,
      data.habit.weeks.map((week) => weekDay.format(new Date(`${week.weekStart}T00:00:00Z`))),
      data.habit.weeks.map((week) => week.interactions),
    ),
  };
}
