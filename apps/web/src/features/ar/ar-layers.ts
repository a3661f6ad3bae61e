import type { ImmersiveContent } from '@percurso/shared';

/** One piece of AR content placed over the camera image. */
export interface ArLayer {
  kind: 'video' | 'image' | 'model';
  url: string;
}

/**
 * The point's AR content in the order the scene places it: each list keeps the order the panel
 * gave it; `raPriority` puts the 3D models first (the large, front slot), otherwise the videos
 * lead, then the images, then the models (docs/product-decisions.md).
 */
export function arLayers(immersive: ImmersiveContent): ArLayer[] {
  const videos = (immersive.raVideos ?? []).map((url): ArLayer => ({ kind: 'video', url }));
  const images = (immersive.raImages ?? []).map((url): ArLayer => ({ kind: 'image', url }));
  const models = (immersive.ra3DModels ?? []).map((url): ArLayer => ({ kind: 'model', url }));
  return immersive.raPriority ? [...models, ...videos, ...images] : [...videos, ...images, ...models];
}

/** Whether a point has anything for the AR scene to show. */
export function hasArContent(immersive: ImmersiveContent): boolean {
  return arLayers(immersive).length > 0;
}
