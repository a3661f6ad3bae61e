import '@photo-sphere-viewer/core/index.css';
import '@photo-sphere-viewer/markers-plugin/index.css';
import '@photo-sphere-viewer/virtual-tour-plugin/index.css';
import '@photo-sphere-viewer/video-plugin/index.css';
import { escapeHtml, type RvInfoPoint } from '@percurso/shared';
import { type PluginConstructor, Viewer } from '@photo-sphere-viewer/core';
import { EquirectangularVideoAdapter } from '@photo-sphere-viewer/equirectangular-video-adapter';
import { GyroscopePlugin } from '@photo-sphere-viewer/gyroscope-plugin';
import { type MarkerConfig, MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';
import { StereoPlugin } from '@photo-sphere-viewer/stereo-plugin';
import { VideoPlugin } from '@photo-sphere-viewer/video-plugin';
import { type VirtualTourNode, VirtualTourPlugin } from '@photo-sphere-viewer/virtual-tour-plugin';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './scene-viewer.module.css';
import type { Tour, TourScene } from './tour.ts';

const deg = (value: number) => `${value}deg`;

/**
 * User-timing mark set when the first panorama has been drawn: the viewer takes input from then
 * on. Lighthouse lists it (audit `user-timings`); `bench/vr-scene.bench.ts` reports it.
 */
const SCENE_READY_MARK = 'vr-scene-ready';

/** What the viewer needs from its screen: names and labels in the visitor's language, callbacks. */
export interface SceneViewerProps {
  tour: Tour;
  sceneName: (scene: TourScene) => string;
  infoLabel: (marker: RvInfoPoint) => string;
  goToLabel: (sceneName: string) => string;
  onInfo?: (marker: RvInfoPoint) => void;
  /** The viewer once its first panorama shows (the headset mode and the editor drive it). */
  onReady?: (viewer: Viewer) => void;
  onSceneChange?: (sceneId: string) => void;
  /** Started at a scene other than the tour's first (the editor's preview of a scene). */
  startId?: string;
  /** Where the first scene opens instead of its own initial view (the editor keeps its view). */
  initialView?: { yaw: number; pitch: number };
  testId?: string;
}

/** An info marker's button, built as elements: its label (the manager's title) is only ever text. */
function infoButton(label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = classes.info ?? '';
  button.setAttribute('aria-label', label);
  button.dataset.testid = 'vr-info';
  button.textContent = 'i';
  return button;
}

function infoMarkers(scene: TourScene, label: (marker: RvInfoPoint) => string): MarkerConfig[] {
  return scene.markers.map((marker, index) => ({
    id: `info-${index}`,
    position: { yaw: deg(marker.yaw), pitch: deg(marker.pitch) },
    element: infoButton(label(marker)),
    size: { width: 44, height: 44 },
    anchor: 'center center',
    data: { index },
  }));
}

/**
 * Photo Sphere Viewer with the point's tour: linked scenes (virtual tour, links as hotspots at
 * their yaw/pitch), info markers, gyroscope and stereo plugins, full screen; or the 360° video.
 * Loaded only by the 360° routes (this module pulls three.js).
 */
export function SceneViewer(props: SceneViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const { tour, startId } = props;
  const initialView = useRef(props.initialView);
  initialView.current = props.initialView;
  // The viewer's own loader would say "Loading..." in English.
  const { t } = useTranslation();
  const loadingTxt = useRef('');
  loadingTxt.current = t('common.loading');

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { sceneName, infoLabel, goToLabel } = latest.current;
    const byId = new Map(tour.scenes.map((scene) => [scene.id, scene]));
    const start = byId.get(startId ?? tour.startId) ?? tour.scenes[0];
    if (!start) return;
    const view = initialView.current ?? { yaw: start.yaw, pitch: 0 };
    const common: PluginConstructor[] = [GyroscopePlugin, StereoPlugin];
    const viewer =
      tour.kind === 'video'
        ? new Viewer({
            container: element,
            loadingTxt: loadingTxt.current,
            adapter: [EquirectangularVideoAdapter, { muted: true, autoplay: true }],
            panorama: { source: start.url },
            defaultYaw: deg(view.yaw),
            defaultPitch: deg(view.pitch),
            navbar: ['videoPlay', 'videoTime', 'caption', 'zoom', 'gyroscope', 'fullscreen'],
            plugins: [VideoPlugin, [MarkersPlugin, { markers: infoMarkers(start, infoLabel) }], ...common],
          })
        : new Viewer({
            container: element,
            loadingTxt: loadingTxt.current,
            defaultYaw: deg(view.yaw),
            defaultPitch: deg(view.pitch),
            navbar: ['zoom', 'move', 'caption', 'gyroscope', 'fullscreen'],
            plugins: [
              MarkersPlugin,
              [
                VirtualTourPlugin,
                {
                  renderMode: '2d',
                  positionMode: 'manual',
                  startNodeId: start.id,
                  preload: true,
                  transitionOptions: { showLoader: true, effect: 'fade', speed: '30rpm', rotation: false },
                  arrowStyle: {
                    element: (link: { nodeId: string }) => {
                      const button = document.createElement('button');
                      button.type = 'button';
                      button.className = classes.link ?? '';
                      button.dataset.testid = `vr-link-${link.nodeId}`;
                      const target = byId.get(link.nodeId);
                      button.setAttribute('aria-label', goToLabel(target ? sceneName(target) : link.nodeId));
                      button.innerHTML =
                        '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 4l8 9h-5v7H9v-7H4z" fill="currentColor"/></svg>';
                      return button;
                    },
                    size: { width: 56, height: 56 },
                  },
                  nodes: tour.scenes.map(
                    (scene): VirtualTourNode => ({
                      id: scene.id,
                      panorama: scene.url,
                      // Both are HTML to the viewer (the navbar's caption, the links' tooltips):
                      // a scene named '<img …>' must show those characters, not an image.
                      name: escapeHtml(sceneName(scene)),
                      caption: escapeHtml(sceneName(scene)),
                      links: scene.links.map((link) => ({
                        nodeId: link.to,
                        position: { yaw: deg(link.yaw), pitch: deg(link.pitch) },
                      })),
                      markers: infoMarkers(scene, infoLabel),
                    }),
                  ),
                },
              ],
              ...common,
            ],
          });
    element.dataset.scene = start.id;

    const markers = viewer.getPlugin<MarkersPlugin>(MarkersPlugin);
    let current = start;
    markers.addEventListener('select-marker', ({ marker }) => {
      const index = (marker.config.data as { index?: number } | undefined)?.index;
      const found = index === undefined ? undefined : current.markers[index];
      if (found) latest.current.onInfo?.(found);
    });
    if (tour.kind === 'image') {
      const virtualTour = viewer.getPlugin<VirtualTourPlugin>(VirtualTourPlugin);
      virtualTour.addEventListener('node-changed', ({ node }) => {
        const scene = byId.get(node.id);
        if (!scene) return;
        current = scene;
        element.dataset.scene = scene.id;
        if (scene !== start) viewer.rotate({ yaw: deg(scene.yaw), pitch: 0 });
        latest.current.onSceneChange?.(scene.id);
      });
    }
    viewer.addEventListener(
      'panorama-loaded',
      () => {
        viewer.addEventListener('render', () => performance.mark(SCENE_READY_MARK), { once: true });
        element.dataset.ready = 'true';
        latest.current.onReady?.(viewer);
      },
      { once: true },
    );
    return () => viewer.destroy();
  }, [tour, startId]);

  return <div ref={container} className={classes.viewer} data-testid={props.testId ?? 'vr-viewer'} />;
}
