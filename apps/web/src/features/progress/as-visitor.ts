import type { QueryClient } from '@tanstack/react-query';
import { withVisitorSession } from '../account/session.ts';
import { emptyProgress, progressQuery } from './progress-query.ts';

/**
 * Runs one of the visitor's progress writes with a session (session.ts starts an anonymous one
 * when there is none); a new visitor's empty progress is cached first, so no screen waits for it.
 */
export function asVisitor<T>(queryClient: QueryClient, write: () => Promise<T>): Promise<T> {
  return withVisitorSession(queryClient, write, (user) => {
    queryClient.setQueryData(progressQuery(user.id).queryKey, emptyProgress(user.id));
  });
}
