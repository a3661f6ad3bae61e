import { lazy } from 'react';

export type { VenueMapProps } from './venue-map.tsx';

/** Leaflet is its own chunk: it loads only when a map is shown. */
export const VenueMap = lazy(() => import('./venue-map.tsx'));
