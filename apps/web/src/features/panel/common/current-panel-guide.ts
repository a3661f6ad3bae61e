import { useSyncExternalStore } from 'react';
import { useLocation, useParams } from 'react-router';

// The guide a screen works on when its URL does not say it (a journey's edit screen knows its
// guide only after loading the journey): the navigation shows that guide's sections.
let announced: string | undefined;
const listeners = new Set<() => void>();

/** Screens call this once they know their guide. */
export function announcePanelGuide(guideId: string | undefined): void {
  if (announced === guideId) return;
  announced = guideId;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The guide the current panel screen is about: from the path, the query string, or announced. */
export function useCurrentPanelGuideId(): string | undefined {
  const params = useParams();
  const { pathname, search } = useLocation();
  const fromStore = useSyncExternalStore(
    subscribe,
    () => announced,
    () => announced,
  );
  const query = new URLSearchParams(search);
  if (params.guideId) return params.guideId;
  if (query.get('guideId')) return query.get('guideId') ?? undefined;
  if (pathname === '/guide/edit' && query.get('id')) return query.get('id') ?? undefined;
  if (pathname === '/guide/edit' || pathname === '/painel' || pathname === '/guide/list') return undefined;
  return fromStore;
}
