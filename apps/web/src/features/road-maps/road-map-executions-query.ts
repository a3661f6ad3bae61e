import type { RoadMapExecutionList } from '@percurso/shared/road-map';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/http.ts';

/**
 * The visitor's road-map executions (spec §3 roadMapExec): loaded after sign-in (spec §4) and on
 * the road-map screens; anonymous visitors have none (they are never saved).
 */
export const roadMapExecutionsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['road-map-executions', userId],
    queryFn: ({ signal }) => apiGet<RoadMapExecutionList>('/api/me/road-map-executions', signal),
    enabled: userId !== undefined,
    staleTime: 30_000,
  });

/** Called once a visitor signs in: their executions load with the rest of their data (spec §4). */
export function prefetchRoadMapExecutions(queryClient: QueryClient, userId: string): Promise<void> {
  return queryClient.prefetchQuery(roadMapExecutionsQuery(userId));
}
