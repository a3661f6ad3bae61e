import { type KioskState, TUTORIALS_COOKIE } from '@percurso/shared';
import { api } from '../../api/endpoints.ts';
import { SESSION_USER_STORAGE_KEY } from '../account/session-language.ts';
import { SELECTED_ROUTE_STORAGE_KEY } from '../favourites/selected-route.ts';
import { loadOutbox, queuedWrites, removeQueued } from '../offline/outbox.ts';
import { forgetSavedProgress } from '../progress/saved-progress.ts';
import { TUTORIALS_STORAGE_KEY } from '../settings/tutorial-progress.ts';

/**
 * A kiosk's visit ends: the anonymous visitor is signed out (the next write makes a new one, a new
 * visitor for the analytics), and what the device kept of this visit goes: saved progress, queued
 * offline writes, the favourite route chosen, tutorials seen. Then the guide's start screen loads
 * afresh, with nothing of the last visitor in memory. Offline downloads and the language stay.
 */
export async function resetVisit(kiosk: KioskState): Promise<void> {
  await Promise.allSettled([
    api.signOut(),
    forgetSavedProgress(),
    loadOutbox().then(() => Promise.all(queuedWrites().map((write) => removeQueued(write.id)))),
  ]);
  for (const key of [TUTORIALS_STORAGE_KEY, SELECTED_ROUTE_STORAGE_KEY, SESSION_USER_STORAGE_KEY]) {
    try {
      localStorage.removeItem(key);
    } catch {
      // No storage: nothing was kept.
    }
  }
  // biome-ignore lint/suspicious/noDocumentCookie: an expiry of the app's own cookie; Firefox has no Cookie Store API.
  document.cookie = `${TUTORIALS_COOKIE}=;path=/;max-age=0;samesite=lax`;
  sessionStorage.clear();
  location.replace(`/${kiosk.guideName}`);
}
