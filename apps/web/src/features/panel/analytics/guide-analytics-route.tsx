import { Card, ColorSwatch, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { GuideAnalytics } from '@percurso/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useContentLanguage, useLocalize } from '../../../i18n/use-content-language.ts';
import { announcePanelGuide } from '../common/current-panel-guide.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { journeyQueries } from '../journeys/journeys-api.ts';
import { analyticsQueries } from './analytics-api.ts';
import { AnalyticsFilterBar, useAnalyticsFilters } from './analytics-filters.tsx';
import { AnalyticsTabs } from './analytics-tabs.tsx';
import { ChartCard } from './chart-card.tsx';
import { ExportButton } from './export-button.tsx';
import { guideCharts } from './guide-charts.ts';
import { RawExportLinks } from './raw-export-links.tsx';
import { StatGrid } from './stat-grid.tsx';

const SHORT = { shortTicks: true };
/** Mean ratings are on the 0–10 scale: the axis shows all of it. */
const SCORE = { max: 10 };

/**
 * /guidePanel/{guideId}/analytics: who came, when, how far they got and what they thought, for
 * the chosen period and journey. Every chart has its table view and CSV. The server computes it
 * all (docs/panel-api.md "Analytics") and refuses people without `guide.analytics.read`.
 */
function GuideAnalyticsRoute() {
  const { guideId = '' } = useParams();
  const { t } = useTranslation();
  useEffect(() => announcePanelGuide(guideId), [guideId]);
  const [filters, setFilters] = useAnalyticsFilters();
  const localize = useLocalize();
  const journeys = useQuery(journeyQueries.ofGuide(guideId)).data;
  const query = useQuery(analyticsQueries.guide(guideId, filters));
  return (
    <PanelPage title={t('panel.analytics.title')} testId="guide-analytics" actions={undefined}>
      <Stack gap="lg">
        <AnalyticsTabs guideId={guideId} value="overview" />
        <AnalyticsFilterBar
          value={filters}
          onChange={setFilters}
          journeys={(journeys ?? []).map((journey) => ({ value: journey.id, label: localize(journey.name) }))}
        />
        <QueryState isPending={false} error={query.error}>
          {() => <Dashboard data={query.data} />}
        </QueryState>
        <ExportButton guideId={guideId} filters={filters} />
        <RawExportLinks guideId={guideId} filters={filters} />
      </Stack>
    </PanelPage>
  );
}

function Dashboard({ data }: { data: GuideAnalytics | undefined }) {
  const { t, i18n } = useTranslation();
  const contentLanguage = useContentLanguage();
  const charts = data && guideCharts(t, i18n.language, contentLanguage, data);
  const headline = data?.headline;
  const zone = t('panel.analytics.time_zone', { zone: data?.period.timeZone ?? 'America/Sao_Paulo' });
  return (
    <Stack gap="lg">
      <StatGrid
        loading={!headline}
        stats={[
          {
            label: t('panel.analytics.visitors'),
            value: headline?.visitors ?? 0,
            detail: headline
              ? `${headline.registeredVisitors} ${t('panel.analytics.registered').toLowerCase()} · ${headline.anonymousVisitors} ${t('panel.analytics.anonymous').toLowerCase()}`
              : undefined,
            testId: 'stat-visitors',
          },
          {
            label: t('panel.analytics.registered'),
            value: headline?.registeredVisitors ?? 0,
            testId: 'stat-registered',
          },
          { label: t('panel.analytics.anonymous'), value: headline?.anonymousVisitors ?? 0, testId: 'stat-anonymous' },
          { label: t('panel.analytics.unlocks'), value: headline?.unlocks ?? 0, testId: 'stat-unlocks' },
          {
            label: t('panel.analytics.content_accesses'),
            value: headline?.contentAccesses ?? 0,
            testId: 'stat-accesses',
          },
          {
            label: t('panel.analytics.completed_journeys'),
            value: headline?.completedJourneys ?? 0,
            testId: 'stat-completed',
          },
          {
            label: t('panel.analytics.nps'),
            value: headline?.rating.score ?? null,
            detail: t('panel.analytics.nps_count', { count: headline?.rating.count ?? 0 }),
            testId: 'stat-nps',
          },
          { label: t('panel.analytics.emblems_won'), value: headline?.emblemsWon ?? 0, testId: 'stat-emblems' },
          { label: t('panel.analytics.rewards_won'), value: headline?.rewardsWon ?? 0, testId: 'stat-rewards' },
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartCard title={t('panel.analytics.by_month')} hint={zone} data={charts?.month} testId="chart-month" />
        <ChartCard
          title={t('panel.analytics.by_weekday')}
          hint={zone}
          data={charts?.weekday}
          testId="chart-weekday"
          options={SHORT}
        />
        <ChartCard title={t('panel.analytics.by_day')} hint={zone} data={charts?.day} testId="chart-day" />
        <ChartCard title={t('panel.analytics.by_hour')} hint={zone} data={charts?.hour} testId="chart-hour" />
        <ChartCard title={t('panel.analytics.gender')} data={charts?.gender} kind="donut" testId="chart-gender" />
        <ChartCard title={t('panel.analytics.age_groups')} data={charts?.ages} kind="hbar" testId="chart-ages" />
        <ChartCard title={t('panel.analytics.regions')} data={charts?.regions} kind="hbar" testId="chart-regions" />
        <ChartCard
          title={t('panel.analytics.nps_bands')}
          data={charts?.nps}
          kind="donut"
          testId="chart-nps"
          options={{ colors: ['teal.6', 'yellow.5', 'red.6'] }}
        />
      </SimpleGrid>
      <Title order={2} fz="h4">
        {t('panel.analytics.journey')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {charts
          ? charts.journeys.map((journey) => (
              <ChartCard
                key={journey.id}
                title={t('panel.analytics.progress', { journey: journey.name })}
                hint={t('panel.analytics.progress_hint', { count: journey.requiredPoints })}
                data={journey.chart}
                kind="hbar"
                testId="chart-journey-progress"
              />
            ))
          : [<ChartCard key="loading" title={t('panel.analytics.journey')} data={undefined} testId="chart-loading" />]}
      </SimpleGrid>
      <ChartCard title={t('panel.analytics.points')} data={charts?.points} kind="hbar" testId="chart-points" />
      <ChartCard
        title={t('panel.analytics.points_trackers')}
        data={charts?.trackers}
        kind="stacked"
        testId="chart-trackers"
      />
      <Title order={2} fz="h4">
        {t('panel.analytics.ratings')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartCard
          title={t('panel.analytics.journey_means')}
          data={charts?.journeyMeans}
          kind="hbar"
          testId="chart-journey-means"
          options={SCORE}
        />
        <ChartCard
          title={t('panel.analytics.point_means')}
          data={charts?.pointMeans}
          kind="hbar"
          testId="chart-point-means"
          options={SCORE}
        />
      </SimpleGrid>
      <Comments comments={data?.ratings.latestComments} />
      <Habit habit={data?.habit} chart={charts?.habit} />
    </Stack>
  );
}

function Comments({ comments }: { comments: GuideAnalytics['ratings']['latestComments'] | undefined }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' });
  return (
    <Card withBorder radius="md" component="section" data-testid="analytics-comments">
      <Title order={3} fz="md" mb="xs">
        {t('panel.analytics.latest_comments')}
      </Title>
      {comments && comments.length === 0 && <Text c="dimmed">{t('panel.analytics.no_comments')}</Text>}
      <Stack gap="sm">
        {(comments ?? []).map((comment) => (
          <div key={`${comment.createdAt}-${comment.targetId}`} data-testid="analytics-comment">
            <Group gap={6} wrap="nowrap" align="baseline">
              <ColorSwatch
                color={`var(--mantine-color-${comment.rate >= 9 ? 'teal-6' : comment.rate <= 6 ? 'red-6' : 'yellow-5'})`}
                size={10}
                withShadow={false}
                style={{ alignSelf: 'center' }}
              />
              <Text fw={800}>{comment.rate}</Text>
              <Text size="sm" fs="italic">
                “{comment.comment}”
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {comment.userName ?? t('panel.analytics.anonymous_visitor')} ·{' '}
              {localize(comment.targetName ?? undefined) || 'Percurso'} · {date.format(new Date(comment.createdAt))}
            </Text>
          </div>
        ))}
      </Stack>
    </Card>
  );
}

function Habit({
  habit,
  chart,
}: {
  habit: GuideAnalytics['habit'] | undefined;
  chart: ReturnType<typeof guideCharts>['habit'] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="analytics-habit">
      <Title order={2} fz="h4">
        {t('panel.analytics.habit')}
      </Title>
      {habit && (
        <Text fw={700} data-testid="analytics-habit-score">
          {t('panel.analytics.habit_score', { score: habit.score })}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('panel.analytics.habit_hint', { threshold: habit?.weeklyThreshold ?? 7 })}
      </Text>
      <ChartCard
        title={t('panel.analytics.habit_weeks')}
        data={chart}
        testId="chart-habit"
        options={habit ? { reference: { value: habit.weeklyThreshold, label: `${habit.weeklyThreshold}` } } : undefined}
      />
    </Stack>
  );
}

export { GuideAnalyticsRoute as Component };
