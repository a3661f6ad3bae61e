import { NavLink, Stack, Text } from '@mantine/core';
import {
  IconAddressBook,
  IconAward,
  IconBrandInstagram,
  IconBuildingBank,
  IconChartBar,
  IconDatabaseExport,
  IconDatabaseImport,
  IconDoorEnter,
  IconGift,
  IconHeartHandshake,
  IconHome,
  IconId,
  IconLifebuoy,
  IconMap2,
  IconMapPin,
  IconPhoto,
  IconQrcode,
  IconRoute,
  IconRoute2,
  IconSettings,
  IconStar,
  IconTicket,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePanelAccess } from './panel-access.ts';
import { PANEL_PATHS } from './panel-paths.ts';

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  testId: string;
}

/**
 * The panel's navigation column: the panel home and lists for everyone with panel access; the
 * current guide's sections when a guide is open (`guideId`); global sections only for global admins.
 * Items a role cannot use are not shown (the server refuses them anyway).
 */
export function PanelNavigation({ guideId, onNavigate }: { guideId?: string | undefined; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const access = usePanelAccess();
  const here = pathname + search;

  const general: NavItem[] = [
    { to: PANEL_PATHS.home, label: t('panel.nav.home'), icon: <IconHome size={18} />, testId: 'nav-home' },
    {
      to: PANEL_PATHS.guideList,
      label: t('panel.nav.guides'),
      icon: <IconBuildingBank size={18} />,
      testId: 'nav-guides',
    },
  ];
  // Road maps: global admins and road-map administrators (issue 13).
  if (access.can('roadMap.create') || (access.summary?.roadMapIds?.length ?? 0) > 0) {
    general.push({
      to: PANEL_PATHS.roadMaps,
      label: t('panel.nav.road_maps'),
      icon: <IconRoute2 size={18} />,
      testId: 'nav-road-maps',
    });
  }
  const guide: NavItem[] = [];
  if (guideId) {
    guide.push({
      to: PANEL_PATHS.guideEdition(guideId),
      label: t('panel.nav.guide'),
      icon: <IconAddressBook size={18} />,
      testId: 'nav-guide',
    });
    if (access.can('guide.content.edit', guideId)) {
      guide.push(
        {
          to: PANEL_PATHS.journeys(guideId),
          label: t('panel.nav.journeys'),
          icon: <IconRoute size={18} />,
          testId: 'nav-journeys',
        },
        {
          to: PANEL_PATHS.points(guideId),
          label: t('panel.nav.points'),
          icon: <IconMapPin size={18} />,
          testId: 'nav-points',
        },
        { to: PANEL_PATHS.maps(guideId), label: t('panel.nav.maps'), icon: <IconMap2 size={18} />, testId: 'nav-maps' },
      );
    }
    if (access.can('guide.content.edit', guideId)) {
      guide.push(
        {
          to: PANEL_PATHS.instantRewards(guideId),
          label: t('panel.nav.instant_rewards'),
          icon: <IconGift size={18} />,
          testId: 'nav-instant-rewards',
        },
        {
          to: PANEL_PATHS.emblems(guideId),
          label: t('panel.nav.emblems'),
          icon: <IconAward size={18} />,
          testId: 'nav-emblems',
        },
        {
          to: PANEL_PATHS.redeem(guideId),
          label: t('panel.nav.redeem'),
          icon: <IconTicket size={18} />,
          testId: 'nav-redeem',
        },
      );
    }
    if (access.can('guide.helpDesk', guideId)) {
      guide.push({
        to: PANEL_PATHS.helpDesk(guideId),
        label: t('panel.nav.help_desk'),
        icon: <IconLifebuoy size={18} />,
        testId: 'nav-help-desk',
      });
    }
    if (access.can('guide.content.edit', guideId)) {
      guide.push({
        to: PANEL_PATHS.media(guideId),
        label: t('panel.nav.media'),
        icon: <IconPhoto size={18} />,
        testId: 'nav-media',
      });
      guide.push({
        to: PANEL_PATHS.qrKit(guideId),
        label: t('panel.nav.qr_kit'),
        icon: <IconQrcode size={18} />,
        testId: 'nav-qr-kit',
      });
    }
    if (access.can('guide.edit', guideId)) {
      guide.push(
        {
          to: PANEL_PATHS.sponsors(guideId),
          label: t('panel.nav.sponsors'),
          icon: <IconHeartHandshake size={18} />,
          testId: 'nav-sponsors',
        },
        {
          to: PANEL_PATHS.socialNets(guideId),
          label: t('panel.nav.social_nets'),
          icon: <IconBrandInstagram size={18} />,
          testId: 'nav-social-nets',
        },
      );
    }
    if (access.can('guide.view', guideId)) {
      guide.push({
        to: PANEL_PATHS.accesses(guideId),
        label: t('panel.nav.accesses'),
        icon: <IconDoorEnter size={18} />,
        testId: 'nav-accesses',
      });
    }
    if (access.can('guide.analytics.read', guideId)) {
      guide.push({
        to: PANEL_PATHS.analytics(guideId),
        label: t('panel.nav.analytics'),
        icon: <IconChartBar size={18} />,
        testId: 'nav-analytics',
      });
    }
    if (access.can('guide.analytics.read', guideId)) {
      guide.push({
        to: PANEL_PATHS.ratings(guideId),
        label: t('panel.nav.ratings'),
        icon: <IconStar size={18} />,
        testId: 'nav-ratings',
      });
    }
    if (access.can('guide.view', guideId)) {
      guide.push({
        to: PANEL_PATHS.prizes(guideId),
        label: t('panel.nav.prizes'),
        icon: <IconGift size={18} />,
        testId: 'nav-prizes',
      });
    }
    if (access.can('guide.managers.manage', guideId)) {
      guide.push({
        to: PANEL_PATHS.managers(guideId),
        label: t('panel.nav.managers'),
        icon: <IconUsers size={18} />,
        testId: 'nav-managers',
      });
    }
  }
  // Sections shared by every guide (the media library joins here).
  const shared: NavItem[] = [];
  const global: NavItem[] = access.can('appProperties.edit')
    ? [
        {
          to: PANEL_PATHS.roadMapAnalytics,
          label: t('panel.nav.road_map_analytics'),
          icon: <IconChartBar size={18} />,
          testId: 'nav-road-map-analytics',
        },
        {
          to: PANEL_PATHS.appProperties,
          label: t('panel.nav.app_properties'),
          icon: <IconSettings size={18} />,
          testId: 'nav-app-properties',
        },
        {
          to: PANEL_PATHS.legacyImport,
          label: t('panel.legacy.nav'),
          icon: <IconDatabaseImport size={18} />,
          testId: 'nav-legacy-import',
        },
        {
          to: PANEL_PATHS.registry,
          label: t('panel.registry.nav'),
          icon: <IconId size={18} />,
          testId: 'nav-registry',
        },
      ]
    : [];
  if (access.can('backups.manage')) {
    global.push({
      to: PANEL_PATHS.backups,
      label: t('panel.backups.nav'),
      icon: <IconDatabaseExport size={18} />,
      testId: 'nav-backups',
    });
  }

  const render = (items: NavItem[]) =>
    items.map((item) => (
      <NavLink
        key={item.to}
        component={Link}
        to={item.to}
        label={item.label}
        leftSection={item.icon}
        active={here === item.to || pathname === item.to}
        onClick={onNavigate}
        data-testid={item.testId}
      />
    ));

  return (
    <Stack gap={4} component="nav" aria-label={t('panel.nav.label')}>
      {render(general)}
      {guide.length > 0 && (
        <>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="md" px="sm">
            {t('panel.nav.this_guide')}
          </Text>
          {render(guide)}
        </>
      )}
      {shared.length + global.length > 0 && (
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="md" px="sm">
          {t('panel.nav.shared')}
        </Text>
      )}
      {render(shared)}
      {render(global)}
    </Stack>
  );
}
