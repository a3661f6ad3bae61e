import type { OwnRating, VisitorProgress } from '@percurso/shared';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { isOnline, subscribeConnectivity } from '../../api/connectivity.ts';
import { errorNotice } from '../../api/error-messages.ts';
import { ApiError, apiPut } from '../../api/http.ts';
import { showWarning } from '../../ui/show-warning.ts';
import { loadOutbox, type QueuedWrite, queuedWrites, removeQueued } from '../offline/outbox.ts';
import { asVisitor } from './as-visitor.ts';
import { progressApi } from './progress-api.ts';
import { progressQuery } from './progress-query.ts';
import { keepProgressOnDevice } from './saved-progress.ts';
import { announceProgress, followOtherTabs } from './tab-sync.ts';

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 30_000;

let running: Promise<void> | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let retryMs = FIRST_RETRY_MS;
let started = false;

/** An answer about the write itself (refused for good): sending it again would change nothing. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);
}

/** Sends one queued write; the visitor's progress when the write changes it (a rating does not). */
async function send(write: QueuedWrite): Promise<VisitorProgress | undefined> {
  if (write.kind === 'interaction') return (await progressApi.recordInteraction(write.body)).progress;
  if (write.kind === 'answer') return (await progressApi.answer(write.body)).progress;
  // A rating replaces the visitor's earlier one for its target: sent twice, it is stored once.
  await apiPut<{ rating: OwnRating }>('/api/ratings', write.body);
  return undefined;
}

/**
 * Sends the queued writes, oldest first, one at a time, each with its own id (interactions) or
 * its question (answers), which the server stores once: a write whose answer was lost on the way
 * is sent again and counted once. The first write starts the visitor's anonymous session when
 * there is none (as-visitor.ts). A network failure stops the round and another is tried later;
 * a refusal (e.g. the point was disabled meanwhile) drops that write and says so.
 */
export function flushOutbox(queryClient: QueryClient): Promise<void> {
  running ??= drain(queryClient).finally(() => {
    running = undefined;
  });
  return running;
}

async function drain(queryClient: QueryClient): Promise<void> {
  clearTimeout(timer);
  await loadOutbox();
  let changed = false;
  for (let write = queuedWrites()[0]; write; write = queuedWrites()[0]) {
    try {
      const progress = await asVisitor(queryClient, () => send(write));
      await removeQueued(write.id);
      if (progress) {
        queryClient.setQueryData(progressQuery(progress.userId).queryKey, progress);
        announceProgress();
      }
      changed = true;
    } catch (error) {
      if (!isRefusal(error)) {
        retryLater(queryClient);
        return;
      }
      await removeQueued(write.id);
      changed = true;
      const notice = errorNotice(error);
      showWarning(i18next.t('offline.sync_refused'), notice.code ?? i18next.t(notice.key));
    }
  }
  retryMs = FIRST_RETRY_MS;
  // The server decided emblems and prizes as each write arrived: show them on the guide and /Rewards,
  // and the ratings it now holds.
  if (changed) {
    const keys = ['progress', 'engagement', 'ratings'];
    await Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
  }
}

function retryLater(queryClient: QueryClient): void {
  clearTimeout(timer);
  // Offline, the return of the connection starts the next round; online (a flaky link), a timer does.
  if (!isOnline()) return;
  timer = setTimeout(() => void flushOutbox(queryClient), retryMs);
  retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
}

/** Asks for a round soon (after a write was queued): now when online, else when the network returns. */
export function requestOutboxSync(queryClient: QueryClient): void {
  if (!isOnline()) return;
  clearTimeout(timer);
  timer = setTimeout(() => void flushOutbox(queryClient), 0);
}

/** Sends what earlier visits left queued, and again whenever the connection returns; follows the other tabs' progress. */
export function startOutboxSync(queryClient: QueryClient): void {
  if (started) return;
  started = true;
  followOtherTabs(queryClient);
  keepProgressOnDevice(queryClient);
  let wasOnline = isOnline();
  subscribeConnectivity(() => {
    const online = isOnline();
    if (online && !wasOnline) {
      retryMs = FIRST_RETRY_MS;
      void flushOutbox(queryClient);
    }
    wasOnline = online;
  });
  void loadOutbox().then(() => {
    if (queuedWrites().length > 0) requestOutboxSync(queryClient);
  });
}
