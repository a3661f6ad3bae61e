import { isKioskPath, type KioskState } from '@percurso/shared';
import { readKiosk } from './kiosk-copy.ts';
import { forgetKiosk, kioskApi, saveKiosk } from './kiosk-store.ts';

/**
 * The kiosk's chunk: follows the server's word on the kiosk (a device let go elsewhere, or whose
 * guide is gone, stops being one; one whose copy was lost gets it back), keeps the visitor in the
 * guide, then draws the kiosk's controls (their own chunk, with React and its dialogs).
 */
export async function startKiosk(): Promise<void> {
  let kiosk: KioskState | null = readKiosk();
  try {
    const { kiosk: current } = await kioskApi.current();
    if (!current) {
      forgetKiosk();
      if (kiosk) location.reload();
      return;
    }
    saveKiosk(current);
    kiosk = current;
  } catch {
    // Offline: the device's copy stands until the server can say.
  }
  if (!kiosk) return;
  keepInsideGuide(kiosk);
  const { mountKioskControls } = await import('./kiosk-mount.tsx');
  await mountKioskControls(kiosk);
}

/**
 * Links that leave the app (sponsors, social networks, a point's external links, mail and phone)
 * or lead to another screen than the guide's (the guide list, another guide, sign-in) do nothing
 * on a kiosk, nor do new windows; going back to a page from before the kiosk (the panel) loads the
 * guide instead. The server does the same for pages it is asked for.
 */
function keepInsideGuide(kiosk: KioskState): void {
  const isInside = (url: URL) =>
    url.origin === location.origin &&
    (url.pathname.startsWith('/media/') || isKioskPath(url.pathname, kiosk.guideName));
  document.addEventListener(
    'click',
    (event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || isInside(new URL(anchor.href, location.href))) return;
      event.preventDefault();
      event.stopPropagation();
    },
    true,
  );
  window.open = () => null;
  const checkPlace = () => {
    if (!isInside(new URL(location.href))) location.replace(`/${kiosk.guideName}`);
  };
  window.addEventListener('popstate', checkPlace);
  checkPlace();
}
