import './common/panel-styles.ts';
import { Center, Group, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { queryClient } from '../../api/query-client.ts';
import { PanelLayout } from '../../app/layouts/panel-layout.tsx';
import { loadPanelMessages } from '../../i18n/setup.ts';
import { AccountButton } from '../account/index.ts';
import { useSessionUser } from '../account/use-session.tsx';
import { useCurrentPanelGuideId } from './common/current-panel-guide.ts';
import { NoPanelAccess } from './common/no-panel-access.tsx';
import { usePanelAccess } from './common/panel-access.ts';
import { PanelNavigation } from './common/panel-navigation.tsx';

// Panel data is edited by several managers at once: every screen asks the server again when it opens.
queryClient.setQueryDefaults(['panel'], { staleTime: 0 });

/**
 * Every panel route renders inside this shell (its own lazy chunk: visitors never load it). It
 * shows the "no access" state to people without panel rights instead of any screen.
 */
function PanelShell() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const access = usePanelAccess();
  const guideId = useCurrentPanelGuideId();
  const [isNavigationOpen, navigation] = useDisclosure(false);
  const { pathname } = useLocation();

  // A link followed on a phone closes the navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => navigation.close(), [pathname]);

  const allowed = access.hasPanelAccess;
  return (
    <PanelLayout
      title={t('panel.title')}
      navigation={allowed ? <PanelNavigation guideId={guideId} onNavigate={navigation.close} /> : null}
      actions={
        <Group gap="xs" wrap="nowrap">
          <AccountButton />
        </Group>
      }
      isNavigationOpen={isNavigationOpen}
      onToggleNavigation={allowed ? navigation.toggle : undefined}
      burgerLabel={t('panel.nav.label')}
    >
      {access.isLoading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : allowed ? (
        <Outlet />
      ) : (
        <NoPanelAccess isAnonymous={user?.isAnonymous !== false} />
      )}
    </PanelLayout>
  );
}

export { PanelShell as Component };

/** The panel's own messages arrive with it: visitors never download them. */
export async function loader(): Promise<null> {
  await loadPanelMessages();
  return null;
}
