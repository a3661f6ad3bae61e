import type { KioskState } from '@percurso/shared';
import { apiGet, apiPost } from '../../api/http.ts';
import { KIOSK_STORAGE_KEY } from './kiosk-copy.ts';

/** Keeps the app's copy of the device's kiosk (the server's cookie is the authority). */
export function saveKiosk(kiosk: KioskState): void {
  localStorage.setItem(KIOSK_STORAGE_KEY, JSON.stringify(kiosk));
}

export function forgetKiosk(): void {
  localStorage.removeItem(KIOSK_STORAGE_KEY);
}

export const kioskApi = {
  /** The kiosk the server's cookie names, or null. */
  current: () => apiGet<{ kiosk: KioskState | null }>('/api/kiosk'),
  leave: (pin: string) => apiPost<{ confirmation: 'kiosk-left' }>('/api/kiosk/leave', { pin }),
};
