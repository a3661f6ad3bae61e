import type { MessageKey } from '@percurso/i18n';
import type { GenderBucket, RegionBucket, TimeSeries } from '@percurso/shared';
import type { TFunction } from 'i18next';
import type { ChartData } from './chart-table.ts';

type T = TFunction;

const GENDER_KEYS: Record<GenderBucket, MessageKey> = {
  Masculino: 'panel.analytics.gender.male',
  Feminino: 'panel.analytics.gender.female',
  Outro: 'panel.analytics.gender.other',
  'Não informado': 'panel.analytics.gender.unknown',
};

export const genderLabel = (t: T, bucket: GenderBucket) => t(GENDER_KEYS[bucket]);
export const regionLabel = (t: T, bucket: RegionBucket) => t(`panel.analytics.region.${bucket}` as MessageKey);
export const trackerLabel = (t: T, tracker: string) => t(`panel.analytics.tracker.${tracker}` as MessageKey);

/** '19 a 29' / '60 a 99+' / '19-29' / '60+' / 'Desconhecida' in the UI language. */
export function ageLabel(t: T, label: string): string {
  if (label === 'Desconhecida') return t('panel.analytics.unknown_age');
  const range = /^(\d+) a (\d+)(\+?)$/.exec(label);
  return range ? `${t('panel.analytics.age_range', { from: range[1], to: range[2] })}${range[3]}` : label;
}

/** Journey-progress and road-map completion bands ('Leitura única', '1 a 10', …, '100') as percentages. */
export function bandLabel(t: T, label: string): string {
  if (label === 'Leitura única') return t('panel.analytics.single_read');
  if (label === 'Acesso único') return t('panel.analytics.single_access');
  const range = /^(\d+) a (\d+)$/.exec(label);
  if (range) return t('panel.analytics.percent_range', { from: range[1], to: range[2] });
  return `${label} %`;
}

const FEATURE_KEYS: Record<string, MessageKey> = {
  guideAcess: 'panel.analytics.feature.guide',
  guideAccess: 'panel.analytics.feature.guide',
  intPointClicks: 'panel.analytics.point_clicks',
  pointClick: 'panel.analytics.point_clicks',
  intPointAcess: 'panel.analytics.point_accesses',
  pointAccess: 'panel.analytics.point_accesses',
};
/** A usage-log feature (guideAcess, intPointClicks, …) in words; unknown ones as stored. */
export const featureLabel = (t: T, feature: string) => (FEATURE_KEYS[feature] ? t(FEATURE_KEYS[feature]) : feature);

/** One count per bucket as chart data: `labels[i]` with `counts[i]`. */
export function countChart(category: string, countLabel: string, labels: string[], counts: number[]): ChartData {
  return {
    category: { key: 'label', label: category },
    series: [{ key: 'count', label: countLabel }],
    rows: labels.map((label, index) => ({ label, count: counts[index] ?? 0 })),
  };
}

/** The four time charts of a series (month, day of month, hour, weekday), labelled in `language`. */
export function timeCharts(t: T, language: string, series: TimeSeries, countLabel: string) {
  const month = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  const hour = new Intl.DateTimeFormat(language, { hour: 'numeric', timeZone: 'UTC' });
  return {
    month: countChart(
      t('panel.analytics.month'),
      countLabel,
      series.byMonth.map((_, index) => month.format(Date.UTC(2024, index, 1))),
      series.byMonth,
    ),
    day: countChart(
      t('panel.analytics.day'),
      countLabel,
      series.byDayOfMonth.map((_, index) => String(index + 1)),
      series.byDayOfMonth,
    ),
    hour: countChart(
      t('panel.analytics.hour'),
      countLabel,
      series.byHour.map((_, index) => hour.format(Date.UTC(2024, 0, 1, index))),
      series.byHour,
    ),
    weekday: countChart(
      t('panel.analytics.weekday_column'),
      countLabel,
      series.byWeekday.map((_, index) => t(`panel.analytics.weekday.${index}` as MessageKey)),
      series.byWeekday,
    ),
  };
}
