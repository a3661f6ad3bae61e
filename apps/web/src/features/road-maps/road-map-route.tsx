import { type LoaderFunctionArgs, replace } from 'react-router';
import { queries } from '../../api/queries.ts';
import { queryClient } from '../../api/query-client.ts';
import { loadRoadMapMessages } from './road-map-messages.ts';

export { RoadMapPage as Component } from './road-map-page.tsx';

/** /roteiro/{name}: an unknown road map is invalid data, like an unknown guide. */
export async function loader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    loadRoadMapMessages(),
    queryClient.ensureQueryData(queries.roadMapByName(params.roadMapName ?? '')).catch(() => {
      throw replace('/dadosinvalidos');
    }),
  ]);
  return null;
}
