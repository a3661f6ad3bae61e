import { createElement, lazy, useState } from 'react';
import type { PointViewProps } from './point-view.tsx';

type PointViewModule = typeof import('./point-view.tsx');
let loaded: PointViewModule | undefined;
const load = () =>
  import('./point-view.tsx').then((module) => {
    loaded = module;
    return module;
  });
const LazyPointView = lazy(load);

/**
 * The point view is its own chunk: guide pages load it when a point opens. Once loaded (or
 * preloaded, as the server rendering does for a page opened on a point), it renders at once.
 */
export function PointView(props: PointViewProps) {
  // Chosen once per mount: switching from the lazy wrapper to the module would remount the sheet.
  const [component] = useState(() => loaded?.default ?? LazyPointView);
  return createElement(component, props);
}

/** Loads the point view's chunk; after it, PointView renders without suspending. */
export const preloadPointView = (): Promise<unknown> => load();
