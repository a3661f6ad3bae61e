import type { Coordinates } from '@percurso/shared';
import { useSyncExternalStore } from 'react';

/** The visitor's location while they have it on: one watch for the whole app, following them. */
export interface LocationState {
  on: boolean;
  position: Coordinates | null;
  /** Metres of uncertainty the device reports for the position. */
  accuracy: number | null;
  error: 'denied' | 'unavailable' | null;
}

const STORAGE_KEY = 'percurso.location-on';
let state: LocationState = { on: false, position: null, accuracy: null, error: null };
let watchId: number | null = null;
const listeners = new Set<() => void>();

function set(changes: Partial<LocationState>) {
  state = { ...state, ...changes };
  for (const listener of listeners) listener();
}

function remember(on: boolean) {
  try {
    if (on) sessionStorage.setItem(STORAGE_KEY, '1');
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be blocked; the location still works for this page.
  }
}

/** Turns location on: watchPosition updates the position as the visitor walks. */
export function startLocation(): void {
  if (watchId !== null) return;
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
    set({ on: false, error: 'unavailable' });
    return;
  }
  remember(true);
  set({ on: true, error: null });
  watchId = navigator.geolocation.watchPosition(
    (found) =>
      set({
        position: { latitude: found.coords.latitude, longitude: found.coords.longitude },
        accuracy: found.coords.accuracy,
        error: null,
      }),
    (error) => {
      if (error.code === error.PERMISSION_DENIED) {
        stopLocation();
        set({ error: 'denied' });
      } else if (!state.position) {
        set({ error: 'unavailable' });
      }
    },
    { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
  );
}

export function stopLocation(): void {
  if (watchId !== null) navigator.geolocation.clearWatch(watchId);
  watchId = null;
  remember(false);
  set({ on: false, position: null, accuracy: null });
}

/** Location turned on earlier in this tab (a reload keeps it on). */
export function wasLocationOn(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocationState(): LocationState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
