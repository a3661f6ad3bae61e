import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconPhotoSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useArMessages } from '../../i18n/ar-messages.ts';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { arLayers } from './ar-layers.ts';
import { ArOverlay } from './ar-overlay.tsx';
import { CameraFrame } from './camera-frame.tsx';
import { useArPoint, useRecordArView } from './use-ar-point.ts';
import { useCameraStream } from './use-camera-stream.ts';

export { arLoader as loader } from './use-ar-point.ts';

/**
 * /raScene and /raPageScene (spec RaPageScene, RaPageSceneIMG): the rear camera with the point's
 * AR videos, images and 3D models over it, in the raPriority order; the view counts as an
 * interaction with tracker raContent.
 */
export function Component() {
  useArMessages();
  const { t } = useTranslation();
  const localize = useLocalize();
  const { lookup, pointHref } = useArPoint();
  const layers = lookup && !lookup.locked ? arLayers(lookup.point.immersive) : [];
  const { camera, retry } = useCameraStream();
  useRecordArView(lookup?.point.id, camera.status === 'live' && layers.length > 0);

  const message = !lookup
    ? t('ar.scene.no_point')
    : lookup.locked
      ? t('ar.scene.locked')
      : layers.length === 0
        ? t('ar.scene.no_content')
        : undefined;

  return (
    <Stack gap="md" data-testid="ar-scene" data-point-id={lookup?.point.id}>
      <Title order={1} fz="h3">
        {lookup ? localize(lookup.point.name) : t('ar.scene.title')}
      </Title>
      {message ? (
        <Alert color="gray" data-testid="ar-scene-message">
          {message}
        </Alert>
      ) : (
        <CameraFrame camera={camera} onRetry={retry} pointHref={pointHref}>
          <ArOverlay layers={layers} name={lookup ? localize(lookup.point.name) : ''} />
        </CameraFrame>
      )}
      <Group justify="center" gap="sm">
        {lookup && !lookup.locked && (lookup.point.immersive.raImages?.length ?? 0) > 0 && (
          <Button
            variant="light"
            leftSection={<IconPhotoSearch size={18} />}
            component={Link}
            to={`/ID?point=${encodeURIComponent(lookup.point.id)}`}
          >
            {t('ar.scene.detect')}
          </Button>
        )}
        {pointHref && (
          <Button variant="default" component={Link} to={pointHref}>
            {t('ar.scene.to_point')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
