import { namesMatch } from './name-matching.ts';

/**
 * Screens a kiosk's visitor may open besides the guide's page (first path segment, lower case):
 * a point's own screens (AR, 360°, camera), the rating and prize screens, the app's notices and
 * terms. Everything else (the guide list, other guides, sign-in, profile, road maps, the panel)
 * leads back to the kiosk's guide.
 */
const KIOSK_SCREENS = new Set([
  'qrcode',
  'interaction',
  'rating',
  'rewards',
  'ra',
  'id',
  'rascene',
  'rapagescene',
  'rv',
  'rvscene',
  'cameraandgps',
  'termosdeuso',
  'politicadeprivacidade',
  'outdatedapp',
  'foradoar',
  'guideoff',
  'dadosinvalidos',
]);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether a device in kiosk mode for the guide named `guideName` (its path segment) may open `pathname`. */
export function isKioskPath(pathname: string, guideName: string): boolean {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const first = segments[0];
  if (first === undefined) return false;
  if (KIOSK_SCREENS.has(first.toLowerCase())) return true;
  const name = first.toLowerCase() === 'guia' && segments.length === 2 ? segments[1] : first;
  return segments.length <= 2 && name !== undefined && namesMatch(decoded(name), decoded(guideName));
}
