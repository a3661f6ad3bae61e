import type { GuideBundle, Journey, PointSummary } from '@percurso/shared';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { logAccess } from './access-log.ts';
import { closeJourneyDone, useJourneyDoneMoment } from './journey-done-store.ts';
import { closeNextPoints, useNextPointsRequest } from './next-points-store.ts';
import { useProgress } from './progress-query.ts';

const NextPointsDialog = lazy(() => import('./next-points-dialog.tsx'));
// The moment's chunk and its messages' chunk load together, so it never shows a key.
const JourneyDoneDialog = lazy(() =>
  import('./journey-done-dialog.tsx').then(async (module) => {
    await module.loadJourneyDoneMessages();
    return module;
  }),
);

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
  const journeyDone = useJourneyDoneMoment();
  // The "journey complete" moment takes the place of the next points of the journey it completed.
  if (!request || request.guideId !== bundle.guide.id || isBlocked || journeyDone?.guideId === bundle.guide.id)
    return null;
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

interface JourneyDoneHostProps {
  bundle: GuideBundle;
  /** The guide's journeys in their order: the next one not completed is offered. */
  journeys: readonly Journey[];
  pointsOf: (journey: Journey) => PointSummary[];
  /** While a point or another dialog is open the moment waits (a point's content comes first). */
  isBlocked: boolean;
  onSelectJourney: (journeyId: string) => void;
}

/**
 * Issue 26 item 16: the unlock that completes a journey gives the visitor a moment ("Jornada
 * concluída") once the point closes, instead of going straight on.
 */
export function JourneyDoneHost({ bundle, journeys, pointsOf, isBlocked, onSelectJourney }: JourneyDoneHostProps) {
  const localize = useLocalize();
  const moment = useJourneyDoneMoment();
  const progress = useProgress();
  if (!moment || moment.guideId !== bundle.guide.id || isBlocked) return null;
  const index = journeys.findIndex((candidate) => candidate.id === moment.journeyId);
  const journey = journeys[index];
  if (!journey) return null;
  const done = new Set(progress?.completedJourneyIds ?? []);
  done.add(journey.id);
  const next = [...journeys.slice(index + 1), ...journeys.slice(0, index)].find((candidate) => !done.has(candidate.id));
  const close = () => {
    closeJourneyDone();
    closeNextPoints();
  };
  return (
    <Suspense fallback={null}>
      <JourneyDoneDialog
        guideId={bundle.guide.id}
        guideName={localize(bundle.guide.name)}
        journeyId={journey.id}
        journeyName={localize(journey.name)}
        pointCount={pointsOf(journey).length}
        emblemNames={moment.emblemNames.map((name) => localize(name))}
        prizeName={moment.prizeName ? localize(moment.prizeName) : null}
        nextJourney={next ? { id: next.id, name: localize(next.name) } : null}
        onNextJourney={(journeyId) => {
          close();
          onSelectJourney(journeyId);
        }}
        onClose={close}
      />
    </Suspense>
  );
}
