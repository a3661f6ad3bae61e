import { lazy } from 'react';

/** The point view is its own chunk: guide pages load it when a point opens. */
export const PointView = lazy(() => import('./point-view.tsx'));
