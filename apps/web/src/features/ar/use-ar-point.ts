import { type PointLookup, toNamePath } from '@percurso/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type LoaderFunctionArgs, replace, useSearchParams } from 'react-router';
import { queries } from '../../api/queries.ts';
import { queryClient } from '../../api/query-client.ts';
import { loadAsWasmDocument } from '../../app/wasm-document.ts';
import { loadArMessages } from '../../i18n/ar-messages.ts';
import { useRecordInteraction } from '../progress/index.ts';

/**
 * The AR routes' loader: a document of their own (their 3D viewer compiles WebAssembly, which
 * only their CSP allows), their messages, and the point named by ?point= (missing → /dadosinvalidos).
 */
export async function arLoader({ request }: LoaderFunctionArgs) {
  await loadAsWasmDocument(request.url);
  const pointId = new URL(request.url).searchParams.get('point');
  await Promise.all([
    loadArMessages(),
    pointId
      ? queryClient.ensureQueryData(queries.point(pointId)).catch(() => {
          throw replace('/dadosinvalidos');
        })
      : undefined,
  ]);
  return null;
}

/** The point of ?point= (already loaded by arLoader) and the link back to it on its guide page. */
export function useArPoint(): { lookup: PointLookup | undefined; pointHref: string | undefined } {
  const [params] = useSearchParams();
  const pointId = params.get('point') ?? '';
  const { data } = useQuery({ ...queries.point(pointId), enabled: pointId !== '' });
  const pointHref = data ? `/${toNamePath(data.guideName)}?point=${encodeURIComponent(data.point.id)}` : undefined;
  return { lookup: data, pointHref };
}

/**
 * Records the AR view once per screen (tracker raContent) when `shown` turns true: the content is
 * over the camera. No next-points dialog: it would cover the camera; the point's page offers it.
 */
export function useRecordArView(pointId: string | undefined, shown: boolean): void {
  const { record } = useRecordInteraction();
  const recorded = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!shown || !pointId || recorded.current === pointId) return;
    recorded.current = pointId;
    // A refusal (a point that needs its QR code first) leaves the scene as it is.
    record({ pointId, tracker: 'raContent' }, { showNextPoints: false }).catch(() => undefined);
  }, [pointId, shown, record]);
}
