import type { GuideMap, PointState, PointSummary } from '@percurso/shared';
import { type Map as LeafletMap, latLngBounds } from 'leaflet';
import { useMemo, useState } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import { type PlacedPoint, PointMarkers } from './point-markers.tsx';
import { useFitOnResize } from './use-fit-on-resize.ts';
import classes from './venue-map.module.css';

const GEO_ICON_PX = 40;
const FALLBACK_CENTER: [number, number] = [-15.78, -47.93];

interface GeographicMapProps {
  map: GuideMap;
  points: PointSummary[];
  numbers: ReadonlyMap<string, number>;
  states?: ReadonlyMap<string, PointState> | undefined;
  tileUrl: string;
  attribution: string;
  onOpenPoint: (pointId: string) => void;
}

/**
 * Points at their coordinates over raster tiles. Offline the tiles fail quietly and the
 * markers still show over the neutral background.
 */
export function GeographicMap({ map, points, numbers, states, tileUrl, attribution, onOpenPoint }: GeographicMapProps) {
  const [leaflet, setLeaflet] = useState<LeafletMap | null>(null);
  const placed = useMemo<PlacedPoint[]>(
    () =>
      points.flatMap((point) =>
        point.coordinates
          ? [{ point, position: [point.coordinates.latitude, point.coordinates.longitude], size: GEO_ICON_PX }]
          : [],
      ),
    [points],
  );
  const center: [number, number] = map.center ? [map.center.latitude, map.center.longitude] : FALLBACK_CENTER;

  useFitOnResize(leaflet, (instance) => {
    if (placed.length === 0) return instance.setView(center, map.zoom ?? 15, { animate: false });
    const bounds = latLngBounds(placed.map(({ position }) => position));
    instance.fitBounds(bounds, { padding: [GEO_ICON_PX, GEO_ICON_PX], maxZoom: 18, animate: false });
  });

  return (
    <MapContainer ref={setLeaflet} className={classes.map} center={center} zoom={map.zoom ?? 15} maxZoom={19}>
      <TileLayer url={tileUrl} attribution={attribution} maxZoom={19} crossOrigin="anonymous" />
      <PointMarkers placed={placed} numbers={numbers} states={states} onOpenPoint={onOpenPoint} />
    </MapContainer>
  );
}
