import type { LocalizedText } from '@percurso/shared';

// Helpers of the panel's editors (panel-guides/journeys/points/maps.service.ts).

export const now = () => new Date().toISOString();

/** Null clears an optional field (PATCH); undefined leaves it as it was. */
export function merge<T extends object>(current: T, patch: object): T {
  const next = { ...current } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    next[key] = value === null ? undefined : value;
  }
  return next as T;
}

/** Blank languages are absent, so visitors fall back to another language instead of an empty text. */
export function compact(text: LocalizedText): LocalizedText {
  return Object.fromEntries(Object.entries(text).filter(([, value]) => value !== undefined && value.trim() !== ''));
}
