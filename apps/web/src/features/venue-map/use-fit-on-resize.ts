import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';

/**
 * Sets the first view once the map has a size, and again when the container is resized (the
 * map panel becomes visible, the phone rotates) so the plan always fits.
 */
export function useFitOnResize(map: LeafletMap | null, fit: (map: LeafletMap) => void): void {
  const fitRef = useRef(fit);
  fitRef.current = fit;

  useEffect(() => {
    if (!map) return;
    const container = map.getContainer();
    let lastWidth = 0;
    let lastHeight = 0;
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry?.contentRect ?? { width: 0, height: 0 };
      if (width === 0 || height === 0 || (width === lastWidth && height === lastHeight)) return;
      lastWidth = width;
      lastHeight = height;
      map.invalidateSize({ animate: false });
      fitRef.current(map);
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);
}
