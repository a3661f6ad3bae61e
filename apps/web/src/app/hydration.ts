import { useCallback, useSyncExternalStore } from 'react';

// What only the browser knows, read so that hydrating a server-drawn page (decision 0025) first
// sees what the server drew, then the browser's value in the render right after: server
// snapshots of useSyncExternalStore. A screen the browser draws alone gets the browser's at once.

const never = () => () => undefined;

/** False while hydrating a server-drawn page (and on the server), true once the app renders itself. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** Whether `query` matches the window: false on the server and while hydrating, as the server drew it. */
export function useMatchMedia(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
