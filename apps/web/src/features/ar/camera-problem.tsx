import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCameraOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Why the AR screen has no camera image (the visitor blocked it, or the device has none) and what
 * to do: never a blank page. The point's content stays one tap away.
 */
export function CameraProblem({
  reason,
  onRetry,
  pointHref,
}: {
  reason: 'denied' | 'unavailable';
  onRetry?: () => void;
  pointHref?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color={reason === 'denied' ? 'red' : 'orange'}
      icon={<IconCameraOff size={20} />}
      title={reason === 'denied' ? t('ar.camera.denied_title') : undefined}
      data-testid="ar-camera-problem"
      data-reason={reason}
    >
      <Stack gap="sm">
        <Text size="sm">{reason === 'denied' ? t('ar.camera.denied_help') : t('ar.camera.unavailable')}</Text>
        <Group gap="sm">
          {onRetry && reason === 'denied' && (
            <Button size="xs" onClick={onRetry} data-testid="ar-camera-retry">
              {t('ar.camera.retry')}
            </Button>
          )}
          {pointHref && (
            <Button size="xs" variant="light" component={Link} to={pointHref}>
              {t('ar.scene.to_point')}
            </Button>
          )}
          <Anchor component={Link} to="/cameraAndGps" size="sm">
            {t('ar.camera.permissions')}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}
