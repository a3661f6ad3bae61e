import { SimpleGrid, Text } from '@mantine/core';
import type { FunnelAnalytics } from '@percurso/shared';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { analyticsQueries } from './analytics-api.ts';
import { ChartCard } from './chart-card.tsx';
import type { ChartData } from './chart-table.ts';
import { InsightPage, percent, useInsightScope } from './insight-page.tsx';

type Journey = FunnelAnalytics['journeys'][number];

/** /guidePanel/{guideId}/analytics/funnels: each journey's share of visitors reaching each point in order, and where they stop (issue 31 item 3). */
function FunnelAnalyticsRoute() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { guideId, filters } = useInsightScope();
  const query = useQuery(analyticsQueries.insight(guideId, 'funnels', filters));
  const data = query.data;
  return (
    <InsightPage
      title={t('panel.insights.funnels_title')}
      tab="funnels"
      testId="funnel-analytics"
      hint={t('panel.insights.funnels_hint')}
      error={query.error}
    >
      {() =>
        data && data.journeys.length === 0 ? (
          <Text c="dimmed" data-testid="no-journeys">
            {t('panel.insights.no_journeys')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {data
              ? data.journeys.map((journey) => (
                  <ChartCard
                    key={journey.journeyId}
                    title={localize(journey.name ?? {}) || journey.journeyId}
                    hint={t('panel.insights.funnel_summary', {
                      visitors: journey.visitors,
                      notStarted: journey.notStarted,
                    })}
                    data={funnelChart(t, (name) => localize(name ?? {}), journey)}
                    kind="hbar"
                    height={Math.max(220, 52 * journey.steps.length)}
                    options={{ drawn: ['reachedPercent'], max: 100 }}
                    testId="chart-funnel"
                  />
                ))
              : [
                  <ChartCard
                    key="loading"
                    title={t('panel.analytics.journey')}
                    data={undefined}
                    testId="chart-funnel"
                  />,
                ]}
          </SimpleGrid>
        )
      }
    </InsightPage>
  );
}

function funnelChart(t: TFunction, nameOf: (name: Journey['name']) => string, journey: Journey): ChartData {
  return {
    category: { key: 'label', label: t('panel.insights.step_column') },
    series: [
      { key: 'reachedPercent', label: t('panel.insights.reached_percent') },
      { key: 'reached', label: t('panel.insights.reached') },
      { key: 'opened', label: t('panel.insights.opened') },
      { key: 'stopped', label: t('panel.insights.stopped_here') },
    ],
    rows: journey.steps.map((step, index) => ({
      label: t('panel.insights.step_label', { position: index + 1, name: nameOf(step.name) || step.pointId }),
      reachedPercent: percent(step.reachedShare),
      reached: step.reachedInOrder,
      opened: step.opened,
      stopped: step.stoppedHere,
    })),
  };
}

export { FunnelAnalyticsRoute as Component };
