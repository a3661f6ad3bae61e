import { SimpleGrid, Stack, Text } from '@mantine/core';
import { VISIT_GAP_MINUTES, type VisitAnalytics } from '@percurso/shared';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { analyticsQueries } from './analytics-api.ts';
import { countChart } from './analytics-labels.ts';
import { ChartCard } from './chart-card.tsx';
import { InsightPage, percent, useInsightScope } from './insight-page.tsx';
import { StatGrid } from './stat-grid.tsx';

/** /guidePanel/{guideId}/analytics/visits: visits per day, their length and points, returning visitors (issue 31 item 1). */
function VisitAnalyticsRoute() {
  const { t, i18n } = useTranslation();
  const { guideId, filters } = useInsightScope();
  const query = useQuery(analyticsQueries.insight(guideId, 'visits', filters));
  const data = query.data;
  const charts = data && visitCharts(t, i18n.language, data);
  const headline = data?.headline;
  return (
    <InsightPage
      title={t('panel.insights.visits_title')}
      tab="visits"
      testId="visit-analytics"
      hint={t('panel.insights.visits_hint', { minutes: VISIT_GAP_MINUTES })}
      error={query.error}
    >
      {() => (
        <Stack gap="lg">
          <StatGrid
            loading={!data}
            stats={[
              { label: t('panel.insights.visits'), value: headline?.visits ?? 0, testId: 'stat-visits' },
              {
                label: t('panel.insights.median_length'),
                value:
                  headline?.medianMinutes == null
                    ? null
                    : t('panel.insights.minutes_value', { count: headline.medianMinutes }),
                testId: 'stat-median-length',
              },
              {
                label: t('panel.insights.points_per_visit'),
                value:
                  headline?.pointsPerVisit == null
                    ? null
                    : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
                        headline.pointsPerVisit,
                      ),
                testId: 'stat-points-per-visit',
              },
              {
                label: t('panel.insights.new_visitors'),
                value: headline?.newVisitors ?? 0,
                testId: 'stat-new-visitors',
              },
              {
                label: t('panel.insights.returning_share'),
                value: headline?.returningShare == null ? null : `${percent(headline.returningShare)} %`,
                detail: t('panel.insights.returning_detail'),
                testId: 'stat-returning',
              },
            ]}
          />
          <ChartCard title={t('panel.insights.visits_per_day')} data={charts?.perDay} testId="chart-visits-per-day" />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ChartCard title={t('panel.insights.visit_lengths')} data={charts?.lengths} testId="chart-visit-lengths" />
            <ChartCard title={t('panel.insights.points_chart')} data={charts?.points} testId="chart-visit-points" />
          </SimpleGrid>
          <Text size="sm" c="dimmed" data-testid="post-visit-note">
            {t('panel.insights.post_visit_note')}
          </Text>
        </Stack>
      )}
    </InsightPage>
  );
}

function visitCharts(t: TFunction, language: string, data: VisitAnalytics) {
  const visits = t('panel.insights.visits');
  // Days of several years carry their year, so no two rows share a label.
  const years = data.period.from.slice(0, 4) !== data.period.to.slice(0, 4);
  const day = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...(years ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
  const lengthLabel = (from: number, index: number) => {
    const next = data.lengths[index + 1];
    return next
      ? t('panel.insights.length_range', { from, to: next.fromMinutes - 1 })
      : t('panel.insights.length_from', { from });
  };
  return {
    perDay: countChart(
      t('panel.insights.day_column'),
      visits,
      data.perDay.map((row) => day.format(new Date(`${row.day}T12:00:00Z`))),
      data.perDay.map((row) => row.visits),
    ),
    lengths: countChart(
      t('panel.insights.length_column'),
      visits,
      data.lengths.map((row, index) => lengthLabel(row.fromMinutes, index)),
      data.lengths.map((row) => row.visits),
    ),
    points: countChart(
      t('panel.insights.points_column'),
      visits,
      data.points.map((row, index) =>
        index === data.points.length - 1
          ? t('panel.insights.points_or_more', { count: row.points })
          : String(row.points),
      ),
      data.points.map((row) => row.visits),
    ),
  };
}

export { VisitAnalyticsRoute as Component };
