import type { ImmersiveContent } from '../schemas/point.ts';
import { toNamePath } from './name-matching.ts';

/**
 * Where a printed /qrcode/ link leads once its point is known (spec §2): the AR scene when the
 * point has augmented-reality content (the raContent switch on and at least one AR video, image or
 * 3D model: a switch without media would open an empty camera), otherwise the point on its guide
 * page. The server's redirect and the app's guard (a link the service worker answered) both use it.
 */
export function qrDestination(point: { id: string; immersive: ImmersiveContent }, guideName: string): string {
  const pointParam = `point=${encodeURIComponent(point.id)}`;
  const { raContent, raVideos, raImages, ra3DModels } = point.immersive;
  const hasArMedia = [raVideos, raImages, ra3DModels].some((list) => (list?.length ?? 0) > 0);
  return raContent && hasArMedia ? `/raScene?${pointParam}` : `/${toNamePath(guideName)}?${pointParam}`;
}

/**
 * The query parameter a QR link's destination carries its proof in until the app has recorded the
 * unlock: the printed code's signature (`s`), empty for an unsigned code. The server redirects
 * `/qrcode/{id}?s=…` to `qrDestination(…)&qr=…` (docs/decisions/0025-server-rendered-landing-pages.md).
 */
export const QR_PROOF_PARAM = 'qr';

/** The destination of a scanned code with its proof: `signature` is the code's `s` (null when unsigned). */
export function withQrProof(destination: string, signature: string | null): string {
  return `${destination}&${QR_PROOF_PARAM}=${encodeURIComponent(signature ?? '')}`;
}

/** The printed link a proof stands for, as the server checks it (`proof.qr`): the point's /qrcode/ link and its signature. */
export function qrLinkOf(origin: string, pointId: string, signature: string): string {
  const link = `${origin}/qrcode/${encodeURIComponent(pointId)}`;
  return signature ? `${link}?s=${encodeURIComponent(signature)}` : link;
}
