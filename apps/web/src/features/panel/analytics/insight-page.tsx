import { Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';
import { announcePanelGuide } from '../common/current-panel-guide.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { AnalyticsFilterBar, type AnalyticsFilters, useAnalyticsFilters } from './analytics-filters.tsx';
import { type AnalyticsTab, AnalyticsTabs } from './analytics-tabs.tsx';

/**
 * The frame of a visit-insights view (issue 31): title, the guide's analytics tabs, the period,
 * a line saying how its figures are defined, then the view's own figures for the period.
 */
export function InsightPage({
  title,
  tab,
  testId,
  hint,
  error,
  children,
}: {
  title: string;
  tab: AnalyticsTab;
  testId: string;
  hint: string;
  error: unknown;
  children: () => ReactNode;
}) {
  const { guideId = '' } = useParams();
  useEffect(() => announcePanelGuide(guideId), [guideId]);
  const [filters, setFilters] = useAnalyticsFilters();
  return (
    <PanelPage title={title} testId={testId}>
      <Stack gap="lg">
        <AnalyticsTabs guideId={guideId} value={tab} />
        <AnalyticsFilterBar value={filters} onChange={setFilters} />
        <Text size="sm" c="dimmed" data-testid="insight-hint">
          {hint}
        </Text>
        <QueryState isPending={false} error={error}>
          {children}
        </QueryState>
      </Stack>
    </PanelPage>
  );
}

/** The guide and period of the view: read by each view for its query. */
export function useInsightScope(): { guideId: string; filters: AnalyticsFilters } {
  const { guideId = '' } = useParams();
  const [filters] = useAnalyticsFilters();
  return { guideId, filters };
}

/** A share 0..1 as a whole percentage for a chart's table (null: 0). */
export const percent = (share: number | null) => (share === null ? 0 : Math.round(share * 100));

/** A language code in the manager's language ('' when not recorded). */
export function languageName(uiLanguage: string, code: string, unknown: string): string {
  if (!code) return unknown;
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
