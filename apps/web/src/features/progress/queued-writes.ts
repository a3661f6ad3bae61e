import type { VisitorProgress } from '@percurso/shared';
import type { QueryClient } from '@tanstack/react-query';
import { isOnline } from '../../api/connectivity.ts';
import { sessionQuery } from '../account/session.ts';
import { queuedWrites } from '../offline/outbox.ts';
import { withQueuedWrites } from './pending-progress.ts';
import { emptyProgress, progressQuery } from './progress-query.ts';

export { isNetworkFailure } from './saved-progress.ts';

/** Whether a write should wait in the queue: no network, or older writes still waiting (order kept). */
export function shouldQueue(): boolean {
  return !isOnline() || queuedWrites().length > 0;
}

/** The visitor's progress as this device knows it now (server copy and queued writes). */
export function knownProgress(queryClient: QueryClient): VisitorProgress {
  const user = queryClient.getQueryData(sessionQuery().queryKey);
  const server = user ? queryClient.getQueryData(progressQuery(user.id).queryKey) : undefined;
  return withQueuedWrites(server ?? emptyProgress(user?.id ?? ''), queuedWrites());
}
