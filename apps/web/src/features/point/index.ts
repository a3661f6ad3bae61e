import { preloadable } from '../../app/preloadable.tsx';

/**
 * The point view is its own chunk: guide pages load it when a point opens. Once loaded (or
 * preloaded, as the guide's loader and the server rendering do for a page opened on a point), it
 * renders at once.
 */
export const PointView = preloadable('point-view', () => import('./point-view.tsx').then((module) => module.default));

/** Loads the point view's chunk; after it, PointView renders without suspending. */
export const preloadPointView = PointView.preload;
