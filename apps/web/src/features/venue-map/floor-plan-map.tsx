import type { GuideMap, PointState, PointSummary } from '@percurso/shared';
import { CRS, type LatLngBoundsExpression, type Map as LeafletMap, point as screenPoint } from 'leaflet';
import { useMemo, useState } from 'react';
import { ImageOverlay, MapContainer, useMapEvents } from 'react-leaflet';
import {
  iconSizeAt,
  imageBounds,
  imageToLatLng,
  initialZoom,
  MIN_ICON_PX,
  pointsBounds,
  viewCenter,
} from './map-geometry.ts';
import { type PlacedPoint, PointMarkers } from './point-markers.tsx';
import { useFitOnResize } from './use-fit-on-resize.ts';
import classes from './venue-map.module.css';

interface FloorPlanMapProps {
  map: GuideMap & { fileUrl: string; width: number; height: number };
  points: PointSummary[];
  numbers: ReadonlyMap<string, number>;
  states?: ReadonlyMap<string, PointState> | undefined;
  onOpenPoint: (pointId: string) => void;
}

function ZoomTracker({ onZoom }: { onZoom: (zoom: number) => void }) {
  useMapEvents({ zoomend: (event) => onZoom(event.target.getZoom()) });
  return null;
}

/** A floor plan image (CRS.Simple) with the points at their x, y pixel positions. */
export function FloorPlanMap({ map, points, numbers, states, onOpenPoint }: FloorPlanMapProps) {
  const bounds = useMemo(() => imageBounds(map.width, map.height), [map.width, map.height]);
  const [leaflet, setLeaflet] = useState<LeafletMap | null>(null);
  const [zoom, setZoom] = useState(-1);

  useFitOnResize(leaflet, (instance) => {
    const fitZoom = instance.getBoundsZoom(bounds as LatLngBoundsExpression);
    const around = pointsBounds(points, map.height);
    // Room for half an icon beyond the outermost points, on each side.
    const margin = screenPoint(MIN_ICON_PX * 2, MIN_ICON_PX * 2);
    const pointsZoom = around ? instance.getBoundsZoom(around as LatLngBoundsExpression, false, margin) : undefined;
    instance.setMinZoom(fitZoom - 0.5);
    instance.setView(viewCenter(points, map), initialZoom(fitZoom, pointsZoom), { animate: false });
    setZoom(instance.getZoom());
  });

  const placed = useMemo<PlacedPoint[]>(
    () =>
      points.map((point) => ({
        point,
        position: imageToLatLng(point.x ?? 0, point.y ?? 0, map.height),
        size: iconSizeAt(point.mapIconSize, zoom),
      })),
    [points, map.height, zoom],
  );

  return (
    <MapContainer
      ref={setLeaflet}
      className={`${classes.map} ${classes.floorPlan}`}
      crs={CRS.Simple}
      bounds={bounds}
      maxBounds={[
        [-map.height * 0.25, -map.width * 0.25],
        [map.height * 1.25, map.width * 1.25],
      ]}
      maxBoundsViscosity={0.8}
      minZoom={-5}
      maxZoom={3}
      zoomSnap={0.25}
      zoomDelta={0.5}
      attributionControl={false}
    >
      <ImageOverlay url={map.fileUrl} bounds={bounds} />
      <ZoomTracker onZoom={setZoom} />
      <PointMarkers placed={placed} numbers={numbers} states={states} onOpenPoint={onOpenPoint} />
    </MapContainer>
  );
}
