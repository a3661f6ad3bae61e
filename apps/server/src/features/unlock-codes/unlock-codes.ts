import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { qrSignatureFromText, type UnlockCodeChecks, type UnlockProof } from '@percurso/shared';

/**
 * A printed code's signature: the HMAC-SHA256 of the point id with the guide's secret, cut to 16
 * base64url characters (96 bits: short in a QR code, beyond guessing). Nothing public carries it;
 * it lives only on the printed card (docs/decisions/0014-locked-point-content.md, amendment).
 */
export function signPointCode(secret: string, pointId: string): string {
  return createHmac('sha256', secret).update(pointId).digest('base64url').slice(0, 16);
}

/** A new signing secret: 32 random bytes, base64url. */
export function newQrSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the server keeps of a guide to check its codes (never sent to a visitor). */
export interface GuideCodeSecrets {
  qrSecret: string | null;
  signedCodesOnly: boolean;
  venuePin: string | null;
  /** ISO date-time, or null: valid until changed. */
  venuePinExpiresAt: string | null;
}

export const NO_SECRETS: GuideCodeSecrets = {
  qrSecret: null,
  signedCodesOnly: false,
  venuePin: null,
  venuePinExpiresAt: null,
};

/** Compares two secrets in constant time, whatever their lengths. */
function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * Checks the codes of a proof of `pointId` against the guide's secrets, for unlockProofProblem:
 * the signature of the scanned text (a guide that never signed has no valid signature) and the
 * venue PIN (wrong when the guide has none; expired from its end on).
 */
export function checkCodes(
  secrets: GuideCodeSecrets,
  pointId: string,
  proof: UnlockProof | undefined,
  now: Date = new Date(),
): UnlockCodeChecks {
  const sent = proof?.qr === undefined ? null : qrSignatureFromText(proof.qr);
  const signature =
    sent === null
      ? 'absent'
      : secrets.qrSecret !== null && sameSecret(sent, signPointCode(secrets.qrSecret, pointId))
        ? 'valid'
        : 'wrong';
  let pin: UnlockCodeChecks['pin'] = 'absent';
  if (proof?.pin !== undefined) {
    if (secrets.venuePin === null || !sameSecret(proof.pin.trim(), secrets.venuePin)) pin = 'wrong';
    else if (secrets.venuePinExpiresAt !== null && Date.parse(secrets.venuePinExpiresAt) <= now.getTime())
      pin = 'expired';
    else pin = 'valid';
  }
  return { signature, signedCodesOnly: secrets.signedCodesOnly, pin };
}
