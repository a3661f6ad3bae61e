import { smallImageUrl } from '@percurso/shared';
import { useSyncExternalStore } from 'react';

export const LOW_DATA_STORAGE_KEY = 'percurso.lowData';

const listeners = new Set<() => void>();
let enabled = read();

function read(): boolean {
  try {
    return localStorage.getItem(LOW_DATA_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/**
 * Low-data mode, remembered on the device: nothing plays by itself, images come in their smaller
 * copies where the guide has them, and videos load only when the visitor asks.
 */
export function setLowData(on: boolean): void {
  enabled = on;
  try {
    localStorage.setItem(LOW_DATA_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Without storage the choice lasts for this visit only.
  }
  for (const listener of listeners) listener();
}

export function isLowData(): boolean {
  return enabled;
}

export function useLowData(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => enabled,
    () => enabled,
  );
}

/** An image's address for this device: its smaller copy in low-data mode, with the original as fallback. */
export function useImageSource(url: string | undefined): { src: string | undefined; fallbackSrc?: string } {
  const lowData = useLowData();
  if (!url || !lowData) return { src: url };
  const small = smallImageUrl(url);
  return small === url ? { src: url } : { src: small, fallbackSrc: url };
}
