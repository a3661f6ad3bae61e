import { isWasmPage } from '@percurso/shared';

/**
 * The Content-Security-Policy lets a page compile WebAssembly (the 3D viewer's decoders) only when
 * the server sent that page itself (isWasmPage, per path): a page reached inside the app keeps the
 * policy of the document it started from. So entering such a page from another document loads it
 * afresh; the returned promise never settles, as the browser is leaving. Undefined: carry on.
 */
export function loadAsWasmDocument(url: string | URL): Promise<never> | undefined {
  if (typeof window === 'undefined') return undefined;
  const target = new URL(url, window.location.href);
  const entry = performance.getEntriesByType('navigation')[0];
  const documentPath = new URL(entry?.name ?? window.location.href).pathname;
  if (!isWasmPage(target.pathname) || isWasmPage(documentPath)) return undefined;
  window.location.assign(target.href);
  return new Promise<never>(() => {});
}
