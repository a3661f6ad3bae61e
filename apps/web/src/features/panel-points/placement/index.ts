import { lazy } from 'react';

export type { FloorPlanPlacerProps, PlanPlace } from './floor-plan-placer.tsx';
export type { GeoPickerProps } from './geo-picker.tsx';

/** Leaflet loads only when the editor shows a map. */
export const FloorPlanPlacer = lazy(() => import('./floor-plan-placer.tsx'));
export const GeoPicker = lazy(() => import('./geo-picker.tsx'));
