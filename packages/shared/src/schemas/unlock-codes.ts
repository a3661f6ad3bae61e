/**
 * A guide's unlock codes (docs/decisions/0014-locked-point-content.md, amendment): whether only
 * signed QR codes unlock its points, and the venue PIN shown at the desk, which unlocks its
 * QR-required points for a visitor whose camera fails. Read and written by the guide's
 * administrators at /api/panel/guides/{id}/unlock-codes; never part of a public read.
 */
import { z } from 'zod';
import { VENUE_PIN_PATTERN } from '../constants.ts';
import { isoDateTime } from './common.ts';

export const venuePin = z.string().regex(VENUE_PIN_PATTERN, { error: 'unlock/invalid-pin' });

export const unlockCodes = z.object({
  /** Unsigned /qrcode/{id} codes (the original system's prints) no longer unlock anything. */
  signedCodesOnly: z.boolean(),
  venuePin: venuePin.nullable(),
  /** When the PIN stops unlocking (ISO date-time); null: until it is changed. */
  venuePinExpiresAt: isoDateTime.nullable(),
});
export type UnlockCodes = z.infer<typeof unlockCodes>;

/** PATCH: the fields to change (null clears the PIN or its end). */
export const unlockCodesUpdate = z.object({
  signedCodesOnly: z.boolean().optional(),
  venuePin: venuePin.nullable().optional(),
  venuePinExpiresAt: z.iso.datetime({ offset: true, error: 'invalid-request' }).nullable().optional(),
});
export type UnlockCodesUpdate = z.infer<typeof unlockCodesUpdate>;
