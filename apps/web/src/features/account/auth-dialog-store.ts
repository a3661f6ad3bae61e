import { useSyncExternalStore } from 'react';
import { isKiosk } from '../kiosk/kiosk-check.ts';

/** Which card the account dialog shows; null when it is closed. */
export type AuthCard = 'login' | 'register' | 'reset-password' | 'delete-account' | 'phone-login' | 'phone-register';

let openCard: AuthCard | null = null;
const listeners = new Set<() => void>();

function setOpenCard(card: AuthCard | null) {
  openCard = card;
  for (const listener of listeners) listener();
}

/** Opens the account dialog from anywhere (header, register prompts, profile, account menu). */
/** Opens the sign-in dialog on a card; never on a kiosk, a device lent to visitors (features/kiosk). */
export const openAuthDialog = (card: AuthCard = 'login') => {
  if (!isKiosk()) setOpenCard(card);
};
export const closeAuthDialog = () => setOpenCard(null);

export function useAuthDialogCard(): AuthCard | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => openCard,
    () => openCard,
  );
}
