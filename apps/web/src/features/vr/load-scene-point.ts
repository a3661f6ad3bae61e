import { type LoaderFunctionArgs, replace } from 'react-router';
import { queries } from '../../api/queries.ts';
import { queryClient } from '../../api/query-client.ts';
import { loadVrMessages } from '../../i18n/vr-messages.ts';

/**
 * The 360° routes' loader (spec §2 guard: "/rvscene/ or /rv/ paths: load the point by id, then its
 * guide; if not found go to /dadosinvalidos"), with the 360° catalogue. Here rather than in the
 * guard, so the app's entry does not grow.
 */
export async function loadScenePoint({ params }: LoaderFunctionArgs) {
  await Promise.all([
    loadVrMessages(),
    queryClient.ensureQueryData(queries.point(params.intPointId ?? '')).catch(() => {
      throw replace('/dadosinvalidos');
    }),
  ]);
  return null;
}
