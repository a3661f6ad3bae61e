import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A screen's chunk that does not arrive: a dropped request on a flaky network (the import is tried
 * again), or a deploy that renamed the chunks the open page still points at (only a reload of the
 * page gets the new build's names). One reload per RELOAD_WINDOW_MS, remembered in sessionStorage,
 * so a chunk missing for good shows a screen that says so instead of reloading forever.
 */
const RELOAD_KEY = 'percurso:chunk-reload-at';
const RELOAD_WINDOW_MS = 60_000;

/** The browsers' and Vite's words for a module that could not be fetched (Vite's preload of its CSS included). */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|module script/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_FAILURE.test(message);
}

/** Reloads the page unless this tab already did so within the window; says whether it does. */
function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false; // no storage: no guard against a loop, so no reload
  }
  window.location.reload();
  return true;
}

/** `load` again once when its chunk fails; then one page reload; then the error, for the route's boundary. */
export async function importWithRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (first) {
    if (!isChunkLoadError(first)) throw first;
    try {
      return await load();
    } catch (second) {
      if (isChunkLoadError(second) && reloadOnce()) return new Promise<T>(() => {});
      throw second;
    }
  }
}

/**
 * The routes with every `lazy` screen loaded through importWithRetry, children included. A screen
 * whose chunk still fails becomes `Failed` (the router renders nothing for a route whose `lazy`
 * rejects on the first load: it keeps waiting for its module), other errors go to the boundaries.
 */
export function withChunkRetry(routes: RouteObject[], Failed: ComponentType): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const next = { ...route } as RouteObject;
    if (typeof lazy === 'function')
      next.lazy = (() =>
        importWithRetry(lazy).catch((error: unknown) => {
          if (!isChunkLoadError(error)) throw error;
          console.error(error);
          return { Component: Failed };
        })) as typeof lazy;
    if (children) next.children = withChunkRetry(children, Failed);
    return next;
  });
}
