import { SimpleGrid, Stack } from '@mantine/core';
import type { AccessAnalytics } from '@percurso/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { announcePanelGuide } from '../common/current-panel-guide.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { analyticsQueries } from './analytics-api.ts';
import { AnalyticsFilterBar, useAnalyticsFilters } from './analytics-filters.tsx';
import { ageLabel, countChart, featureLabel, genderLabel, timeCharts } from './analytics-labels.ts';
import { AnalyticsTabs } from './analytics-tabs.tsx';
import { ChartCard } from './chart-card.tsx';
import type { ChartData } from './chart-table.ts';
import { StatGrid } from './stat-grid.tsx';

/** /guidePanel/{guideId}/analytics/accesses: the guide's usage logs, the access age groups, point clicks. */
function AccessAnalyticsRoute() {
  const { guideId = '' } = useParams();
  const { t, i18n } = useTranslation();
  useEffect(() => announcePanelGuide(guideId), [guideId]);
  const [filters, setFilters] = useAnalyticsFilters();
  const query = useQuery(analyticsQueries.accesses(guideId, filters));
  const data = query.data;
  const charts = data && accessCharts(t, i18n.language, data);
  const zone = t('panel.analytics.time_zone', { zone: data?.period.timeZone ?? 'America/Sao_Paulo' });
  return (
    <PanelPage title={t('panel.analytics.accesses_title')} testId="access-analytics">
      <Stack gap="lg">
        <AnalyticsTabs guideId={guideId} value="accesses" />
        <AnalyticsFilterBar value={filters} onChange={setFilters} />
        <QueryState isPending={false} error={query.error}>
          {() => (
            <Stack gap="lg">
              <StatGrid
                loading={!data}
                stats={[
                  {
                    label: t('panel.analytics.accesses'),
                    value: data?.headline.accesses ?? 0,
                    testId: 'stat-accesses',
                  },
                  {
                    label: t('panel.analytics.visitors'),
                    value: data?.headline.visitors ?? 0,
                    testId: 'stat-visitors',
                  },
                  {
                    label: t('panel.analytics.point_clicks'),
                    value: data?.headline.pointClicks ?? 0,
                    testId: 'stat-point-clicks',
                  },
                  {
                    label: t('panel.analytics.point_accesses'),
                    value: data?.headline.pointAccesses ?? 0,
                    testId: 'stat-point-accesses',
                  },
                ]}
              />
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                <ChartCard
                  title={t('panel.analytics.features')}
                  data={charts?.features}
                  kind="hbar"
                  testId="chart-features"
                />
                <ChartCard
                  title={t('panel.analytics.accesses_by_age')}
                  data={charts?.ages}
                  kind="hbar"
                  testId="chart-access-ages"
                />
                <ChartCard
                  title={t('panel.analytics.accesses_by_gender')}
                  data={charts?.gender}
                  kind="donut"
                  testId="chart-access-gender"
                />
                <ChartCard
                  title={t('panel.analytics.accesses_by_weekday')}
                  hint={zone}
                  data={charts?.weekday}
                  testId="chart-access-weekday"
                  options={{ shortTicks: true }}
                />
                <ChartCard
                  title={t('panel.analytics.accesses_by_hour')}
                  hint={zone}
                  data={charts?.hour}
                  testId="chart-access-hour"
                />
                <ChartCard
                  title={t('panel.analytics.accesses_by_month')}
                  hint={zone}
                  data={charts?.month}
                  testId="chart-access-month"
                />
              </SimpleGrid>
              <ChartCard
                title={t('panel.analytics.point_clicks_chart')}
                data={charts?.points}
                kind="hbar"
                testId="chart-point-clicks"
              />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </PanelPage>
  );
}

function accessCharts(t: Parameters<typeof ageLabel>[0], language: string, data: AccessAnalytics) {
  const accesses = t('panel.analytics.accesses');
  const points: ChartData = {
    category: { key: 'label', label: t('panel.analytics.point_column') },
    series: [
      { key: 'clicks', label: t('panel.analytics.point_clicks') },
      { key: 'accesses', label: t('panel.analytics.point_accesses') },
    ],
    rows: data.points
      .slice(0, 15)
      .map((point) => ({ label: point.name ?? point.pointId, clicks: point.clicks, accesses: point.accesses })),
  };
  return {
    ...timeCharts(t, language, data.accessesByTime, accesses),
    features: countChart(
      t('panel.analytics.feature_column'),
      accesses,
      data.features.map((item) => featureLabel(t, item.bucket)),
      data.features.map((item) => item.count),
    ),
    ages: countChart(
      t('panel.analytics.age_column'),
      accesses,
      data.ageGroups.map((item) => ageLabel(t, item.bucket)),
      data.ageGroups.map((item) => item.count),
    ),
    gender: countChart(
      t('panel.analytics.gender_column'),
      accesses,
      data.gender.map((item) => genderLabel(t, item.bucket)),
      data.gender.map((item) => item.count),
    ),
    points,
  };
}

export { AccessAnalyticsRoute as Component };
