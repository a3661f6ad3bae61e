import { useCallback, useSyncExternalStore } from 'react';

/** Where the visitor's completed tutorials are kept (the spec's user.tutorial list, locally). */
export const TUTORIALS_STORAGE_KEY = 'percurso.tutorials';
/** The spec's marker for the guide selection tutorial; guide tutorials use the guide name. */
export const GUIDE_SELECTION_TUTORIAL = 'guideSelectionTutorial';

const listeners = new Set<() => void>();
let cache: string | null | undefined;

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
      cache = localStorage.getItem(TUTORIALS_STORAGE_KEY);
    } catch {
      cache = null;
    }
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
  const raw = useSyncExternalStore(subscribe, readRaw, readRaw);
  const complete = useCallback(() => completeTutorial(name), [name]);
  return { isCompleted: parse(raw).includes(name), complete };
}

/** Empties the completed list (profile: "reset tutorials", spec §4): every tutorial shows again. */
export function resetTutorials(): void {
  sync?.reset().catch(warnNotSynced);
  cache = '[]';
  try {
    localStorage.setItem(TUTORIALS_STORAGE_KEY, cache);
  } catch {
    // Without storage the reset lasts for this visit.
  }
  for (const listener of listeners) listener();
}
