import { firstPanorama } from '@percurso/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, replace } from 'react-router';
import { queries } from '../../api/queries.ts';
import { queryClient as appClient } from '../../api/query-client.ts';
import { loadVrMessages } from '../../i18n/vr-messages.ts';

/**
 * Starts downloading the first panorama of a photo tour, so it arrives while the viewer's chunk
 * (three.js) still loads: the flat strip shows it, and the viewer's own request then finds it in
 * the HTTP cache (media are served immutable). A failure is the viewer's to show, not the loader's.
 */
function preloadFirstPanorama(url: string | undefined) {
  // On the server (entry-server.tsx) the page carries the picture itself.
  if (!url || typeof document === 'undefined') return;
  void fetch(url)
    .then((answer) => answer.blob())
    .catch(() => undefined);
}

/**
 * The 360° routes' loader (spec §2 guard: "/rvscene/ or /rv/ paths: load the point by id, then its
 * guide; if not found go to /dadosinvalidos"), with the 360° catalogue. Here rather than in the
 * guard, so the app's entry does not grow. Once the point is known its first panorama starts
 * loading. The server's rendering of /rvScene passes its page's own client (app/router.tsx).
 */
export async function loadScenePoint({ params }: LoaderFunctionArgs, queryClient: QueryClient = appClient) {
  await Promise.all([
    loadVrMessages(),
    queryClient
      .ensureQueryData(queries.point(params.intPointId ?? ''))
      .catch(() => {
        throw replace('/dadosinvalidos');
      })
      .then((lookup) => preloadFirstPanorama(firstPanorama(lookup.point.immersive)?.url)),
  ]);
  return null;
}
