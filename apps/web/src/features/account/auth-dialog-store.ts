import { useSyncExternalStore } from 'react';

/** Which card the account dialog shows; null when it is closed. */
export type AuthCard = 'login' | 'register' | 'reset-password' | 'delete-account' | 'phone-login' | 'phone-register';

let openCard: AuthCard | null = null;
const listeners = new Set<() => void>();

function setOpenCard(card: AuthCard | null) {
  openCard = card;
  for (const listener of listeners) listener();
}

/** Opens the account dialog from anywhere (header, register prompts, profile, account menu). */
export const openAuthDialog = (card: AuthCard = 'login') => setOpenCard(card);
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
