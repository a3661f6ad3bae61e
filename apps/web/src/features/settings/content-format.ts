import { CONTENT_FORMAT_COOKIE, type ContentFormat, parseContentFormat } from '@percurso/shared';
import { useContext, useSyncExternalStore } from 'react';
import { DrawnSettingsContext, readCookie, writeCookie } from '../../app/preference-cookies.ts';

// The content format the visitor chose (issue 30 item 3), kept in a cookie only: the server draws
// a point page in it, and the browser's first render reads the same cookie, so hydration matches.

const listeners = new Set<() => void>();
let chosen: ContentFormat | undefined;
let isRead = false;

function current(): ContentFormat | undefined {
  if (!isRead) {
    chosen = parseContentFormat(readCookie(CONTENT_FORMAT_COOKIE));
    isRead = true;
  }
  return chosen;
}

/** Keeps the format on this device; every point then opens in it first. */
export function chooseContentFormat(format: ContentFormat): void {
  chosen = format;
  isRead = true;
  writeCookie(CONTENT_FORMAT_COOKIE, format);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The format chosen on this device, undefined when the visitor never chose (nor declined). */
export function useContentFormat(): ContentFormat | undefined {
  const drawn = useContext(DrawnSettingsContext);
  return useSyncExternalStore(subscribe, current, () => (drawn ? parseContentFormat(drawn.format) : current()));
}
