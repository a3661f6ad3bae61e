import { useCallback, useEffect, useRef } from 'react';

const MARK = 'overlayOpen';

/**
 * True while such an overlay is open: the dialog under it ignores its own Escape (Mantine's window
 * listener may run before the overlay's, whichever registered last).
 */
export function isOverlayOpen(): boolean {
  return (window.history.state as Record<string, unknown> | null)?.[MARK] === true;
}

/**
 * An overlay opened on top of a page (the full-screen image viewer) takes a history entry of its
 * own, so the phone's Back button closes the overlay only, not the dialog or page under it. The
 * entry copies the current one (same URL, the router's state and a mark): popping it changes
 * nothing else. Returns how the overlay closes itself (its button, Escape): by popping that entry.
 */
export function useBackToClose(onClose: () => void): () => void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // True while the overlay's entry is the current one.
  const pushed = useRef(false);

  useEffect(() => {
    // A second run of the effect (React's development check) finds its entry already there.
    const state = window.history.state as Record<string, unknown> | null;
    if (!state?.[MARK]) window.history.pushState({ ...state, [MARK]: true }, '');
    pushed.current = true;
    const onPopState = () => {
      if (!pushed.current) return;
      pushed.current = false;
      onCloseRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  return useCallback(() => {
    if (pushed.current) window.history.back();
    else onCloseRef.current();
  }, []);
}
