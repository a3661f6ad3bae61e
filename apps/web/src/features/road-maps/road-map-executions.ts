import type { RoadMapCompletionBand, RoadMapExecution } from '@percurso/shared/road-map';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../api/http.ts';
import { useSessionUser } from '../account/index.ts';
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

/** Guide ids the signed-in (registered) visitor has visited, per road map; empty otherwise. */
export function useVisitedGuides(): {
  registered: boolean;
  visited: Map<string, Set<string>>;
  executions: RoadMapExecution[];
} {
  const user = useSessionUser();
  const registered = user !== undefined && user !== null && !user.isAnonymous;
  const { data } = useQuery(roadMapExecutionsQuery(registered ? user.id : undefined));
  const executions = data?.executions ?? [];
  const visited = new Map<string, Set<string>>();
  for (const execution of executions) {
    const set = visited.get(execution.roadMapId) ?? new Set<string>();
    set.add(execution.guideId);
    visited.set(execution.roadMapId, set);
  }
  return { registered, visited, executions };
}

/** The message key of a completion band (spec §9). */
export const BAND_KEYS = {
  'Acesso único': 'road_maps.band.single',
  '1 a 10': 'road_maps.band.1_10',
  '11 a 25': 'road_maps.band.11_25',
  '26 a 50': 'road_maps.band.26_50',
  '51 a 75': 'road_maps.band.51_75',
  '75 a 99': 'road_maps.band.75_99',
  '100': 'road_maps.band.100',
} as const satisfies Record<RoadMapCompletionBand, string>;
