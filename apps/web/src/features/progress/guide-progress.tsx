import { type GuideBundle, type Journey, needsUnlockProof, type PointSummary } from '@percurso/shared';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorNotice } from '../../api/error-messages.ts';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { showWarning } from '../../ui/show-warning.ts';
import { logAccess } from './access-log.ts';
import { closeNextPoints, useNextPointsRequest } from './next-points-store.ts';
import { useProgress } from './progress-query.ts';
import { useRecordInteraction } from './use-record-interaction.ts';

const NextPointsDialog = lazy(() => import('./next-points-dialog.tsx'));

/**
 * Opening a point from the guide's list, map or point view: logs the click and records the
 * interaction (tracker intPointDialog) while the point opens; a failure is a warning toast. A
 * point that unlocks only by its QR code or nearby (GPS) opens without being unlocked: the card
 * is no proof, and a toast says how to unlock it.
 */
export function useOpenPointWithInteraction(
  open: (pointId: string) => void,
  journeyId: string | undefined,
  points: readonly PointSummary[],
) {
  const { t } = useTranslation();
  const { record } = useRecordInteraction();
  const progress = useProgress();
  return useCallback(
    (pointId: string) => {
      open(pointId);
      logAccess({ kind: 'pointClick', pointId });
      const point = points.find((candidate) => candidate.id === pointId);
      if (point && needsUnlockProof(point) && !progress?.unlockedPointIds.includes(pointId)) {
        showWarning(
          t(point.qrValidation ? 'errors.interaction/qr-validation-required' : 'errors.interaction/location-required'),
        );
        return;
      }
      record({ pointId, tracker: 'intPointDialog', ...(journeyId ? { journeyId } : {}) }).catch((error: unknown) => {
        const notice = errorNotice(error);
        showWarning(t('progress.record_failed'), notice.code ?? t(notice.key));
      });
    },
    [open, record, journeyId, t, points, progress],
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
