import { preloadable } from '../../app/preloadable.tsx';

/**
 * The point view is its own chunk: guide pages load it when a point opens. Once loaded (or
 * preloaded, as the guide's loader and the server rendering do for a page opened on a point), it
 * renders at once, with the parts every point draws at its top (the content format's).
 */
export const PointView = preloadable('point-view', async () => {
  const module = await import('./point-view.tsx');
  await module.preloadPointParts();
  return module.default;
});

/** Loads the point view's chunk; after it, PointView renders without suspending. */
export const preloadPointView = PointView.preload;
