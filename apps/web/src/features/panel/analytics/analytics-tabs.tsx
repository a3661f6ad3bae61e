import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PANEL_PATHS } from '../common/panel-paths.ts';

export type AnalyticsTab = 'overview' | 'accesses' | 'visits' | 'media' | 'funnels' | 'places';

/** The views of one guide's analytics as links (the period travels along), the current one marked. */
export function AnalyticsTabs({ guideId, value }: { guideId: string; value: AnalyticsTab }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const links = [
    { id: 'overview', to: PANEL_PATHS.analytics(guideId), label: t('panel.analytics.tab_overview') },
    { id: 'accesses', to: PANEL_PATHS.accessAnalytics(guideId), label: t('panel.analytics.tab_accesses') },
    { id: 'visits', to: PANEL_PATHS.visitAnalytics(guideId), label: t('panel.insights.tab_visits') },
    { id: 'media', to: PANEL_PATHS.mediaAnalytics(guideId), label: t('panel.insights.tab_media') },
    { id: 'funnels', to: PANEL_PATHS.funnelAnalytics(guideId), label: t('panel.insights.tab_funnels') },
    { id: 'places', to: PANEL_PATHS.placesAnalytics(guideId), label: t('panel.places.tab') },
  ] as const;
  return (
    <Group component="nav" gap="xs" wrap="wrap" aria-label={t('panel.analytics.title')} data-testid="analytics-tabs">
      {links.map((link) => (
        <Button
          key={link.id}
          component={Link}
          to={`${link.to}${search}`}
          replace
          variant={value === link.id ? 'light' : 'subtle'}
          aria-current={value === link.id ? 'page' : undefined}
          data-testid={`analytics-tab-${link.id}`}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}
