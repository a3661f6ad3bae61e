import type { AnswerQuestionInput, RatingInput, RecordInteractionInput } from '@percurso/shared';
import { createStore, del, set, values } from 'idb-keyval';

/** A visitor write made without network, kept on the device until the server has it. */
export type QueuedWrite =
  | { id: string; kind: 'interaction'; body: RecordInteractionInput; guideId?: string; queuedAt: number; seq: number }
  | { id: string; kind: 'answer'; body: AnswerQuestionInput; queuedAt: number; seq: number }
  /** One per target (its id names the target): rating it again offline replaces the waiting score. */
  | { id: string; kind: 'rating'; body: RatingInput; queuedAt: number; seq: number };

type NewWrite = QueuedWrite extends infer T ? (T extends QueuedWrite ? Omit<T, 'queuedAt' | 'seq'> : never) : never;

const store = () => {
  storeHandle ??= createStore('percurso-outbox', 'writes');
  return storeHandle;
};
let storeHandle: ReturnType<typeof createStore> | undefined;
/** Tells the app's other tabs that the queue changed, so each shows the same pending count. */
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('percurso-outbox');

let writes: readonly QueuedWrite[] = [];
let loading: Promise<void> | undefined;
let seq = 0;
const listeners = new Set<() => void>();

const byAge = (a: QueuedWrite, b: QueuedWrite) => a.queuedAt - b.queuedAt || a.seq - b.seq;

function publish(next: readonly QueuedWrite[]): void {
  writes = [...next].sort(byAge);
  for (const listener of listeners) listener();
}

async function readStored(): Promise<void> {
  try {
    publish(await values<QueuedWrite>(store()));
  } catch (error) {
    // No IndexedDB (private mode in some browsers): the queue lives in memory for this visit.
    console.warn('Offline queue not readable', error);
  }
}

channel?.addEventListener('message', () => void readStored());

/** Reads the queue from IndexedDB once (later calls wait for the same read). */
export function loadOutbox(): Promise<void> {
  loading ??= readStored();
  return loading;
}

/** Writes waiting to be sent, oldest first. */
export function queuedWrites(): readonly QueuedWrite[] {
  return writes;
}

/** Keeps a write on the device (IndexedDB) until removeQueued is called with its id. */
export async function enqueueWrite(write: NewWrite): Promise<QueuedWrite> {
  await loadOutbox();
  const queued = { ...write, queuedAt: Date.now(), seq: seq++ } as QueuedWrite;
  publish([...writes.filter((entry) => entry.id !== queued.id), queued]);
  try {
    await set(queued.id, queued, store());
  } catch (error) {
    console.warn('Offline write kept in memory only', error);
  }
  channel?.postMessage('changed');
  return queued;
}

/** Forgets a write the server has (or has refused for good). */
export async function removeQueued(id: string): Promise<void> {
  publish(writes.filter((entry) => entry.id !== id));
  try {
    await del(id, store());
  } catch (error) {
    console.warn('Offline write not removed from storage', error);
  }
  channel?.postMessage('changed');
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
