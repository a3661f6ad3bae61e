import {
  CONTENT_FORMAT_COOKIE,
  FORMAT_OFFERED_COOKIE,
  type FormatChoice,
  formatChoiceValue,
  parseFormatChoice,
} from '@percurso/shared';
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

let offeredOn: string | null | undefined;
const offeredPoint = () => {
  if (offeredOn === undefined) offeredOn = readCookie(FORMAT_OFFERED_COOKIE);
  return offeredOn;
};

/**
 * Whether the format choice is offered on `pointId`: never chosen, and this is the first point the
 * visitor opened (the offer stays there until answered). The server reads the same cookies, so a
 * point link is drawn with the offer exactly when the app shows it, and nothing moves on hydration.
 */
export function useFormatOffered(pointId: string): boolean {
  const drawn = useContext(DrawnSettingsContext);
  const chosenHere = useContentFormat();
  // The answer, not the point it was offered on: marking this point as the offered one (right after
  // it is shown) leaves it true, so the point's content is not drawn again (a store's re-render is
  // synchronous: one blocking task of the whole sheet on a phone, issue 28).
  const offeredHere = (offered: string | null) => offered === null || offered === pointId;
  const offered = useSyncExternalStore(
    subscribe,
    () => offeredHere(offeredPoint()),
    () => offeredHere(drawn ? drawn.formatOffered : offeredPoint()),
  );
  return !chosenHere && offered;
}

/** Remembers the first point the choice was offered on (called once it is shown there). */
export function markFormatOffered(pointId: string): void {
  if (offeredPoint() !== null) return;
  offeredOn = pointId;
  writeCookie(FORMAT_OFFERED_COOKIE, pointId);
  for (const listener of listeners) listener();
}
