/**
 * The id of a point's own 360° scene (its `image360` or `video360`) in its tour (decision 0021).
 * A module of its own so the 360° viewer reads it without loading the tour's schemas (zod).
 */
export const RV_MAIN_SCENE = 'main';

/** What `firstPanorama` reads of a point's immersive content (point.ts's ImmersiveContent). */
interface TourImages {
  image360?: string;
  image360Rotation?: number;
  video360?: string;
  rvImages?: ReadonlyArray<{ url: string; yaw?: number }>;
}

/**
 * The panorama a point's photo tour opens on, and the yaw (degrees) it opens at: its `image360`
 * at `image360Rotation`, else its first linked scene; none for a 360° video alone (decision 0021).
 * The server preloads it with the page and draws it flat until the app's viewer shows the sphere.
 */
export function firstPanorama(immersive: TourImages): { url: string; yaw: number } | undefined {
  if (immersive.image360) return { url: immersive.image360, yaw: immersive.image360Rotation ?? 0 };
  const scene = immersive.video360 ? undefined : immersive.rvImages?.[0];
  return scene && { url: scene.url, yaw: scene.yaw ?? 0 };
}

/**
 * Where a panorama drawn flat (three copies side by side, 2:1 each) starts, as a fraction of one
 * copy's width, so that `yaw` (degrees, 0 = the image's centre, as the 360° viewer counts it) is
 * in the middle of the screen: the server's page and the app's FlatPanorama draw it so.
 */
export function flatPanoramaStart(yaw: number): number {
  return (((yaw / 360 + 0.5) % 1) + 1) % 1;
}
