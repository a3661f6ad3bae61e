import { Badge, Button, Card, Group, SimpleGrid, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import { localize } from '@percurso/shared';
import {
  IconAddressBook,
  IconBrandInstagram,
  IconChartBar,
  IconDeviceTablet,
  IconExternalLink,
  IconHeartHandshake,
  IconMap2,
  IconMapPin,
  IconPhoto,
  IconRoute,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useContentLanguage } from '../../../i18n/use-content-language.ts';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { useSwitchChoice } from '../common/use-switch-choice.ts';
import { journeyQueries } from '../journeys/journeys-api.ts';
import { PreviewButton } from '../preview/preview-button.tsx';
import { PublishStatusCard } from '../publishing/publish-status-card.tsx';
import { guideQueries } from './guides-api.ts';
import { useGuideEnable } from './use-guide-enable.ts';

const KioskSetupDialog = lazy(() => import('./kiosk-setup-dialog.tsx'));

/** /guidePanel/{guideId}: one guide at a glance, its switch, and the way to each of its parts. */
function GuidePanelRoute() {
  const { guideId = '' } = useParams();
  const { t } = useTranslation();
  const language = useContentLanguage();
  const access = usePanelAccess();
  const guide = useQuery(guideQueries.one(guideId));
  const journeys = useQuery(journeyQueries.ofGuide(guideId)).data;
  const points = useQuery(guideQueries.points(guideId)).data;
  const maps = useQuery(guideQueries.maps(guideId)).data;
  const enable = useGuideEnable(guideId);
  const enabledChoice = useSwitchChoice();
  const content = access.can('guide.content.edit', guideId);
  const [isKioskOpen, setKioskOpen] = useState(false);

  const tiles: Array<{ to: string; icon: ReactNode; label: string; count?: number | undefined; show: boolean }> = [
    { to: PANEL_PATHS.guideEdition(guideId), icon: <IconAddressBook />, label: t('panel.nav.guide'), show: true },
    {
      to: PANEL_PATHS.journeys(guideId),
      icon: <IconRoute />,
      label: t('panel.nav.journeys'),
      count: journeys?.length,
      show: content,
    },
    {
      to: PANEL_PATHS.points(guideId),
      icon: <IconMapPin />,
      label: t('panel.nav.points'),
      count: points?.length,
      show: content,
    },
    {
      to: PANEL_PATHS.maps(guideId),
      icon: <IconMap2 />,
      label: t('panel.nav.maps'),
      count: maps?.length,
      show: content,
    },
    { to: PANEL_PATHS.media(guideId), icon: <IconPhoto />, label: t('panel.nav.media'), show: content },
    {
      to: PANEL_PATHS.sponsors(guideId),
      icon: <IconHeartHandshake />,
      label: t('panel.nav.sponsors'),
      show: access.can('guide.edit', guideId),
    },
    {
      to: PANEL_PATHS.socialNets(guideId),
      icon: <IconBrandInstagram />,
      label: t('panel.nav.social_nets'),
      show: access.can('guide.edit', guideId),
    },
    {
      to: PANEL_PATHS.analytics(guideId),
      icon: <IconChartBar />,
      label: t('panel.nav.analytics'),
      show: access.can('guide.analytics.read', guideId),
    },
    {
      to: PANEL_PATHS.managers(guideId),
      icon: <IconUsers />,
      label: t('panel.nav.managers'),
      show: access.can('guide.managers.manage', guideId),
    },
  ];

  return (
    <QueryState isPending={guide.isPending} error={guide.error}>
      {() =>
        guide.data && (
          <PanelPage title={localize(guide.data.name, language)} testId="guide-panel">
            <Stack gap="lg">
              <Group justify="space-between">
                <Group gap="sm">
                  <Badge color={guide.data.enabled ? 'teal' : 'gray'} variant="light" size="lg">
                    {guide.data.enabled ? t('panel.guide.enabled') : t('panel.guide.disabled')}
                  </Badge>
                  {access.can('guide.edit', guideId) && (
                    <Switch
                      label={t('panel.guide.visible_to_visitors')}
                      checked={enabledChoice.choice ?? guide.data.enabled}
                      disabled={enable.isPending}
                      onChange={(event) => {
                        const next = event.currentTarget.checked;
                        enable.mutate(next, { onSettled: enabledChoice.hold(next) });
                      }}
                      data-testid="guide-panel-enabled"
                    />
                  )}
                </Group>
                <Group gap="xs">
                  <PreviewButton guideId={guideId} guideName={localize(guide.data.name, 'pt')} />
                  {guide.data.enabled && access.can('guide.edit', guideId) && (
                    <Button
                      variant="subtle"
                      leftSection={<IconDeviceTablet size={16} aria-hidden />}
                      onClick={() => setKioskOpen(true)}
                      data-testid="guide-panel-kiosk"
                    >
                      {t('panel.kiosk.title')}
                    </Button>
                  )}
                  {guide.data.enabled && (
                    <Button
                      component={Link}
                      to={`/${encodeURIComponent(localize(guide.data.name, 'pt'))}`}
                      variant="subtle"
                      rightSection={<IconExternalLink size={16} />}
                    >
                      {t('panel.guide.open_as_visitor')}
                    </Button>
                  )}
                </Group>
              </Group>
              <PublishStatusCard guideId={guideId} />
              <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
                {tiles
                  .filter((tile) => tile.show)
                  .map((tile) => (
                    <Card key={tile.to} component={Link} to={tile.to} withBorder padding="md" radius="md">
                      <Stack gap={6} align="flex-start">
                        <ThemeIcon variant="light" size="lg">
                          {tile.icon}
                        </ThemeIcon>
                        <Text fw={600}>{tile.label}</Text>
                        {tile.count !== undefined && (
                          <Text size="sm" c="dimmed">
                            {t('panel.guide.count', { count: tile.count })}
                          </Text>
                        )}
                      </Stack>
                    </Card>
                  ))}
              </SimpleGrid>
              {isKioskOpen && (
                <Suspense fallback={null}>
                  <KioskSetupDialog guideId={guideId} onClose={() => setKioskOpen(false)} />
                </Suspense>
              )}
            </Stack>
          </PanelPage>
        )
      }
    </QueryState>
  );
}

export { GuidePanelRoute as Component };
