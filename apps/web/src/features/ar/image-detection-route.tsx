import '@mantine/core/styles/Alert.css';
import { Alert, Badge, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useArMessages } from '../../i18n/ar-messages.ts';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { type ArLayer, arLayers } from './ar-layers.ts';
import { CameraFrame } from './camera-frame.tsx';
import { ModelView } from './model-view.tsx';
import { useArPoint, useRecordArView } from './use-ar-point.ts';
import { useCameraStream } from './use-camera-stream.ts';
import { useImageDetection } from './use-image-detection.ts';

export { arLoader as loader } from './use-ar-point.ts';

/** What is anchored on a recognised image: the point's first video or 3D model, else a frame around it. */
function Anchored({ layer, label }: { layer: ArLayer | undefined; label: string }) {
  if (layer?.kind === 'model') return <ModelView src={layer.url} label={label} height="100%" />;
  if (layer?.kind === 'video')
    return (
      <video
        src={layer.url}
        autoPlay
        muted
        loop
        playsInline
        aria-label={label}
        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    );
  return null;
}

/**
 * /ID (spec ImageDetection): the point's reference images (its AR images) are looked for in the
 * camera image (ORB feature matching, decision 0022); once one is recognised the point's AR
 * content is anchored on it and the view counts as an interaction with tracker raContent.
 */
export function Component() {
  useArMessages();
  const { t } = useTranslation();
  const localize = useLocalize();
  const { lookup, pointHref } = useArPoint();
  const usable = lookup && !lookup.locked ? lookup.point : undefined;
  const targets = usable?.immersive.raImages ?? [];
  const anchored = usable ? arLayers(usable.immersive).find((layer) => layer.kind !== 'image') : undefined;
  const { camera, retry } = useCameraStream();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const found = useImageDetection(camera.status === 'live' ? targets : [], video);
  useRecordArView(usable?.id, found !== undefined);
  const name = usable ? localize(usable.name) : '';

  return (
    <Stack gap="md" data-testid="image-detection" data-found={found ? 'true' : 'false'}>
      <Title order={1} fz="h3">
        {t('ar.detect.title')}
        {name && `: ${name}`}
      </Title>
      {!lookup || targets.length === 0 ? (
        <Alert color="gray" data-testid="image-detection-message">
          {!lookup ? t('ar.scene.no_point') : lookup.locked ? t('ar.scene.locked') : t('ar.detect.no_target')}
        </Alert>
      ) : (
        <>
          <Group gap="sm" wrap="nowrap" align="center">
            <Image src={targets[0]} alt={t('ar.detect.target')} w={72} radius="sm" />
            <Text size="sm">{t('ar.detect.hint')}</Text>
          </Group>
          <CameraFrame camera={camera} onRetry={retry} pointHref={pointHref} onVideo={setVideo} fitVideo>
            {found && (
              <div
                data-testid="ar-anchor"
                style={{
                  position: 'absolute',
                  left: `${found.box.left * 100}%`,
                  top: `${found.box.top * 100}%`,
                  width: `${found.box.width * 100}%`,
                  height: `${found.box.height * 100}%`,
                  outline: '3px solid #12b886',
                  borderRadius: 8,
                  transition: 'all 200ms ease-out',
                }}
              >
                <Anchored layer={anchored} label={name} />
              </div>
            )}
          </CameraFrame>
          <Group justify="center" aria-live="polite">
            <Badge color={found ? 'teal' : 'gray'} size="lg" variant="light" data-testid="detection-state">
              {found ? t('ar.detect.found') : t('ar.detect.searching')}
            </Badge>
          </Group>
        </>
      )}
      {pointHref && (
        <Group justify="center">
          <Button variant="default" component={Link} to={pointHref}>
            {t('ar.scene.to_point')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
