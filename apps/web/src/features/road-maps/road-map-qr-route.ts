import { type LoaderFunctionArgs, replace } from 'react-router';
import { queries } from '../../api/queries.ts';
import { queryClient } from '../../api/query-client.ts';
import { roadMapPath } from './road-map-path.ts';

/**
 * /roadMapQrCode/{guideId}/{roadMapId}: opens the road map. Recording the road map execution
 * (tracker, guide) belongs here once executions exist.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const roadMap = await queryClient.ensureQueryData(queries.roadMap(params.roadMapId ?? '')).catch(() => null);
  throw replace(roadMap ? roadMapPath(roadMap) : '/dadosinvalidos');
}
