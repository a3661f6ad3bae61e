/**
 * The 360° routes' modules behind one small chunk, so the router (in the app's entry) carries one
 * dynamic import for the three of them; three.js comes with the screens, never with the shell.
 */
export const scene = () => import('./rv-scene-route.tsx');
export const headset = () => import('./rv-route.tsx');
export const editor = () => import('./editor/scene-editor-route.tsx');
