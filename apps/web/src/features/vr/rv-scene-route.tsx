import { Button, Center, Group, Loader, Text, Title, VisuallyHidden } from '@mantine/core';
import type { RvInfoPoint } from '@percurso/shared';
import { IconArrowLeft, IconCardboards } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { useVrMessages } from '../../i18n/vr-messages.ts';
import { InfoDialog } from './info-dialog.tsx';
import classes from './rv-page.module.css';
import { SceneViewer } from './scene-viewer.tsx';
import { useTour } from './use-tour.ts';
import { webglAvailable } from './webgl.ts';

export { loadScenePoint as loader } from './load-scene-point.ts';

/** /rvScene/{intPointId}: the point's 360° scene and its linked scenes, full screen (spec RvPageScene). */
export function Component() {
  useVrMessages();
  const { t } = useTranslation();
  const localize = useLocalize();
  const { pointId, lookup, tour, sceneName, infoLabel, goToLabel, pointPath, isPending } = useTour();
  const [marker, setMarker] = useState<RvInfoPoint>();
  const canShow = tour !== undefined && tour.kind !== 'none' && webglAvailable();

  return (
    <div className={classes.page} data-testid="rv-scene-page">
      <VisuallyHidden component="h1">{lookup ? localize(lookup.point.name) : t('vr.loading')}</VisuallyHidden>
      {canShow ? (
        <SceneViewer tour={tour} sceneName={sceneName} infoLabel={infoLabel} goToLabel={goToLabel} onInfo={setMarker} />
      ) : (
        <Center className={classes.empty}>
          {isPending ? (
            <Loader color="white" aria-label={t('vr.loading')} />
          ) : (
            <Text c="white">{tour && tour.kind !== 'none' ? t('vr.webgl_missing') : t('vr.no_scene')}</Text>
          )}
        </Center>
      )}
      <Group className={classes.bar} justify="space-between" wrap="nowrap">
        <Button
          component={Link}
          to={pointPath}
          variant="white"
          size="compact-md"
          leftSection={<IconArrowLeft size={18} />}
        >
          {t('vr.back')}
        </Button>
        {lookup && (
          <Title order={2} fz="sm" c="white" className={classes.title} lineClamp={1}>
            {localize(lookup.point.name)}
          </Title>
        )}
        {canShow && tour.kind === 'image' && (
          <Button
            component={Link}
            to={`/rv/${encodeURIComponent(pointId)}`}
            variant="white"
            size="compact-md"
            leftSection={<IconCardboards size={18} />}
            data-testid="rv-headset-link"
          >
            {t('vr.headset')}
          </Button>
        )}
      </Group>
      <InfoDialog marker={marker} onClose={() => setMarker(undefined)} />
    </div>
  );
}
