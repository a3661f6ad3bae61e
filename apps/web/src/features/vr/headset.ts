import type { Viewer } from '@photo-sphere-viewer/core';
import type { GyroscopePlugin } from '@photo-sphere-viewer/gyroscope-plugin';
import type { StereoPlugin } from '@photo-sphere-viewer/stereo-plugin';
import type { VirtualTourPlugin } from '@photo-sphere-viewer/virtual-tour-plugin';
import { StereoEffect } from 'three/examples/jsm/effects/StereoEffect.js';
import { linkInView, type TourScene } from './tour.ts';

const DEG = 180 / Math.PI;
/** How close to a link the view's centre must stay (degrees), and for how long, to walk through it. */
export const GAZE_ANGLE = 12;
export const GAZE_MS = 2000;
/** A tap walks through the link nearest the view's centre within this angle, else the scene's first link. */
const TAP_ANGLE = 45;

/**
 * The cardboard mode on a running viewer: the picture split in two eyes (three.js StereoEffect;
 * on phones with a gyroscope the StereoPlugin takes over on the first tap with full screen,
 * wake lock and orientation), and the gaze or tap control. Returns its stop function.
 */
export function startHeadset(
  viewer: Viewer,
  currentScene: () => TourScene | undefined,
  onGaze: (gazing: boolean) => void,
): { tap: () => void; stop: () => void } {
  const splitInTwo = () => viewer.renderer.setCustomRenderer((renderer) => new StereoEffect(renderer));
  splitInTwo();
  viewer.navbar.hide();
  const tour = viewer.getPlugin<VirtualTourPlugin>('virtual-tour');
  const stereo = viewer.getPlugin<StereoPlugin>('stereo');
  const gyroscope = viewer.getPlugin<GyroscopePlugin>('gyroscope');
  stereo?.addEventListener('stereo-updated', ({ stereoEnabled }) => {
    if (!stereoEnabled) splitInTwo();
  });

  const view = () => {
    const { yaw, pitch } = viewer.getPosition();
    const yawDeg = yaw * DEG;
    return { yaw: yawDeg > 180 ? yawDeg - 360 : yawDeg, pitch: pitch * DEG };
  };
  const walk = (to: string) => {
    gazed = undefined;
    walkingTo = to;
    onGaze(false);
    void tour?.setCurrentNode(to);
  };

  let gazed: { to: string; since: number } | undefined;
  let walkingTo: string | undefined;
  const timer = window.setInterval(() => {
    // Until the next scene shows, the view still looks at the link just taken.
    if (walkingTo !== undefined && currentScene()?.id !== walkingTo) return;
    walkingTo = undefined;
    const link = linkInView(currentScene()?.links ?? [], view(), GAZE_ANGLE);
    if (!link) {
      if (gazed) onGaze(false);
      gazed = undefined;
    } else if (gazed?.to !== link.to) {
      gazed = { to: link.to, since: Date.now() };
      onGaze(true);
    } else if (Date.now() - gazed.since >= GAZE_MS) walk(link.to);
  }, 200);

  let askedSensors = false;
  return {
    tap: () => {
      if (!askedSensors && stereo && gyroscope) {
        askedSensors = true;
        // Needs a tap: iOS asks for the motion sensors, and full screen needs a gesture.
        void gyroscope
          .isSupported()
          .then((supported) => (supported ? stereo.start() : undefined))
          .catch(() => splitInTwo());
      }
      const links = currentScene()?.links ?? [];
      const link = linkInView(links, view(), TAP_ANGLE) ?? links[0];
      if (link) walk(link.to);
    },
    stop: () => window.clearInterval(timer),
  };
}
