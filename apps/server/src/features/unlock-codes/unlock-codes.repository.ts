import type { UnlockCodesUpdate } from '@percurso/shared';
import type { Db } from '../../db/database.ts';

/** The guide's unlock codes row, or undefined for an unknown guide (a guide without a row has the defaults). */
export function findGuideUnlockCodes(db: Db, guideId: string) {
  return db
    .selectFrom('guides')
    .leftJoin('guide_unlock_codes as codes', 'codes.guide_id', 'guides.id')
    .select([
      'guides.id',
      'codes.signed_codes_only',
      'codes.venue_pin',
      'codes.venue_pin_expires_at',
      'codes.qr_secret',
    ])
    .where('guides.id', '=', guideId)
    .executeTakeFirst();
}

/**
 * The guide's signing secret, written by the first call that needs one (`fresh`); concurrent
 * first calls all answer the one stored.
 */
export async function ensureQrSecret(db: Db, guideId: string, fresh: string): Promise<string> {
  const row = await db
    .insertInto('guide_unlock_codes')
    .values({ guide_id: guideId, qr_secret: fresh })
    .onConflict((conflict) =>
      conflict.column('guide_id').doUpdateSet((eb) => ({
        qr_secret: eb.fn.coalesce('guide_unlock_codes.qr_secret', 'excluded.qr_secret'),
      })),
    )
    .returning('qr_secret')
    .executeTakeFirstOrThrow();
  return row.qr_secret ?? fresh;
}

/** Writes the given fields (null clears the PIN or its end); the signing secret is left as it is. */
export async function saveGuideUnlockCodes(db: Db, guideId: string, patch: UnlockCodesUpdate): Promise<void> {
  const fields = {
    ...(patch.signedCodesOnly !== undefined ? { signed_codes_only: patch.signedCodesOnly } : {}),
    ...(patch.venuePin !== undefined ? { venue_pin: patch.venuePin } : {}),
    ...(patch.venuePinExpiresAt !== undefined ? { venue_pin_expires_at: patch.venuePinExpiresAt } : {}),
  };
  await db
    .insertInto('guide_unlock_codes')
    .values({ guide_id: guideId, ...fields })
    .onConflict((conflict) => conflict.column('guide_id').doUpdateSet({ ...fields, updated_at: new Date() }))
    .execute();
}
