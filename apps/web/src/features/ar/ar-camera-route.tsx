import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAugmentedReality } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useArMessages } from '../../i18n/ar-messages.ts';
import { useDevicePermission } from '../unlock/index.ts';
import { CameraProblem } from './camera-problem.tsx';
import { useArPoint } from './use-ar-point.ts';

export { arLoader as loader } from './use-ar-point.ts';

/**
 * /RA (spec raCamera): the way into augmented reality. Says why the camera is needed, asks for it
 * as /cameraAndGps does, then opens the AR scene of ?point=; a refusal is explained, with what to
 * do and the point's content one tap away, never a blank page.
 */
export function Component() {
  useArMessages();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { pointHref } = useArPoint();
  const { state, request } = useDevicePermission('camera');
  const scene = `/raScene${search}`;

  const ask = async () => {
    if ((await request()) === 'granted') navigate(scene);
  };

  return (
    <Stack gap="md" data-testid="ar-camera-entry" data-state={state}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" radius="xl" size="xl">
          <IconAugmentedReality size={26} />
        </ThemeIcon>
        <Title order={1} fz="h3">
          {t('ar.camera.title')}
        </Title>
      </Group>
      <Text>{t('ar.camera.intro')}</Text>
      {state === 'denied' || state === 'unavailable' ? (
        <CameraProblem reason={state} onRetry={() => void ask()} pointHref={pointHref} />
      ) : (
        <Group justify="center">
          {state === 'granted' ? (
            <Button component={Link} to={scene} data-testid="ar-continue">
              {t('ar.camera.continue')}
            </Button>
          ) : (
            <Button onClick={() => void ask()} data-testid="ar-allow-camera">
              {t('ar.camera.allow')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
