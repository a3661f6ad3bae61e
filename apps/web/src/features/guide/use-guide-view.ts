import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { rememberOpener } from '../../ui/focus-return.ts';

export type GuideViewMode = 'list' | 'map';

/**
 * The guide page state that belongs in the URL, so reloads and shared links keep it:
 * `?journey=ID&tag=TAG&view=map&point=ID`. Opening a point pushes a history entry (Back closes it).
 */
export function useGuideView() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openedInApp = (location.state as { pointOpenedInApp?: boolean } | null)?.pointOpenedInApp === true;

  const update = useCallback(
    (changes: Record<string, string | null>, push = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        // Replacing keeps the entry's state, so a point opened here can still be closed with Back.
        { replace: !push, preventScrollReset: true, state: push ? { pointOpenedInApp: true } : location.state },
      );
    },
    [setParams, location.state],
  );

  return {
    journeyId: params.get('journey'),
    tag: params.get('tag'),
    view: (params.get('view') === 'map' ? 'map' : 'list') as GuideViewMode,
    pointId: params.get('point'),
    selectJourney: (id: string) => update({ journey: id, tag: null }),
    selectTag: (tag: string | null) => update({ tag }),
    selectView: (view: GuideViewMode) => update({ view: view === 'map' ? 'map' : null }),
    /** The about dialog's filter: that tag, on the list. */
    showTag: (tag: string) => update({ tag, view: null }),
    openPoint: (id: string) => {
      // The card, marker or button that opens it gets the focus back when the point closes.
      rememberOpener();
      update({ point: id }, true);
    },
    /** Moves between points inside the open view without stacking history entries. */
    showPoint: (id: string) => update({ point: id }),
    /** Pops the entry the point added when it was opened here; a deep link just drops `?point`. */
    closePoint: () => (openedInApp ? navigate(-1) : update({ point: null })),
  };
}
