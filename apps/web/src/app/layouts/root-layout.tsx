import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSocialSignInError } from '../../features/account/social-sign-in-error.ts';
import { useWin } from '../../features/engagement/win-store.ts';
import { useNarrationActive } from '../../features/narration/narration-state.ts';
import { useQrArrival } from '../../features/progress/qr-arrival.ts';
import { useTutorialSync } from '../../features/progress/use-tutorial-sync.ts';
import { DocumentHead } from '../document-head.tsx';
import { useGuideTheme } from '../guide-theme.ts';
import { useCurrentGuide } from '../use-current-guide.ts';
import { NavigationOverlay } from './navigation-overlay.tsx';
import { ScrollMemory } from './scroll-memory.tsx';

// The service worker update prompt is not needed to paint the first screen.
const UpdatePrompt = lazy(() => import('../../features/pwa/update-prompt.tsx'));
const Toasts = lazy(() => import('../../ui/toasts.tsx'));
// The instant-reward win dialog: loaded only when a win arrives.
const WinDialog = lazy(() => import('../../features/engagement/win-dialog.tsx'));
// The narration that goes on after its point closed: loaded when one plays (issue 30 item 1).
const MiniPlayer = lazy(() => import('../../features/narration/mini-player.tsx'));

/**
 * Everything every screen shares: head, guide colours, guard overlay, update prompt, toasts. It has
 * no state of its own: what changes (the session, the guide's theme, a win) is read by the small
 * components below, so an answer arriving re-renders them, not the screen (a re-render of this
 * layout is one of the whole page).
 */
export function RootLayout() {
  return (
    <>
      <DocumentHead />
      <NavigationOverlay />
      <GuideColours />
      <SessionEffects />
      <Outlet />
      {/* By path: opening a point (?point=) must not scroll the page behind it. */}
      <ScrollMemory />
      <Suspense fallback={null}>
        <UpdatePrompt />
        <Toasts />
        <WinHost />
        <NarrationHost />
      </Suspense>
    </>
  );
}

function GuideColours() {
  useGuideTheme(useCurrentGuide()?.guide.theme);
  return null;
}

/** The tutorials kept with a registered visitor's account, a social sign-in's error, a QR code's unlock. */
function SessionEffects() {
  useTutorialSync();
  useSocialSignInError();
  useQrArrival();
  return null;
}

function NarrationHost() {
  return useNarrationActive() ? <MiniPlayer /> : null;
}

function WinHost() {
  return useWin() ? <WinDialog /> : null;
}
