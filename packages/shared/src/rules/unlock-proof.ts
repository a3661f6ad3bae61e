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

/**
 * The signature a printed code carries (its `s` query parameter: the kit prints
 * `/qrcode/{pointId}?s={signature}`), or null for an unsigned code such as the original system's.
 */
export function qrSignatureFromText(text: string): string | null {
  const query = text.trim().split('#')[0]?.split('?')[1] ?? '';
  const pair = query.split('&').find((part) => part.startsWith('s='));
  if (!pair || pair.length === 2) return null;
  try {
    return decodeURIComponent(pair.slice(2));
  } catch {
    return null;
  }
}

/**
 * What a visitor sends with an unlock: the scanned QR text, where they stand, the venue PIN, or
 * the stop number typed on the keypad.
 */
export interface UnlockProof {
  qr?: string | undefined;
  position?: Coordinates | undefined;
  pin?: string | undefined;
  number?: number | undefined;
}

/**
 * What the server found checking the codes of a proof with the guide's secrets (the signing
 * secret and the venue PIN never leave the server, so this rule is told rather than computes it).
 */
export interface UnlockCodeChecks {
  /** The scanned code's signature: its point's, another (made up, altered), or none (unsigned). */
  signature: 'valid' | 'wrong' | 'absent';
  /** The guide refuses unsigned codes. */
  signedCodesOnly: boolean;
  /** The PIN sent: the guide's current one, another (or the guide has none), its current one past its end, none. */
  pin: 'valid' | 'wrong' | 'expired' | 'absent';
}

/** A guide that signs nothing and has no PIN: unsigned codes unlock, as they always did. */
export const NO_CODE_CHECKS: UnlockCodeChecks = { signature: 'absent', signedCodesOnly: false, pin: 'absent' };

interface ProvablePoint {
  id: string;
  qrValidation: boolean;
  geolocation: boolean;
  coordinates?: Coordinates | undefined;
  /** Its stop number, and whether its managers let that number unlock it (issue 30). */
  stopNumber?: number | undefined;
  opensByNumber?: boolean | undefined;
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

export type UnlockProofProblem =
  | 'qr-required'
  | 'location-required'
  | 'too-far'
  | 'bad-signature'
  | 'signed-code-required'
  | 'wrong-pin'
  | 'pin-expired'
  | 'number-not-allowed'
  | 'wrong-number';

/**
 * Why this proof does not unlock the point, or null when it does (or none is needed): a
 * qrValidation point needs the text of its own QR code, or the guide's venue PIN; a located
 * point its QR code or a position within 25 m of it (spec §9: nearby points lie within 25 m).
 * A code that names the point unlocks when its signature is the point's, or when it is unsigned
 * and the guide still accepts unsigned codes (docs/decisions/0014-locked-point-content.md, amendment).
 * The PIN stands in for the code of a QR-required point only: it proves the visitor asked at the
 * desk, not that they stand at a located point. A stop number typed on the keypad unlocks either
 * kind only when its managers allow numbers for it (`opensByNumber`): a short number read on the
 * wall proves nothing by itself (docs/product-decisions.md, "Stop numbers").
 */
export function unlockProofProblem(
  point: ProvablePoint,
  proof: UnlockProof | undefined,
  checks: UnlockCodeChecks = NO_CODE_CHECKS,
): UnlockProofProblem | null {
  if (!needsUnlockProof(point)) return null;
  if (proof?.qr !== undefined && pointIdFromQrText(proof.qr) === point.id) {
    if (checks.signature === 'wrong') return 'bad-signature';
    return checks.signature === 'absent' && checks.signedCodesOnly ? 'signed-code-required' : null;
  }
  if (proof?.number !== undefined) {
    if (proof.number !== point.stopNumber) return 'wrong-number';
    return point.opensByNumber ? null : 'number-not-allowed';
  }
  if (point.qrValidation) {
    if (proof?.pin === undefined) return 'qr-required';
    if (checks.pin === 'valid') return null;
    return checks.pin === 'expired' ? 'pin-expired' : 'wrong-pin';
  }
  if (!proof?.position || !point.coordinates) return 'location-required';
  return isNearby(proof.position, point.coordinates) ? null : 'too-far';
}

/** How a point that needs a proof is unlocked: its QR code, or walking up to it (or its QR code). */
export type UnlockWay = 'qr' | 'location';

/** The way a first unlock of the point goes, or null when opening it is enough. */
export function unlockWayOf(point: Omit<ProvablePoint, 'id'>): UnlockWay | null {
  if (point.qrValidation) return 'qr';
  return isLocatedPoint(point) ? 'location' : null;
}
