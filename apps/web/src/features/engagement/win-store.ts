import type { WonInstantReward } from '@percurso/shared';
import { useSyncExternalStore } from 'react';

/** The instant reward just won, shown in the win dialog until closed. */
let current: WonInstantReward | null = null;
const listeners = new Set<() => void>();

function set(next: WonInstantReward | null) {
  current = next;
  for (const listener of listeners) listener();
}

export const showWin = (win: WonInstantReward) => set(win);
export const closeWin = () => set(null);

export function useWin(): WonInstantReward | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
