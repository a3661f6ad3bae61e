import { TEXT_SIZE_OFFSET_RANGE, TEXT_SIZE_STEP_PX } from '@percurso/shared';
import { useSyncExternalStore } from 'react';

export const TEXT_SIZE_STORAGE_KEY = 'percurso.textSize';

const listeners = new Set<() => void>();
let offset = 0;

/** Keeps an offset (in steps of TEXT_SIZE_STEP_PX) inside TEXT_SIZE_OFFSET_RANGE. */
export function clampTextSizeOffset(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(TEXT_SIZE_OFFSET_RANGE.max, Math.max(TEXT_SIZE_OFFSET_RANGE.min, Math.round(value)));
}

/** The root font size scales every rem-based size of the UI, so the whole layout follows. */
function apply(value: number): void {
  document.documentElement.style.fontSize = value === 0 ? '' : `calc(100% + ${value * TEXT_SIZE_STEP_PX}px)`;
}

/** Restores the stored text size before the first render. */
export function restoreTextSize(): void {
  try {
    offset = clampTextSizeOffset(Number(localStorage.getItem(TEXT_SIZE_STORAGE_KEY) ?? 0));
  } catch {
    offset = 0;
  }
  apply(offset);
}

/** Makes the text one step (2 px) larger (+1) or smaller (-1). */
export function changeTextSize(direction: 1 | -1): void {
  const next = clampTextSizeOffset(offset + direction);
  if (next === offset) return;
  offset = next;
  apply(offset);
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
  return useSyncExternalStore(
    subscribe,
    () => offset,
    () => offset,
  );
}
