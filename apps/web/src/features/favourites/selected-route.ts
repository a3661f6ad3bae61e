import { useSyncExternalStore } from 'react';

/** The route the stars add to, per guide; kept on this device (spec §4: the selection). */
export const SELECTED_ROUTE_STORAGE_KEY = 'percurso.favourite-route';
const listeners = new Set<() => void>();

function read(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(SELECTED_ROUTE_STORAGE_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

export function selectRoute(guideId: string, routeId: string): void {
  try {
    localStorage.setItem(SELECTED_ROUTE_STORAGE_KEY, JSON.stringify({ ...read(), [guideId]: routeId }));
  } catch {
    // Private mode without storage: the first route stays selected after a reload.
  }
  for (const listener of listeners) listener();
}

/** The selected route id of the guide as stored (it may name a route deleted since). */
export function useStoredRouteId(guideId: string): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => read()[guideId],
    () => read()[guideId],
  );
}
