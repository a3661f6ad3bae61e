import { useSyncExternalStore } from 'react';

/**
 * Whether the persistent narration player holds a track: all the app shell knows of it, so the
 * layout can load the mini-player when one is (the player itself comes with the point view).
 */
let active = false;
const listeners = new Set<() => void>();

export function setNarrationActive(value: boolean): void {
  if (value === active) return;
  active = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useNarrationActive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => active,
    () => false,
  );
}
