import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, replace } from 'react-router';
import { queries } from '../../api/queries.ts';
import { loadRoadMapMessages } from './road-map-messages.ts';

export { RoadMapPage as Component } from './road-map-page.tsx';

/**
 * /roteiro/{name}: an unknown road map is invalid data, like an unknown guide. Read through the
 * router's client (app/router.tsx): the server renders each page with a client of its own.
 */
export async function loadRoadMap(queryClient: QueryClient, { params }: LoaderFunctionArgs) {
  await Promise.all([
    loadRoadMapMessages(),
    queryClient.ensureQueryData(queries.roadMapByName(params.roadMapName ?? '')).catch(() => {
      throw replace('/dadosinvalidos');
    }),
  ]);
  return null;
}
