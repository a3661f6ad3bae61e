import type { GuideBundle, PointSummary } from '@percurso/shared';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../app/hydration.tsx';
import { PartBoundary } from '../../app/preloadable.tsx';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { FocusReturn } from '../../ui/focus-return.ts';
import { FavouritesDialog } from '../favourites/index.ts';
import { PointView } from '../point/index.ts';

// Each dialog is its own chunk, loaded when first opened.
const AboutGuideDialog = lazy(() => import('./about-guide-dialog.tsx'));
const Visit3dDialog = lazy(() => import('./visit-3d-dialog.tsx'));
const GuideTutorial = lazy(() => import('./guide-tutorial.tsx'));

export type GuideDialog = 'about' | 'visit3d' | 'tutorial' | 'favourites';

interface GuideDialogsProps {
  bundle: GuideBundle;
  dialog: GuideDialog | null;
  onClose: () => void;
  onFilter: (tag: string) => void;
  openPoint: PointSummary | undefined;
  /** The journey the visitor follows, recorded with the point's interaction. */
  journeyId: string | undefined;
  journeyPoints: PointSummary[];
  numbers: ReadonlyMap<string, number>;
  onClosePoint: () => void;
  onShowPoint: (pointId: string) => void;
}

/** The guide page's dialogs and the point view. */
export function GuideDialogs(props: GuideDialogsProps) {
  const { bundle, dialog, onClose, onFilter, openPoint, journeyId, journeyPoints, numbers, onClosePoint, onShowPoint } =
    props;
  const localize = useLocalize();
  // A first visit's tutorial opens once the page is hydrated, not in its hydration: its chunk (and
  // the dialog's) then holds nothing back. Drawn while hydrating, it put a chunk in the hydration of
  // this part of the page, and the render that switches the page to the browser's values waited for
  // it: the map of a guide (and the rest of that render) came only after the tutorial's chunk, and
  // never when that request hung (hydration.spec.ts, e2e under load). The server draws no dialog.
  const hydrated = useHydrated();
  // Keep the point view mounted after the first opening, so closing it can animate.
  const [hasOpenedPoint, setHasOpenedPoint] = useState(false);
  if (openPoint && !hasOpenedPoint) setHasOpenedPoint(true);
  const index = openPoint ? journeyPoints.findIndex((point) => point.id === openPoint.id) : -1;

  return (
    <>
      {dialog && <FocusReturn key={dialog} />}
      {dialog && hydrated && (
        // A boundary of their own: a dialog's chunk on its way hides nothing else (the point view).
        <Suspense fallback={null}>
          {dialog === 'about' && <AboutGuideDialog guide={bundle.guide} onClose={onClose} onFilter={onFilter} />}
          {dialog === 'visit3d' && bundle.guide.visit3dUrl && (
            <Visit3dDialog url={bundle.guide.visit3dUrl} name={localize(bundle.guide.name)} onClose={onClose} />
          )}
          {dialog === 'tutorial' && <GuideTutorial bundle={bundle} onClose={onClose} />}
          {dialog === 'favourites' && <FavouritesDialog bundle={bundle} onClose={onClose} />}
        </Suspense>
      )}
      {(openPoint || hasOpenedPoint) && (
        // Its own boundary, drawn with it (app/preloadable.tsx): a page the server drew without a
        // point has none to hydrate, and one drawn with the sheet hydrates it with the page.
        <PartBoundary>
          <PointView
            point={openPoint}
            journeyId={journeyId}
            guideId={bundle.guide.id}
            canAskHelp={bundle.guide.helpRequestsEnabled}
            number={openPoint ? numbers.get(openPoint.id) : undefined}
            previous={index > 0 ? journeyPoints[index - 1] : undefined}
            next={index >= 0 ? journeyPoints[index + 1] : undefined}
            onClose={onClosePoint}
            onShow={onShowPoint}
          />
        </PartBoundary>
      )}
    </>
  );
}
