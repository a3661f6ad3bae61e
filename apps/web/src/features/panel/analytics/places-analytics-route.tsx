import { Anchor, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PlacesAnalytics } from '@percurso/shared';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { analyticsQueries } from './analytics-api.ts';
import { ChartCard } from './chart-card.tsx';
import type { ChartData } from './chart-table.ts';
import { InsightPage, useInsightScope } from './insight-page.tsx';
import { PlacesHeatmap } from './places-heatmap.tsx';

type NameOf = (name: PlacesAnalytics['codes'][number]['name']) => string;

/**
 * /guidePanel/{guideId}/analytics/places: unlocks by method, scans per printed code, the codes
 * never scanned (each a link to its point), and the heatmap of openings by hour over the guide's
 * floor plans and geographic map (issue 31 item 4).
 */
function PlacesAnalyticsRoute() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { guideId, filters } = useInsightScope();
  const query = useQuery(analyticsQueries.insight(guideId, 'places', filters));
  const data = query.data;
  const nameOf: NameOf = (name) => localize(name ?? {});
  const codeLabel = (code: {
    stopNumber: number | null;
    name: PlacesAnalytics['codes'][number]['name'];
    pointId: string;
  }) =>
    code.stopNumber === null
      ? nameOf(code.name) || code.pointId
      : t('panel.places.code_label', { number: code.stopNumber, name: nameOf(code.name) || code.pointId });
  const codes = data && codesChart(t, codeLabel, data);
  const never = data && neverChart(t, codeLabel, data);
  const heat = data && heatChart(t, nameOf, data);
  return (
    <InsightPage
      title={t('panel.places.title')}
      tab="places"
      testId="places-analytics"
      hint={t('panel.places.hint')}
      error={query.error}
    >
      {() => (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ChartCard
              title={t('panel.places.methods_chart')}
              hint={t('panel.places.methods_hint')}
              data={data && methodsChart(t, data)}
              kind="hbar"
              height={300}
              options={{ drawn: ['unlocks', 'events'] }}
              testId="chart-methods"
            />
            <ChartCard
              title={t('panel.places.codes_chart')}
              hint={t('panel.places.codes_hint')}
              data={codes}
              kind="hbar"
              height={Math.max(220, 34 * (codes?.rows.length ?? 0))}
              options={{ drawn: ['qr', 'link'] }}
              testId="chart-codes"
            />
          </SimpleGrid>
          <ChartCard
            title={t('panel.places.never_chart')}
            hint={t('panel.places.never_hint')}
            data={never}
            testId="chart-never-scanned"
            draw={() => (
              <Stack gap="sm">
                <List size="sm" spacing={4} data-testid="never-scanned-list">
                  {data?.neverScanned.map((code) => (
                    <List.Item key={code.pointId}>
                      <Anchor
                        component={Link}
                        to={`${PANEL_PATHS.points(guideId)}/${encodeURIComponent(code.pointId)}`}
                      >
                        {codeLabel(code)}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
                <Anchor component={Link} to={PANEL_PATHS.qrKit(guideId)} size="sm" data-testid="never-scanned-qr-kit">
                  {t('panel.places.qr_kit_link')}
                </Anchor>
              </Stack>
            )}
          />
          {data && data.heat.length === 0 ? (
            <Text c="dimmed" data-testid="no-places">
              {t('panel.places.no_places')}
            </Text>
          ) : (
            <ChartCard
              title={t('panel.places.heat_chart')}
              hint={t('panel.places.heat_hint')}
              data={heat}
              testId="chart-heatmap"
              draw={() => data && <PlacesHeatmap data={data} nameOf={nameOf} />}
            />
          )}
        </Stack>
      )}
    </InsightPage>
  );
}

function methodsChart(t: TFunction, data: PlacesAnalytics): ChartData {
  return {
    category: { key: 'label', label: t('panel.places.method_column') },
    series: [
      { key: 'unlocks', label: t('panel.places.unlocks') },
      { key: 'events', label: t('panel.places.events') },
    ],
    rows: data.methods.map((row) => ({
      label: t(`panel.places.method.${row.method}`),
      unlocks: row.unlocks,
      events: row.events,
    })),
  };
}

type CodeLabel = (code: PlacesAnalytics['neverScanned'][number]) => string;

function codesChart(t: TFunction, label: CodeLabel, data: PlacesAnalytics): ChartData {
  return {
    category: { key: 'label', label: t('panel.places.code_column') },
    series: [
      { key: 'qr', label: t('panel.places.qr_scans') },
      { key: 'link', label: t('panel.places.link_scans') },
      { key: 'scans', label: t('panel.places.scans') },
    ],
    rows: data.codes.map((code) => ({ label: label(code), qr: code.qr, link: code.link, scans: code.scans })),
  };
}

function neverChart(t: TFunction, label: CodeLabel, data: PlacesAnalytics): ChartData {
  return {
    category: { key: 'label', label: t('panel.places.code_column') },
    series: [{ key: 'stopNumber', label: t('panel.places.stop_number') }],
    rows: data.neverScanned.map((code) => ({ label: label(code), stopNumber: code.stopNumber ?? '' })),
  };
}

function heatChart(t: TFunction, nameOf: NameOf, data: PlacesAnalytics): ChartData {
  const hours = Array.from({ length: 24 }, (_, hour) => hour);
  return {
    category: { key: 'label', label: t('panel.places.point_column') },
    series: [
      ...hours.map((hour) => ({ key: `h${hour}`, label: t('panel.places.hour_value', { hour }) })),
      { key: 'total', label: t('panel.places.total') },
    ],
    rows: data.heat.map((point) => ({
      label: nameOf(point.name) || point.pointId,
      ...Object.fromEntries(hours.map((hour) => [`h${hour}`, point.hours[hour] ?? 0])),
      total: point.total,
    })),
  };
}

export { PlacesAnalyticsRoute as Component };
