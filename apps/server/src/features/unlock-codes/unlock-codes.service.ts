import type { UnlockCodes, UnlockCodesUpdate } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { ensureQrSecret, findGuideUnlockCodes, saveGuideUnlockCodes } from './unlock-codes.repository.ts';
import { newQrSecret, signPointCode } from './unlock-codes.ts';

/** Signs the guide's printed codes (the QR kit), writing its secret the first time. */
export async function codeSignerFor(db: Db, guideId: string): Promise<(pointId: string) => string> {
  const secret = await ensureQrSecret(db, guideId, newQrSecret());
  return (pointId) => signPointCode(secret, pointId);
}

/** The guide's unlock settings as its administrators see them (the signing secret is not among them). */
export async function readUnlockCodes(db: Db, guideId: string): Promise<UnlockCodes> {
  const row = await findGuideUnlockCodes(db, guideId);
  if (!row) throw new AppError('guide/not-found');
  return {
    signedCodesOnly: row.signed_codes_only ?? false,
    venuePin: row.venue_pin,
    venuePinExpiresAt: row.venue_pin_expires_at ? new Date(row.venue_pin_expires_at).toISOString() : null,
  };
}

export async function updateUnlockCodes(db: Db, guideId: string, patch: UnlockCodesUpdate): Promise<UnlockCodes> {
  await readUnlockCodes(db, guideId);
  await saveGuideUnlockCodes(db, guideId, patch);
  return readUnlockCodes(db, guideId);
}
