import { PANEL_ROOTS } from './panel-roots.ts';

/**
 * The pages whose 3D viewer (<model-viewer>, whose three.js decoders are WebAssembly) runs only
 * where the Content-Security-Policy allows 'wasm-unsafe-eval': the AR screens (/RA, /ID, /raScene,
 * /raPageScene) and every panel page (above). Every other visitor page keeps a policy without it
 * (issue 26). Paths match case-insensitively, like the router.
 */
export const WASM_PAGE_PATTERN = new RegExp(
  `^/(?:(?:ra|id|rascene|rapagescene)/?$|(?:${PANEL_ROOTS.join('|')})(?:/|$))`,
  'i',
);

/** Whether the page at `pathname` may compile WebAssembly (its CSP has 'wasm-unsafe-eval'). */
export function isWasmPage(pathname: string): boolean {
  return WASM_PAGE_PATTERN.test(pathname);
}
