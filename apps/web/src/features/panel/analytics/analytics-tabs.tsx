import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PANEL_PATHS } from '../common/panel-paths.ts';

/** Overview / accesses of one guide's analytics; the period travels with the switch. */
export function AnalyticsTabs({ guideId, value }: { guideId: string; value: 'overview' | 'accesses' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const paths = { overview: PANEL_PATHS.analytics(guideId), accesses: PANEL_PATHS.accessAnalytics(guideId) };
  return (
    <Tabs
      value={value}
      onChange={(tab) => tab && navigate(`${paths[tab as keyof typeof paths]}${search}`)}
      data-testid="analytics-tabs"
    >
      <Tabs.List>
        <Tabs.Tab value="overview" data-testid="analytics-tab-overview">
          {t('panel.analytics.tab_overview')}
        </Tabs.Tab>
        <Tabs.Tab value="accesses" data-testid="analytics-tab-accesses">
          {t('panel.analytics.tab_accesses')}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
