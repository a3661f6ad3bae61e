import { useSyncExternalStore } from 'react';
import { type QueuedWrite, queuedWrites, subscribeOutbox } from './outbox.ts';

/** The writes waiting for the network, oldest first; the screen follows every change. */
export function useQueuedWrites(): readonly QueuedWrite[] {
  return useSyncExternalStore(subscribeOutbox, queuedWrites, queuedWrites);
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser believes it has a network connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
