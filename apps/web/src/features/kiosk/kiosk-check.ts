import { readKiosk } from './kiosk-copy.ts';

/** Whether the page is a kiosk's (`<html data-kiosk>`, the server's word or the app's copy). */
export const isKiosk = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.dataset.kiosk !== undefined;

/**
 * Before the first render: on a kiosk, `<html data-kiosk>` hides what leads out of the guide
 * (global.css) and the kiosk's own chunk loads (idle reset, leaving with the PIN, screen awake).
 */
export function startKioskIfSet(): void {
  if (!readKiosk() && !isKiosk()) return;
  document.documentElement.dataset.kiosk = '';
  void import('./kiosk-runtime.ts').then((module) => module.startKiosk());
}
