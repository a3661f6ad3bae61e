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

/**
 * How many frames (about a second) a tapped element may take to appear on the app's screen: part
 * of it can still be loading (a point's picture gallery is a lazy chunk the server had at hand).
 */
const FRAMES_TO_WAIT = 60;

/** Called once the app's first screen is committed: taps go to the app from now on. */
export function replayEarlyTap(): void {
  const taps = window.__percursoTaps;
  if (!taps || taps.taken) return;
  taps.taken = true;
  const tap = taps.last;
  taps.last = null;
  if (tap) replay(tap, FRAMES_TO_WAIT);
}

function replay(tap: NonNullable<EarlyTaps['last']>, framesLeft: number): void {
  requestAnimationFrame(() => {
    const marked = tap.selector ? document.querySelector(tap.selector) : null;
    if (!marked && tap.selector && framesLeft > 0) return replay(tap, framesLeft - 1);
    const target = marked ?? document.elementFromPoint(tap.x, tap.y);
    if (target instanceof HTMLElement) target.click();
  });
}
