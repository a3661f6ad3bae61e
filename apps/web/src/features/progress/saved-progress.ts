import type { VisitorProgress } from '@percurso/shared';
import type { QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { ApiError } from '../../api/http.ts';

/**
 * The visitor's last known progress, kept on the device (IndexedDB) so that an offline visit
 * (decision 0017) starts from what the visitor had done online: the service worker does not keep
 * `/api/me/progress` (an unlock's answer updates the screen, not that copy, so it was stale), and
 * an offline read falls back to this copy instead. One visitor's copy at a time; sign-out drops it.
 */
interface Saved {
  userId: string;
  progress: VisitorProgress;
}

const KEY = 'last';
let storeHandle: ReturnType<typeof createStore> | undefined;
const store = () => {
  storeHandle ??= createStore('percurso-progress', 'progress');
  return storeHandle;
};

/**
 * A failure that says nothing about the request itself: the network (or the way to it) failed, or
 * the server could not reach its database (503 `service-unavailable`: nothing was saved, try later).
 */
export function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.code === 'service-unavailable';
}

/** The progress this device last saw for this visitor, when a read of it failed on the network. */
export async function savedProgress(userId: string, error: unknown): Promise<VisitorProgress> {
  if (!isNetworkFailure(error)) throw error;
  let saved: Saved | undefined;
  try {
    saved = await get<Saved>(KEY, store());
  } catch {
    // No IndexedDB (private mode in some browsers): nothing was kept.
  }
  if (saved?.userId !== userId) throw error;
  return saved.progress;
}

/** Keeps every progress the app gets (a read, or an unlock's or answer's answer) on the device. */
export function keepProgressOnDevice(queryClient: QueryClient): void {
  queryClient.getQueryCache().subscribe((event) => {
    const [kind, userId] = event.query.queryKey;
    if (event.type !== 'updated' || event.action.type !== 'success' || kind !== 'progress') return;
    if (typeof userId !== 'string' || !userId) return;
    const progress = event.query.state.data as VisitorProgress | undefined;
    if (!progress) return;
    set(KEY, { userId, progress } satisfies Saved, store()).catch((failure: unknown) =>
      console.warn('Progress not kept on the device', failure),
    );
  });
}

/** Sign-out and account deletion: the next person on this device does not inherit the copy. */
export async function forgetSavedProgress(): Promise<void> {
  try {
    await del(KEY, store());
  } catch {
    // Nothing was kept.
  }
}
