/**
 * Kiosk mode (docs/product-decisions.md, "Kiosk mode"): a lent device set to one guide by one of
 * its administrators, left only with the guide's kiosk PIN (stored hashed, checked by the server).
 */
import { z } from 'zod';
import { KIOSK_IDLE_MINUTES } from '../constants.ts';
import { id } from './common.ts';

/** A kiosk PIN: 4 to 8 digits, like the venue PIN. */
export const kioskPin = z.string().regex(/^\d{4,8}$/, { error: 'kiosk/invalid-pin' });

/** POST /api/panel/guides/{guideId}/kiosk: sets the guide's kiosk PIN and idle time, and this device to the guide. */
export const kioskSetup = z.object({
  pin: kioskPin,
  idleMinutes: z.int({ error: 'invalid-request' }).min(KIOSK_IDLE_MINUTES.min).max(KIOSK_IDLE_MINUTES.max),
});
export type KioskSetup = z.infer<typeof kioskSetup>;

/** POST /api/kiosk/leave. Any string: a wrong one is a wrong PIN, counted. */
export const kioskLeave = z.object({ pin: z.string().max(64) });
export type KioskLeave = z.infer<typeof kioskLeave>;

/** The device's kiosk: its guide (id and URL name) and the idle time before a visit resets. */
export const kioskState = z.object({
  guideId: id,
  /** The guide's path segment (its Portuguese name, as links write it). */
  guideName: z.string(),
  idleSeconds: z.int(),
});
export type KioskState = z.infer<typeof kioskState>;
