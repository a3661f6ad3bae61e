import { useSyncExternalStore } from 'react';

/** Which card the sign-in dialog shows; null when it is closed. */
export type AuthCard = 'login' | 'register';

let openCard: AuthCard | null = null;
const listeners = new Set<() => void>();

function setOpenCard(card: AuthCard | null) {
  openCard = card;
  for (const listener of listeners) listener();
}

/** Opens the sign-in dialog from anywhere (header, register prompts). */
export const openAuthDialog = (card: AuthCard = 'login') => setOpenCard(card);
export const closeAuthDialog = () => setOpenCard(null);

export function useAuthDialogCard(): AuthCard | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => openCard,
  );
}
