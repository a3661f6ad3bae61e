/**
 * The manager panel's pages (the spec's panel routes, by their first path segment). They share
 * one policy so that moving around the panel never crosses a policy boundary: the point editor
 * previews a point's AR models with the 3D viewer.
 */
const PANEL_ROOTS = [
  'painel',
  'guidePanel',
  'socialNetRegistration',
  'socialNet',
  'sponsor',
  'guide',
  'journeyRegistration',
  'journey',
  'reward',
  'rewardInstantEdit',
  'roadMapRegistration',
  'roadMap',
  'accessList',
  'accessEdit',
];

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
