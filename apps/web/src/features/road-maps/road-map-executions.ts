import type { RoadMapExecution } from '@percurso/shared/road-map';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../api/http.ts';
import { useSessionUser } from '../account/index.ts';
import { useProgress } from '../progress/index.ts';
import { roadMapExecutionsQuery } from './road-map-executions-query.ts';

export { roadMapExecutionsQuery };

/** Records the road map QR code's visit (registered visitors only) and refreshes the list. */
export async function recordRoadMapExecution(
  queryClient: QueryClient,
  userId: string,
  input: { roadMapId: string; guideId: string },
): Promise<RoadMapExecution> {
  const { execution } = await apiPost<{ execution: RoadMapExecution }>('/api/road-map-executions', input);
  await queryClient.invalidateQueries({ queryKey: roadMapExecutionsQuery(userId).queryKey });
  return execution;
}

/**
 * The places (guide ids) of a road map the signed-in (registered) visitor has visited: those whose
 * road-map QR code they read, and those where they unlocked a point (their progress at that venue,
 * a completed journey included); empty otherwise.
 */
export function useVisitedGuides(): {
  registered: boolean;
  visitedIn: (roadMapId: string) => Set<string>;
  executions: RoadMapExecution[];
} {
  const user = useSessionUser();
  const registered = user !== undefined && user !== null && !user.isAnonymous;
  const { data } = useQuery(roadMapExecutionsQuery(registered ? user.id : undefined));
  const progress = useProgress();
  const executions = data?.executions ?? [];
  const progressed = new Set<string>(
    registered
      ? [
          ...(progress?.journeys ?? []).map((journey) => journey.guideId),
          ...(progress?.placesVisited ?? []).map((place) => place.guide),
        ]
      : [],
  );
  const visitedIn = (roadMapId: string) => {
    const visited = new Set(progressed);
    for (const execution of executions) if (execution.roadMapId === roadMapId) visited.add(execution.guideId);
    return visited;
  };
  return { registered, visitedIn, executions };
}
