import { CONTENT_FORMAT_COOKIE, type FormatChoice, formatChoiceValue, parseFormatChoice } from '@percurso/shared';
import { useContext, useSyncExternalStore } from 'react';
import { DrawnSettingsContext, readCookie, writeCookie } from '../../app/preference-cookies.ts';

// The content format the visitor chose (issue 30 item 3), with its sign language, kept in a cookie
// only: the server draws a point page in it, and the browser's first render reads the same
// cookie, so hydration matches.

const listeners = new Set<() => void>();
let chosen: FormatChoice | undefined;
let isRead = false;

function current(): FormatChoice | undefined {
  if (!isRead) {
    chosen = parseFormatChoice(readCookie(CONTENT_FORMAT_COOKIE));
    isRead = true;
  }
  return chosen;
}

/** Keeps the format (and sign language) on this device; every point then opens in it first. */
export function chooseContentFormat(choice: FormatChoice): void {
  chosen = choice;
  isRead = true;
  writeCookie(CONTENT_FORMAT_COOKIE, formatChoiceValue(choice));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One object per drawn value, so the server snapshot is stable across renders. */
const drawnChoices = new Map<string, FormatChoice | undefined>();
function drawnChoice(value: string | null): FormatChoice | undefined {
  const key = value ?? '';
  if (!drawnChoices.has(key)) drawnChoices.set(key, parseFormatChoice(value));
  return drawnChoices.get(key);
}

/** The format chosen on this device, undefined when the visitor never chose (nor declined). */
export function useContentFormat(): FormatChoice | undefined {
  const drawn = useContext(DrawnSettingsContext);
  return useSyncExternalStore(subscribe, current, () => (drawn ? drawnChoice(drawn.format) : current()));
}
