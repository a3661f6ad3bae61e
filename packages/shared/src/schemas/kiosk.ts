/**
 * Kiosk mode (docs/product-decisions.md, "Kiosk mode"): a lent device set to one guide by one of
 * its administrators, left only with the guide's kiosk PIN (stored hashed, checked by the server).
 */
import { z } from 'zod';
import { VENUE_PIN_PATTERN } from '../constants.ts';
import { id } from './common.ts';

/** The device's httpOnly cookie: the guide id of its kiosk (the page cannot clear it; only the PIN does). */
export const KIOSK_COOKIE = 'percurso-kiosk';
/** The kiosk's idle time before the visit resets, in minutes (the countdown adds its 20 s). */
export const KIOSK_IDLE_MINUTES = { min: 1, max: 30, default: 3 } as const;

/** A kiosk PIN: 4 to 8 digits, like the venue PIN (and refused with the same code). */
export const kioskPin = z.string().regex(VENUE_PIN_PATTERN, { error: 'unlock/invalid-pin' });

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
