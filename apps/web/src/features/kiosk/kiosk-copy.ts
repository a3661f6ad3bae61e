import type { KioskState } from '@percurso/shared';

/** The app's copy of the device's kiosk (the server's httpOnly cookie is the authority). */
export const KIOSK_STORAGE_KEY = 'percurso-kiosk';

/** The kiosk this device was set to, or null. */
export function readKiosk(): KioskState | null {
  try {
    return JSON.parse(localStorage.getItem(KIOSK_STORAGE_KEY) ?? 'null') as KioskState | null;
  } catch {
    return null;
  }
}
