import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RoadMapAnalytics } from '@percurso/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queries } from '../../../api/queries.ts';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { DataExportButtons, exportPaths } from '../common/data-export-buttons.tsx';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { analyticsQueries } from './analytics-api.ts';
import { AnalyticsFilterBar, useAnalyticsFilters } from './analytics-filters.tsx';
import { ageLabel, bandLabel, countChart, genderLabel, timeCharts } from './analytics-labels.ts';
import { ChartCard } from './chart-card.tsx';
import type { ChartData } from './chart-table.ts';
import { StatGrid } from './stat-grid.tsx';

/**
 * /painel/roadMaps/analytics?roadMap={id}: a road map's executions across its guides, by the
 * road-map age groups and completion bands. Global admins and the road map's administrators
 * (the server decides; others see its refusal).
 */
function RoadMapAnalyticsRoute() {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  const [params, setParams] = useSearchParams();
  const roadMapId = params.get('roadMap') ?? '';
  const [filters, setFilters] = useAnalyticsFilters();
  const roadMaps = useQuery(queries.roadMaps()).data;
  const query = useQuery(analyticsQueries.roadMap(roadMapId, filters));
  const data = query.data;
  const charts = data && roadMapCharts(t, i18n.language, data);
  const options = (roadMaps?.roadMaps ?? []).map((roadMap) => ({ value: roadMap.id, label: localize(roadMap.name) }));
  return (
    <PanelPage title={t('panel.analytics.road_map_title')} testId="road-map-analytics">
      <Stack gap="lg">
        <Select
          label={t('panel.analytics.road_map')}
          data={options}
          value={roadMapId || null}
          onChange={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (value) next.set('roadMap', value);
                else next.delete('roadMap');
                return next;
              },
              { replace: true },
            )
          }
          searchable
          data-testid="analytics-road-map"
        />
        <AnalyticsFilterBar value={filters} onChange={setFilters} />
        {roadMapId === '' ? (
          <Text c="dimmed">{t('panel.analytics.pick_road_map')}</Text>
        ) : (
          <QueryState isPending={false} error={query.error}>
            {() => (
              <Stack gap="lg">
                <DataExportButtons
                  path={exportPaths.roadMapExecutions(roadMapId)}
                  dataset={t('panel.export.executions')}
                  testId="export-executions"
                />
                <StatGrid
                  loading={!data}
                  stats={[
                    {
                      label: t('panel.analytics.executions'),
                      value: data?.headline.executions ?? 0,
                      testId: 'stat-executions',
                    },
                    {
                      label: t('panel.analytics.visitors'),
                      value: data?.headline.visitors ?? 0,
                      testId: 'stat-visitors',
                    },
                    { label: t('panel.analytics.guides'), value: data?.headline.guides ?? 0, testId: 'stat-guides' },
                    {
                      label: t('panel.analytics.accesses'),
                      value: data?.headline.accesses ?? 0,
                      testId: 'stat-accesses',
                    },
                  ]}
                />
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                  <ChartCard
                    title={t('panel.analytics.completion')}
                    data={charts?.completion}
                    kind="hbar"
                    testId="chart-completion"
                  />
                  <ChartCard
                    title={t('panel.analytics.executions_by_age')}
                    data={charts?.ages}
                    kind="hbar"
                    testId="chart-road-map-ages"
                  />
                  <ChartCard
                    title={t('panel.analytics.executions_by_gender')}
                    data={charts?.gender}
                    kind="donut"
                    testId="chart-road-map-gender"
                  />
                  <ChartCard
                    title={t('panel.analytics.executions_by_guide')}
                    data={charts?.guides}
                    kind="hbar"
                    testId="chart-road-map-guides"
                  />
                  <ChartCard
                    title={t('panel.analytics.executions_by_month')}
                    data={charts?.month}
                    testId="chart-road-map-month"
                  />
                  <ChartCard
                    title={t('panel.analytics.executions_by_weekday')}
                    data={charts?.weekday}
                    testId="chart-road-map-weekday"
                    options={{ shortTicks: true }}
                  />
                </SimpleGrid>
              </Stack>
            )}
          </QueryState>
        )}
      </Stack>
    </PanelPage>
  );
}

function roadMapCharts(t: Parameters<typeof ageLabel>[0], language: string, data: RoadMapAnalytics) {
  const executions = t('panel.analytics.executions');
  const visitors = t('panel.analytics.visitors');
  const guides: ChartData = {
    category: { key: 'label', label: t('panel.analytics.guide_column') },
    series: [
      { key: 'executions', label: executions },
      { key: 'visitors', label: visitors },
    ],
    rows: data.guides.map((guide) => ({
      label: guide.name ?? guide.guideId,
      executions: guide.executions,
      visitors: guide.visitors,
    })),
  };
  return {
    ...timeCharts(t, language, data.executionsByTime, executions),
    completion: countChart(
      t('panel.analytics.progress_column'),
      visitors,
      data.completion.map((item) => bandLabel(t, item.bucket)),
      data.completion.map((item) => item.count),
    ),
    ages: countChart(
      t('panel.analytics.age_column'),
      executions,
      data.ageGroups.map((item) => ageLabel(t, item.bucket)),
      data.ageGroups.map((item) => item.count),
    ),
    gender: countChart(
      t('panel.analytics.gender_column'),
      executions,
      data.gender.map((item) => genderLabel(t, item.bucket)),
      data.gender.map((item) => item.count),
    ),
    guides,
  };
}

export { RoadMapAnalyticsRoute as Component };
