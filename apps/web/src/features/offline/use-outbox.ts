import { useSyncExternalStore } from 'react';
import { isOnline, subscribeConnectivity } from '../../api/connectivity.ts';
import { type QueuedWrite, queuedWrites, subscribeOutbox } from './outbox.ts';

/** The writes waiting for the network, oldest first; the screen follows every change. */
export function useQueuedWrites(): readonly QueuedWrite[] {
  return useSyncExternalStore(subscribeOutbox, queuedWrites, queuedWrites);
}

/** Whether the server can be reached (the browser's word, and whether our requests get answers). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOnline, () => true);
}
