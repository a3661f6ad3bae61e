import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { loadAsWasmDocument } from '../../app/wasm-document.ts';
import { PanelPage, QueryState } from '../panel/common/panel-page.tsx';
import { pointQueries } from './panel-points-api.ts';
import { changeGuide, draftFromPoint, emptyDraft } from './point-draft.ts';
import { PointEditor } from './point-editor.tsx';
import { useGuideContent } from './use-guide-content.ts';

/**
 * /guidePanel/{guideId}/points/new and /guidePanel/{guideId}/points/{pointId}. A new point starts
 * in the guide of the URL with its first journey and first point's map selected (spec §4).
 */
function PointEditorRoute() {
  const { t } = useTranslation();
  const { guideId = '', pointId } = useParams();
  // Read afresh when opened (never the cached copy): the save is based on what the editor shows.
  const point = useQuery({
    ...pointQueries.one(pointId ?? ''),
    enabled: pointId !== undefined,
    refetchOnMount: 'always',
  });
  const contentGuideId = pointId ? (point.data?.guideId ?? '') : guideId;
  const { content, isPending, error } = useGuideContent(contentGuideId);

  const initial = useMemo(() => {
    if (pointId) return point.data ? draftFromPoint(point.data) : undefined;
    return content ? changeGuide(emptyDraft(guideId), guideId, content) : undefined;
  }, [pointId, point.data, content, guideId]);

  return (
    <QueryState
      isPending={(pointId !== undefined && (point.isPending || !point.isFetchedAfterMount)) || isPending}
      error={point.error ?? error}
    >
      {() =>
        initial && content ? (
          <PointEditor key={pointId ?? 'new'} point={point.data} initial={initial} content={content} />
        ) : (
          <PanelPage title={t('panel.points.new_title')} />
        )
      }
    </QueryState>
  );
}

/** The editor previews AR models with <model-viewer>: a document whose CSP lets it compile WebAssembly. */
export function loader({ request }: LoaderFunctionArgs) {
  return loadAsWasmDocument(request.url) ?? null;
}

export { PointEditorRoute as Component };
