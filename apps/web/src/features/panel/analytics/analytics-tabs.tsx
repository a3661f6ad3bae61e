import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PANEL_PATHS } from '../common/panel-paths.ts';

/** Overview / accesses of one guide's analytics: two links (the period travels along), the current one marked. */
export function AnalyticsTabs({ guideId, value }: { guideId: string; value: 'overview' | 'accesses' }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const links = [
    { id: 'overview', to: PANEL_PATHS.analytics(guideId), label: t('panel.analytics.tab_overview') },
    { id: 'accesses', to: PANEL_PATHS.accessAnalytics(guideId), label: t('panel.analytics.tab_accesses') },
  ] as const;
  return (
    <Group component="nav" gap="xs" aria-label={t('panel.analytics.title')} data-testid="analytics-tabs">
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
