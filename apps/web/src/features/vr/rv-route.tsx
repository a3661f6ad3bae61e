import { Button, Center, Text, VisuallyHidden } from '@mantine/core';
import type { Viewer } from '@photo-sphere-viewer/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { useVrMessages } from '../../i18n/vr-messages.ts';
import { startHeadset } from './headset.ts';
import { loadScenePoint } from './load-scene-point.ts';
import classes from './rv-page.module.css';
import { SceneViewer } from './scene-viewer.tsx';
import { useTour } from './use-tour.ts';
import { webglAvailable } from './webgl.ts';

export const loader = (args: LoaderFunctionArgs) => loadScenePoint(args);

/**
 * /rv/{intPointId}: the same tour in stereo for a phone headset (spec RvImageSceneOculos): two
 * eyes side by side, a reticle in each; looking at a link for 2 s, or tapping, walks through it.
 */
export function Component() {
  useVrMessages();
  const { t } = useTranslation();
  const localize = useLocalize();
  const { pointId, lookup, tour, sceneName, infoLabel, goToLabel } = useTour();
  const [viewer, setViewer] = useState<Viewer>();
  const [gazing, setGazing] = useState(false);
  const sceneId = useRef<string>(undefined);
  const headset = useRef<ReturnType<typeof startHeadset>>(undefined);
  const canShow = tour !== undefined && tour.kind === 'image' && webglAvailable();

  useEffect(() => {
    if (!viewer || !tour) return;
    const current = () => tour.scenes.find((scene) => scene.id === (sceneId.current ?? tour.startId));
    headset.current = startHeadset(viewer, current, setGazing);
    return () => headset.current?.stop();
  }, [viewer, tour]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the tap is the headset's one control; the scene page has the keyboard links.
    <div
      className={classes.page}
      data-testid="rv-headset-page"
      data-stereo={viewer ? 'on' : 'off'}
      onClick={() => headset.current?.tap()}
    >
      <VisuallyHidden component="h1">{lookup ? localize(lookup.point.name) : t('vr.loading')}</VisuallyHidden>
      {canShow ? (
        <>
          <SceneViewer
            tour={tour}
            sceneName={sceneName}
            infoLabel={infoLabel}
            goToLabel={goToLabel}
            onReady={setViewer}
            onSceneChange={(id) => {
              sceneId.current = id;
            }}
            testId="rv-headset-viewer"
          />
          {viewer && (
            <>
              <span className={classes.reticle} style={{ left: '25%' }} data-gazing={gazing} data-testid="rv-eye" />
              <span className={classes.reticle} style={{ left: '75%' }} data-gazing={gazing} data-testid="rv-eye" />
            </>
          )}
          <p className={classes.hint}>{t('vr.headset_hint')}</p>
        </>
      ) : (
        <Center className={classes.empty}>
          <Text c="white">
            {tour && tour.kind !== 'none' && !webglAvailable() ? t('vr.webgl_missing') : t('vr.no_scene')}
          </Text>
        </Center>
      )}
      <Button
        component={Link}
        to={`/rvScene/${encodeURIComponent(pointId)}`}
        variant="white"
        size="compact-md"
        leftSection={<IconArrowLeft size={18} />}
        className={classes.exit}
        onClick={(event) => event.stopPropagation()}
      >
        {t('vr.exit_headset')}
      </Button>
    </div>
  );
}
