import { TEXT_SIZE_COOKIE, TEXT_SIZE_OFFSET_RANGE, TEXT_SIZE_STEP_PX } from '@percurso/shared';
import { useContext, useSyncExternalStore } from 'react';
import { DrawnSettingsContext, readCookie, writeCookie } from '../../app/preference-cookies.ts';

export const TEXT_SIZE_STORAGE_KEY = 'percurso.textSize';

const listeners = new Set<() => void>();
let offset = 0;
/**
 * The offset the server drew the page with (the cookie as the page loaded): the store's server
 * snapshot, so hydration finds what the server drew (on the server, DrawnSettingsContext's).
 */
let drawnOffset = 0;

/** Keeps an offset (in steps of TEXT_SIZE_STEP_PX) inside TEXT_SIZE_OFFSET_RANGE. */
export function clampTextSizeOffset(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(TEXT_SIZE_OFFSET_RANGE.max, Math.max(TEXT_SIZE_OFFSET_RANGE.min, Math.round(value)));
}

/** The root font size for an offset (the server writes it into `<html style>` too). */
export function rootFontSize(value: number): string {
  return value === 0 ? '' : `calc(100% + ${value * TEXT_SIZE_STEP_PX}px)`;
}

/** The root font size scales every rem-based size of the UI, so the whole layout follows. */
function apply(value: number): void {
  document.documentElement.style.fontSize = rootFontSize(value);
}

/**
 * Restores the stored text size before the first render: localStorage, else the cookie. A size
 * stored before the cookie existed is copied into it, so the server draws the next page with it.
 */
export function restoreTextSize(): void {
  const cookie = readCookie(TEXT_SIZE_COOKIE);
  drawnOffset = clampTextSizeOffset(Number(cookie ?? 0));
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(TEXT_SIZE_STORAGE_KEY);
  } catch {
    // Without storage, the cookie (if any) is all there is.
  }
  offset = clampTextSizeOffset(Number(stored ?? cookie ?? 0));
  if (String(offset) !== (cookie ?? '0')) writeCookie(TEXT_SIZE_COOKIE, String(offset));
  apply(offset);
}

/** Makes the text one step (2 px) larger (+1) or smaller (-1). */
export function changeTextSize(direction: 1 | -1): void {
  const next = clampTextSizeOffset(offset + direction);
  if (next === offset) return;
  offset = next;
  apply(offset);
  writeCookie(TEXT_SIZE_COOKIE, String(offset));
  try {
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, String(offset));
  } catch {
    // Without storage the size lasts for this visit only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTextSizeOffset(): number {
  const drawn = useContext(DrawnSettingsContext);
  return useSyncExternalStore(
    subscribe,
    () => offset,
    () => (drawn ? clampTextSizeOffset(drawn.textSize) : drawnOffset),
  );
}
