import { Box, Button, Center, Group, Loader, Text, Title, VisuallyHidden } from '@mantine/core';
import type { RvInfoPoint } from '@percurso/shared';
import { IconArrowLeft, IconCardboards } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { useVrMessages } from '../../i18n/vr-messages.ts';
import { FlatPanorama } from './flat-panorama.tsx';
import { loadScenePoint } from './load-scene-point.ts';
import classes from './rv-page.module.css';
import { useTour } from './use-tour.ts';
import { useWebglAvailable } from './webgl.ts';

/**
 * The viewer (Photo Sphere Viewer and three.js, most of the screen's bytes) and the info dialog
 * (Mantine's modal) are chunks of their own: this screen's chunk stays small, so it shows the
 * first panorama flat (FlatPanorama) while the viewer downloads; its loader starts the viewer's
 * download next to the point's (and the point's first panorama's), and the dialog's downloads
 * once the sphere shows.
 */
const viewerChunk = () => import('./scene-viewer.tsx');
const SceneViewer = lazy(() => viewerChunk().then((module) => ({ default: module.SceneViewer })));
const infoDialogChunk = () => import('./info-dialog.tsx');
const InfoDialog = lazy(() => infoDialogChunk().then((module) => ({ default: module.InfoDialog })));
const preloadInfoDialog = () => {
  infoDialogChunk().catch(() => undefined);
};

/** Through the router's client (app/router.tsx): the server renders each page with a client of its own. */
export function loadScene(queryClient: QueryClient, args: LoaderFunctionArgs) {
  // The lazy viewer retries and shows a failure; the server draws the page without it.
  if (typeof document !== 'undefined') viewerChunk().catch(() => undefined);
  return loadScenePoint(args, queryClient);
}

/** /rvScene/{intPointId}: the point's 360° scene and its linked scenes, full screen (spec RvPageScene). */
export function Component() {
  useVrMessages();
  const { t } = useTranslation();
  const localize = useLocalize();
  const { pointId, lookup, tour, sceneName, infoLabel, goToLabel, pointPath, isPending } = useTour();
  const [marker, setMarker] = useState<RvInfoPoint>();
  // The dialog mounts at the first marker opened and stays, so it closes with its transition.
  const [dialogMounted, setDialogMounted] = useState(false);
  const openMarker = (opened: RvInfoPoint) => {
    setMarker(opened);
    setDialogMounted(true);
  };
  // Unknown on the server (undefined): the page is drawn with the flat panorama, without the sphere or its absence.
  const webgl = useWebglAvailable();
  const canShow = tour !== undefined && tour.kind !== 'none' && webgl === true;
  // Per point: the same screen stays mounted when a link leads to another point's scene.
  const [sphereShownFor, setSphereShownFor] = useState<string>();
  const sphereShown = sphereShownFor === pointId;
  const lookedAt = useRef<number>(undefined);
  // A photo tour's first panorama shows flat (a strip to swipe) until the viewer has drawn it as
  // a sphere; without WebGL it stays, with the reason there is no sphere.
  const flatScene = tour?.kind === 'image' && !sphereShown ? tour.scenes[0] : undefined;
  const loading = (
    <Center className={classes.empty}>
      <Loader color="white" aria-label={t('vr.loading')} />
    </Center>
  );

  return (
    <div className={classes.page} data-testid="rv-scene-page">
      <VisuallyHidden component="h1">{lookup ? localize(lookup.point.name) : t('vr.loading')}</VisuallyHidden>
      {canShow ? (
        <Suspense fallback={loading}>
          <SceneViewer
            tour={tour}
            sceneName={sceneName}
            infoLabel={infoLabel}
            goToLabel={goToLabel}
            onInfo={openMarker}
            onReady={(viewer) => {
              // The sphere turns to where the visitor had swiped the strip.
              if (lookedAt.current !== undefined) viewer.rotate({ yaw: `${lookedAt.current}deg`, pitch: 0 });
              setSphereShownFor(pointId);
              preloadInfoDialog();
            }}
          />
        </Suspense>
      ) : isPending || (webgl === undefined && !flatScene) ? (
        loading
      ) : flatScene ? (
        webgl === false && <Text className={classes.hint}>{t('vr.webgl_missing')}</Text>
      ) : (
        <Center className={classes.empty}>
          <Text c="white">{tour && tour.kind !== 'none' ? t('vr.webgl_missing') : t('vr.no_scene')}</Text>
        </Center>
      )}
      {flatScene && (
        <FlatPanorama
          scene={flatScene}
          label={lookup ? localize(lookup.point.name) : ''}
          onLook={(yaw) => {
            lookedAt.current = yaw;
          }}
        />
      )}
      <Group className={classes.bar} justify="space-between" wrap="nowrap" preventGrowOverflow={false}>
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
          <Title order={2} fz="sm" c="white" className={classes.title} lineClamp={1} visibleFrom="xs">
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
            classNames={{ section: classes.headsetIcon }}
            aria-label={t('vr.headset')}
            data-testid="rv-headset-link"
          >
            <Box component="span" visibleFrom="xs">
              {t('vr.headset')}
            </Box>
          </Button>
        )}
      </Group>
      {dialogMounted && (
        <Suspense fallback={null}>
          <InfoDialog marker={marker} onClose={() => setMarker(undefined)} />
        </Suspense>
      )}
    </div>
  );
}
