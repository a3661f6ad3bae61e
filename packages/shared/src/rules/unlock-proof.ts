import type { Coordinates } from '../schemas/common.ts';
import { isNearby } from './distance.ts';

/**
 * The point id a scanned QR code names: our printed codes carry `/qrcode/{pointId}` on any origin
 * (and any prefix before it), the same rule the navigation guard applies to an opened link.
 * Returns null for anything else (another site's code, plain text, a code without an id).
 */
export function pointIdFromQrText(text: string): string | null {
  // The path of the link: without its scheme and host, query and fragment.
  const path =
    text
      .trim()
      .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '')
      .split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  const qrIndex = segments.findIndex((segment) => segment.toLowerCase() === 'qrcode');
  if (qrIndex === -1 || qrIndex === segments.length - 1) return null;
  const last = segments.at(-1);
  if (!last) return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return null;
  }
}

/** What a visitor sends with an unlock: the scanned QR text, or where they stand. */
export interface UnlockProof {
  qr?: string | undefined;
  position?: Coordinates | undefined;
}

interface ProvablePoint {
  id: string;
  qrValidation: boolean;
  geolocation: boolean;
  coordinates?: Coordinates | undefined;
}

/** A point found by location: marked `geolocation` and with coordinates. */
export function isLocatedPoint(point: Omit<ProvablePoint, 'id' | 'qrValidation'>): boolean {
  return point.geolocation && point.coordinates !== undefined;
}

/**
 * Whether a first unlock of the point needs a proof: its QR code (qrValidation) or, for a located
 * point, the visitor's position (or its QR code). Opening the point's card is no proof.
 */
export function needsUnlockProof(point: ProvablePoint): boolean {
  return point.qrValidation || isLocatedPoint(point);
}

export type UnlockProofProblem = 'qr-required' | 'location-required' | 'too-far';

/**
 * Why this proof does not unlock the point, or null when it does (or none is needed): a
 * qrValidation point needs the text of its own QR code; a located point its QR code or a
 * position within 25 m of it (spec §9: nearby points lie within 25 m).
 */
export function unlockProofProblem(point: ProvablePoint, proof: UnlockProof | undefined): UnlockProofProblem | null {
  const scanned = proof?.qr !== undefined && pointIdFromQrText(proof.qr) === point.id;
  if (point.qrValidation) return scanned ? null : 'qr-required';
  if (!point.coordinates || !isLocatedPoint(point) || scanned) return null;
  if (!proof?.position) return 'location-required';
  return isNearby(proof.position, point.coordinates) ? null : 'too-far';
}

/** How a point that needs a proof is unlocked: its QR code, or walking up to it (or its QR code). */
export type UnlockWay = 'qr' | 'location';

/** The way a first unlock of the point goes, or null when opening it is enough. */
export function unlockWayOf(point: Omit<ProvablePoint, 'id'>): UnlockWay | null {
  if (point.qrValidation) return 'qr';
  return isLocatedPoint(point) ? 'location' : null;
}
