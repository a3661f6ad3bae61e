// The app, the last stage of its start (main.tsx): hydrates the server's page or draws the first screen.
import { isLocale } from '@percurso/i18n';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, routerReady } from './app/app.tsx';
import { startHydrating } from './app/hydration.tsx';
import { loadDrawnParts } from './app/preloadable.tsx';
import { takeEarlyTaps } from './app/take-early-taps.ts';
import { startKioskIfSet } from './features/kiosk/kiosk-check.ts';
import { startPreviewIfAsked } from './features/preview/preview-check.ts';
import { restoreTextSize } from './features/settings/text-size.ts';
import { initI18n, readChosenLocale } from './i18n/setup.ts';

// Which build is running (set VITE_BUILD_ID when building a release); support and the update test read it.
document.documentElement.dataset.build = import.meta.env.VITE_BUILD_ID ?? 'local';
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
// A page the server rendered (entry-server.tsx) is hydrated: the app starts in the language the
// server drew it in (its `<html lang>`), and the stores' server snapshots are the cookies the
// server drew it with. Only a page drawn in another language than the one chosen in the app (its
// cookie lost) is drawn over, as before hydration: switching languages in the middle of hydrating
// would make the parts not hydrated yet disagree. docs/decisions/0025-server-rendered-landing-pages.md
const serverDrawn = container.hasChildNodes();
const drawnLocale = isLocale(document.documentElement.lang) ? document.documentElement.lang : undefined;
const chosenLocale = readChosenLocale();
const hydrate = serverDrawn && drawnLocale !== undefined && (chosenLocale ?? drawnLocale) === drawnLocale;
restoreTextSize();
// A lent device set to one guide (kiosk mode): its look before the first render, its chunk after.
startKioskIfSet();
await initI18n(hydrate ? drawnLocale : undefined);
// A preview of a guide's draft: its chunk is in place before anything could record a visit.
await startPreviewIfAsked();

/** Taken when the hydration started (main below): undefined when the app draws over the page. */
let takenAtHydration: ReturnType<typeof takeEarlyTaps> | undefined;

/**
 * Once the app's first screen is committed, a tap made on the server's page before the app
 * answered is replayed on it. A layout effect: it runs within the commit, before the browser can
 * deliver a tap the app already answers (after the screen's own, as a parent's does). Around the
 * app rather than beside it: a sibling would make React's generated ids (useId) differ from the
 * server's, whose tree has none there, and hydration keeps the server's in the page.
 */
function TakeoverDone({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const taken = takenAtHydration ?? takeEarlyTaps();
    takenAtHydration = null;
    if (window.__percursoTaps) window.__percursoTaps.committed = true;
    // The replay is its own chunk: most pages have no early tap to replay.
    if (taken) void import('./app/early-taps.ts').then(({ replayEarlyTap }) => replayEarlyTap(taken));
  }, []);
  return children;
}
const app = (
  <StrictMode>
    <TakeoverDone>
      <App />
    </TakeoverDone>
  </StrictMode>
);
// React's reportError alone shows a mismatch as an uncaught error; the e2e test and a developer
// read it in the console, with the component stack.
const onRecoverableError = (error: unknown, info: { componentStack?: string }) =>
  console.error('Hydration error (recovered by rendering on the client):', error, info.componentStack ?? '');
// The router must have run its guard and loaded the screen's chunk (from the page's data island:
// no network) before hydrating, or it would render its fallback instead of the server's screen.
// Not awaited: the screen's chunk imports this module, which must finish evaluating first.
// Hydrated in a transition, like the drawing over below: the work is cut into slices that yield to
// the browser (a default-priority hydration is one long task: Lighthouse counted 1.8-4.2 s of
// blocking time on /index, a guide and a point). A tap during it hydrates its target at once.
// From hydrateRoot on, React answers a tap itself (it hydrates what the tap hit first), so the taps
// early-taps.js recorded are taken right then, and replayed once the screen is committed.
// The lazy parts the server drew are loaded first (app/preloadable.tsx): they hydrate with the page.
if (hydrate)
  void routerReady()
    .then(() => loadDrawnParts((container.dataset.parts ?? '').split(' ').filter(Boolean)))
    .then(() =>
      startTransition(() => {
        takenAtHydration = takeEarlyTaps();
        startHydrating();
        hydrateRoot(container, app, { onRecoverableError });
      }),
    );
// Drawn over in a transition that yields to the browser (the visitor already sees the screen).
else if (serverDrawn) void routerReady().then(() => startTransition(() => createRoot(container).render(app)));
else createRoot(container).render(app);
