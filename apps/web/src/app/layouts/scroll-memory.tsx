import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const STORAGE_KEY = 'percurso.scroll-positions';

function readSaved(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!saved || typeof saved !== 'object') return {};
    // Only numbers: the storage is the page's, and anything else would be scrolled to as NaN.
    return Object.fromEntries(
      Object.entries(saved).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
    );
  } catch {
    return {};
  }
}

/**
 * Where the window was scrolled, per path: a screen come back to (Back, or a link to it) shows
 * where it was left, another screen starts at the top, and a change of the query alone (`?point=`,
 * `?journey=`) does not scroll. The first screen is left where the browser put it: a reload is
 * placed by the browser, and a page the server drew may already have been scrolled by the visitor
 * when the app takes it over. (React Router's `<ScrollRestoration>` scrolled that first screen to the
 * top: the page jumped under the visitor's finger, and the tap landed on whatever came there.)
 */
export function ScrollMemory() {
  const { pathname } = useLocation();
  const positions = useRef<Record<string, number> | null>(null);
  const shown = useRef<string | null>(null);
  // The position of the screen on show, as last scrolled: by the time the next screen is
  // committed, the window may already have been clamped to its height.
  const lastY = useRef(0);

  useEffect(() => {
    // Read in the next frame, where the browser lays the page out anyway: read here, right after
    // the hydration's commit, it made the browser lay out the whole page within the task of the
    // page's effects (15 ms of a 49 ms task on a point link, four times that on a slow phone).
    let scrolled = false;
    const frame = requestAnimationFrame(() => {
      if (!scrolled) lastY.current = window.scrollY;
    });
    const onScroll = () => {
      scrolled = true;
      lastY.current = window.scrollY;
    };
    // Back and Forward are placed here, not by the browser (it would scroll before the screen is drawn).
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => {
      if (shown.current) positions.current = { ...positions.current, [shown.current]: lastY.current };
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current ?? {}));
      } catch {
        // Private mode without storage: positions are kept for this page only.
      }
      // A reload or a return to this document is placed by the browser again.
      window.history.scrollRestoration = 'auto';
    };
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('pagehide', onPageHide);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', onScroll);
      removeEventListener('pagehide', onPageHide);
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readSaved();
    const left = shown.current;
    shown.current = pathname;
    if (left === null || left === pathname) return;
    positions.current[left] = lastY.current;
    const y = positions.current[pathname] ?? 0;
    window.scrollTo(0, y);
    lastY.current = y;
  }, [pathname]);

  return null;
}
