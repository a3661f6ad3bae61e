import { Button, Center, Group, Paper } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useRouteError } from 'react-router';
import { StatusCard } from '../../ui/status-card.tsx';
import { isChunkLoadError } from '../chunk-retry.ts';
import { PATHS } from '../guard/routes.ts';

/**
 * Router errors of the visitor routes (a failed loader) send the visitor to /dadosinvalidos; a
 * screen whose code did not load (after importWithRetry's retry and reload) says so in place.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t } = useTranslation();

  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isChunkLoadError(error)) return <ScreenError kind="load" />;
  if (pathname.toLowerCase() !== PATHS.invalidData.toLowerCase()) {
    return <Navigate to={PATHS.invalidData} replace />;
  }
  // The error happened on /dadosinvalidos itself: render a self-contained notice, no redirect loop.
  return (
    <Center mih="100dvh" p="md">
      <Paper p="xl" radius="lg" withBorder maw={480}>
        <StatusCard icon={<IconAlertTriangle size={36} />} title={t('static.invalid_data.title')}>
          {t('static.invalid_data.text')}
        </StatusCard>
        <Center mt="lg">
          <Button onClick={() => window.location.assign(PATHS.guideSelection)}>{t('common.go_to_guides')}</Button>
        </Center>
      </Paper>
    </Center>
  );
}

/** The panel's errors stay in the panel: never the visitor's /dadosinvalidos, and the URL is kept. */
export function PanelRouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ScreenError kind={isChunkLoadError(error) ? 'load' : 'error'} home="/painel" />;
}

/** A screen whose code could not be loaded, even after a retry and a reload (chunk-retry.ts). */
export function ScreenLoadFailed() {
  return <ScreenError kind="load" />;
}

function ScreenError({ kind, home }: { kind: 'load' | 'error'; home?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md">
      <Paper p="xl" radius="lg" withBorder maw={480} role="alert" data-testid="screen-error">
        <StatusCard icon={<IconAlertTriangle size={36} />} title={t(`common.screen_${kind}.title`)}>
          {t(`common.screen_${kind}.text`)}
        </StatusCard>
        <Group justify="center" mt="lg">
          <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
            {t('common.screen_load.reload')}
          </Button>
          {home && (
            <Button variant="default" onClick={() => window.location.assign(home)}>
              {t('common.home')}
            </Button>
          )}
        </Group>
      </Paper>
    </Center>
  );
}
