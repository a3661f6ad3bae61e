import { TUTORIALS_COOKIE } from '@percurso/shared';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { DrawnSettingsContext, readCookie, writeCookie } from '../../app/preference-cookies.ts';

/** Where the visitor's completed tutorials are kept (the spec's user.tutorial list, locally). */
export const TUTORIALS_STORAGE_KEY = 'percurso.tutorials';
/** The spec's marker for the guide selection tutorial; guide tutorials use the guide name. */
export const GUIDE_SELECTION_TUTORIAL = 'guideSelectionTutorial';

const listeners = new Set<() => void>();
let cache: string | null | undefined;
/** The cookie, where localStorage holds nothing (cleared, or none in private mode). */
const readCookieList = () => readCookie(TUTORIALS_COOKIE);

/** Copies the list into the cookie, so the server draws the next page with it. */
function share(raw: string): void {
  if (typeof document !== 'undefined' && readCookie(TUTORIALS_COOKIE) !== raw) writeCookie(TUTORIALS_COOKIE, raw);
}

/** Where a registered user's list is kept on the server too (none for anonymous visitors, spec §4). */
export interface TutorialSync {
  complete(name: string): Promise<unknown>;
  reset(): Promise<unknown>;
}
let sync: TutorialSync | null = null;

/** Set while a registered user is signed in (features/progress/use-tutorial-sync.ts). */
export function setTutorialSync(next: TutorialSync | null): void {
  sync = next;
}

const warnNotSynced = (error: unknown) => console.warn('Tutorial list not saved on the server', error);

function readRaw(): string | null {
  if (cache === undefined) {
    try {
      cache = localStorage.getItem(TUTORIALS_STORAGE_KEY) ?? readCookieList();
    } catch {
      cache = readCookieList();
    }
    // A list stored before the cookie existed goes into it.
    if (cache !== null) share(cache);
  }
  return cache;
}

function parse(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Appends a tutorial to the completed list (closing a tutorial marks it seen). */
export function completeTutorial(name: string): void {
  sync?.complete(name).catch(warnNotSynced);
  mergeTutorials([name]);
}

/** Adds tutorials seen elsewhere (the registered user's server list) to the local list. */
export function mergeTutorials(names: readonly string[]): void {
  const done = parse(readRaw());
  const added = names.filter((name) => !done.includes(name));
  if (added.length === 0) return;
  cache = JSON.stringify([...done, ...added]);
  share(cache);
  try {
    localStorage.setItem(TUTORIALS_STORAGE_KEY, cache);
  } catch {
    // Without storage the tutorial shows again on the next visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the visitor has already closed the tutorial `name`, and a function to mark it. */
export function useTutorialProgress(name: string): { isCompleted: boolean; complete: () => void } {
  // On the server, the list of the visitor whose page is drawn (their cookie). A first-visit
  // tutorial is a dialog in a portal, which the server never draws, so in the browser the stored
  // list serves for hydration too; the screens add a tutorial only once hydrated (useHydrated), or
  // inside a boundary drawn either way, so that its Suspense markers do not differ.
  const drawn = useContext(DrawnSettingsContext);
  const raw = useSyncExternalStore(subscribe, readRaw, drawn ? () => drawn.tutorials : readRaw);
  const complete = useCallback(() => completeTutorial(name), [name]);
  return { isCompleted: parse(raw).includes(name), complete };
}

/** Empties the completed list (profile: "reset tutorials", spec §4): every tutorial shows again. */
export function resetTutorials(): void {
  sync?.reset().catch(warnNotSynced);
  cache = '[]';
  share(cache);
  try {
    localStorage.setItem(TUTORIALS_STORAGE_KEY, cache);
  } catch {
    // Without storage the reset lasts for this visit.
  }
  for (const listener of listeners) listener();
}
