/**
 * Taps on a server-rendered page before the app took it over (decision 0025): public/early-taps.js
 * remembers the last one; once the app has drawn its screen over the page, the tap is replayed on
 * the same element of the app's screen (by its test id and data ids), or on what is now where it was.
 */
interface EarlyTaps {
  taken: boolean;
  last: { selector: string | null; x: number; y: number } | null;
}

declare global {
  interface Window {
    __percursoTaps?: EarlyTaps;
  }
}

/** Called once the app's first screen is committed: taps go to the app from now on. */
export function replayEarlyTap(): void {
  const taps = window.__percursoTaps;
  if (!taps || taps.taken) return;
  taps.taken = true;
  const tap = taps.last;
  taps.last = null;
  if (!tap) return;
  requestAnimationFrame(() => {
    const target = (tap.selector && document.querySelector(tap.selector)) || document.elementFromPoint(tap.x, tap.y);
    if (target instanceof HTMLElement) target.click();
  });
}
