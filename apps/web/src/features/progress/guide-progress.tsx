import type { GuideBundle, Journey, PointSummary } from '@percurso/shared';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { logAccess } from './access-log.ts';
import { closeNextPoints, useNextPointsRequest } from './next-points-store.ts';

const NextPointsDialog = lazy(() => import('./next-points-dialog.tsx'));

/**
 * Opening a point from the guide's list, map or point view: logs the click while the point opens.
 * The point view records the interaction once it shows the content (useRecordShownPoint), so
 * every way of showing a point counts; a point that needs its QR code or the visitor's presence
 * shows its teaser and how to unlock it instead.
 */
export function useOpenPoint(open: (pointId: string) => void) {
  return useCallback(
    (pointId: string) => {
      open(pointId);
      logAccess({ kind: 'pointClick', pointId });
    },
    [open],
  );
}

/** Usage logs of the guide page: one guide access per visit, one point access per point shown. */
export function useGuideAccessLogs(guideId: string, openPointId: string | undefined): void {
  const loggedGuide = useRef<string | null>(null);
  useEffect(() => {
    if (loggedGuide.current === guideId) return;
    loggedGuide.current = guideId;
    logAccess({ kind: 'guideAccess', guideId });
  }, [guideId]);
  useEffect(() => {
    if (openPointId) logAccess({ kind: 'pointAccess', pointId: openPointId });
  }, [openPointId]);
}

interface NextPointsHostProps {
  bundle: GuideBundle;
  journeys: readonly Journey[];
  pointsOf: (journey: Journey) => PointSummary[];
  /** While a point or another dialog is open the dialog waits, so it never covers the content. */
  isBlocked: boolean;
  onOpenPoint: (pointId: string) => void;
}

/** Shows the next-journey-points dialog for interactions recorded on this guide. */
export function NextPointsHost({ bundle, journeys, pointsOf, isBlocked, onOpenPoint }: NextPointsHostProps) {
  const localize = useLocalize();
  const request = useNextPointsRequest();
  if (!request || request.guideId !== bundle.guide.id || isBlocked) return null;
  const point = bundle.points.find((candidate) => candidate.id === request.pointId);
  const journey =
    journeys.find((candidate) => candidate.id === request.journeyId) ??
    journeys.find((candidate) => point?.journeyIds.includes(candidate.id));
  if (!journey) return null;
  return (
    <Suspense fallback={null}>
      <NextPointsDialog
        guideId={bundle.guide.id}
        journeyId={journey.id}
        journeyName={localize(journey.name)}
        points={pointsOf(journey)}
        pointId={request.pointId}
        onClose={closeNextPoints}
        onOpenPoint={(pointId) => {
          closeNextPoints();
          onOpenPoint(pointId);
        }}
      />
    </Suspense>
  );
}
