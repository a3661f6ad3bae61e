import { Button, Center, Paper } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useRouteError } from 'react-router';
import { StatusCard } from '../../ui/status-card.tsx';
import { PATHS } from '../guard/routes.ts';

/** Router errors (a failed loader, a chunk that cannot load) send the visitor to /dadosinvalidos. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t } = useTranslation();

  useEffect(() => {
    console.error(error);
  }, [error]);

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
