import { SimpleGrid, Stack } from '@mantine/core';
import type { MessageKey } from '@percurso/i18n';
import { DWELL_CAP_SECONDS, MEDIA_COMPLETION_THRESHOLD, type MediaAnalytics } from '@percurso/shared';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { analyticsQueries } from './analytics-api.ts';
import { countChart } from './analytics-labels.ts';
import { ChartCard } from './chart-card.tsx';
import type { ChartData } from './chart-table.ts';
import { InsightPage, languageName, percent, useInsightScope } from './insight-page.tsx';
import { StatGrid } from './stat-grid.tsx';

/** Charts list at most this many points (or point-language rows), as the overview does. */
const MAX_ROWS = 15;

/** /guidePanel/{guideId}/analytics/media: dwell per point, narration and video completion per point and language, formats (issue 31 item 2). */
function MediaAnalyticsRoute() {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  const { guideId, filters } = useInsightScope();
  const query = useQuery(analyticsQueries.insight(guideId, 'media', filters));
  const data = query.data;
  const charts = data && mediaCharts(t, i18n.language, (name) => localize(name ?? {}), data);
  const headline = data?.headline;
  const completion = (share: number | null | undefined) => (share == null ? null : `${percent(share)} %`);
  return (
    <InsightPage
      title={t('panel.insights.media_title')}
      tab="media"
      testId="media-analytics"
      hint={`${t('panel.insights.dwell_hint', { minutes: DWELL_CAP_SECONDS / 60 })} ${t('panel.insights.completion_hint', { percent: MEDIA_COMPLETION_THRESHOLD * 100 })}`}
      error={query.error}
    >
      {() => (
        <Stack gap="lg">
          <StatGrid
            loading={!data}
            stats={[
              { label: t('panel.insights.views'), value: headline?.views ?? 0, testId: 'stat-views' },
              {
                label: t('panel.insights.mean_dwell'),
                value:
                  headline?.meanDwellSeconds == null
                    ? null
                    : t('panel.insights.seconds_value', { count: headline.meanDwellSeconds }),
                testId: 'stat-mean-dwell',
              },
              {
                label: t('panel.insights.narration_completion'),
                value: completion(headline?.narrationCompletion),
                detail: t('panel.insights.completion_detail', {
                  completes: headline?.narrationCompletes ?? 0,
                  plays: headline?.narrationPlays ?? 0,
                }),
                testId: 'stat-narration-completion',
              },
              {
                label: t('panel.insights.video_completion'),
                value: completion(headline?.videoCompletion),
                detail: t('panel.insights.completion_detail', {
                  completes: headline?.videoCompletes ?? 0,
                  plays: headline?.videoPlays ?? 0,
                }),
                testId: 'stat-video-completion',
              },
            ]}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ChartCard title={t('panel.insights.dwell_chart')} data={charts?.dwell} kind="hbar" testId="chart-dwell" />
            <ChartCard
              title={t('panel.insights.formats_chart')}
              data={charts?.formats}
              kind="donut"
              testId="chart-formats"
            />
          </SimpleGrid>
          <ChartCard
            title={t('panel.insights.media_chart')}
            data={charts?.media}
            kind="hbar"
            height={Math.max(240, 56 * (charts?.media.rows.length ?? 0))}
            options={{ drawn: ['narrationPercent', 'videoPercent'], max: 100 }}
            testId="chart-media-completion"
          />
        </Stack>
      )}
    </InsightPage>
  );
}

function mediaCharts(
  t: TFunction,
  language: string,
  nameOf: (name: MediaAnalytics['points'][number]['name']) => string,
  data: MediaAnalytics,
) {
  const unknown = t('panel.insights.unknown');
  const timed = data.points.filter((point) => point.meanDwellSeconds !== null).slice(0, MAX_ROWS);
  const played = data.points
    .flatMap((point) =>
      point.languages.filter((row) => row.narrationPlays + row.videoPlays > 0).map((row) => ({ point, row })),
    )
    .sort((a, b) => b.row.narrationPlays + b.row.videoPlays - (a.row.narrationPlays + a.row.videoPlays))
    .slice(0, MAX_ROWS);
  const media: ChartData = {
    category: { key: 'label', label: t('panel.insights.point_language_column') },
    series: [
      { key: 'narrationPlays', label: t('panel.insights.narration_plays') },
      { key: 'narrationPercent', label: t('panel.insights.narration_percent') },
      { key: 'videoPlays', label: t('panel.insights.video_plays') },
      { key: 'videoPercent', label: t('panel.insights.video_percent') },
    ],
    rows: played.map(({ point, row }) => ({
      label: `${nameOf(point.name) || point.pointId} · ${languageName(language, row.language, unknown)}`,
      narrationPlays: row.narrationPlays,
      narrationPercent: percent(row.narrationCompletion),
      videoPlays: row.videoPlays,
      videoPercent: percent(row.videoCompletion),
    })),
  };
  return {
    dwell: countChart(
      t('panel.analytics.point_column'),
      t('panel.insights.dwell_seconds'),
      timed.map((point) => nameOf(point.name) || point.pointId),
      timed.map((point) => point.meanDwellSeconds ?? 0),
    ),
    formats: countChart(
      t('panel.insights.format_column'),
      t('panel.insights.views'),
      data.formats.map((row) => (row.format ? t(`panel.insights.format.${row.format}` as MessageKey) : unknown)),
      data.formats.map((row) => row.views),
    ),
    media,
  };
}

export { MediaAnalyticsRoute as Component };
