import { type ImmersiveContent, toNamePath } from '@percurso/shared';
import { PATHS } from './routes.ts';

/**
 * Where a /qrcode/ link leads once its point is loaded: the AR scene when the point has
 * augmented-reality content (the raContent switch on and at least one AR video, image or 3D model:
 * a switch without media would open an empty camera), otherwise the point on its guide page.
 * Loaded by the guard only for QR links (with the unlock code), so the app shell does not carry it.
 */
export function qrDestination(point: { id: string; immersive: ImmersiveContent }, guideName: string): string {
  const pointParam = `point=${encodeURIComponent(point.id)}`;
  const { raContent, raVideos, raImages, ra3DModels } = point.immersive;
  const hasArMedia = [raVideos, raImages, ra3DModels].some((list) => (list?.length ?? 0) > 0);
  return raContent && hasArMedia ? `${PATHS.raScene}?${pointParam}` : `/${toNamePath(guideName)}?${pointParam}`;
}
