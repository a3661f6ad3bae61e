import './app/styles.ts';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App, routerReady } from './app/app.tsx';
import { replayEarlyTap } from './app/early-taps.ts';
import { restoreTextSize } from './features/settings/text-size.ts';
import { initI18n } from './i18n/setup.ts';

// Which build is running (set VITE_BUILD_ID when building a release); support and the update test read it.
document.documentElement.dataset.build = import.meta.env.VITE_BUILD_ID ?? 'local';
restoreTextSize();
await initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
/**
 * Once the app's first screen is committed, a tap made on the server's page is replayed on it. A
 * layout effect: it runs within the commit, before the browser can deliver a tap the app already
 * answers (an effect after paint let such a tap be replayed a second time).
 */
function TakeoverDone() {
  useLayoutEffect(replayEarlyTap, []);
  return null;
}
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
      <TakeoverDone />
    </StrictMode>,
  );
// A page the server rendered (entry-server.tsx) stays on screen until the app can draw the same
// screen over it: no loading screen in between, and the drawing is a transition that yields to the
// browser every few milliseconds (the visitor already sees the screen; taps and scrolls go first).
// Not awaited: the screen's chunk imports this module, which must finish evaluating first.
// docs/decisions/0025-server-rendered-landing-pages.md
if (container.hasChildNodes()) void routerReady().then(() => startTransition(render));
else render();
