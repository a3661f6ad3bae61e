/** What public/early-taps.js remembered of the taps on a server-rendered page (decision 0025). */
export interface EarlyTaps {
  taken: boolean;
  /** Set once the app's first screen is committed: the app answers from then on (the e2e tests wait for it). */
  committed?: boolean;
  last: {
    selector: string | null;
    /** What was tapped inside the marked element: its tag, and its value (an input) or its text. */
    inner?: { tag: string; value: string | null; text: string | null; label?: string | null } | null;
    x: number;
    y: number;
  } | null;
  /** Text typed in marked fields, by selector. */
  typed?: Record<string, string>;
}

declare global {
  interface Window {
    __percursoTaps?: EarlyTaps;
  }
}

/**
 * Called once taps go to the app (early-taps.js stops recording): when a hydration starts (React
 * answers a tap during it by hydrating its target first), or once a screen drawn over the server's
 * is committed. Returns what was recorded, or null when there is nothing to replay.
 */
export function takeEarlyTaps(): Pick<EarlyTaps, 'last' | 'typed'> | null {
  const taps = window.__percursoTaps;
  // early-taps.js is loaded async: when the app takes over before it has run, the mark left here
  // keeps it from starting later. Before, a script that came after the app held back every tick of a
  // checkbox or switch from then on (it waits for a replay that never comes): the box stayed as it
  // was while React had changed its state.
  if (!taps) {
    window.__percursoTaps = { taken: true, last: null, typed: {} };
    return null;
  }
  if (taps.taken) return null;
  taps.taken = true;
  const taken = { last: taps.last, typed: taps.typed ?? {} };
  taps.last = null;
  taps.typed = {};
  return taken.last || Object.keys(taken.typed).length > 0 ? taken : null;
}
