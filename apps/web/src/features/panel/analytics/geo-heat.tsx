import 'leaflet/dist/leaflet.css';
import { DEFAULT_TILE_URL, type PlacesAnalytics } from '@percurso/shared';
import { useQuery } from '@tanstack/react-query';
import { type Map as LeafletMap, latLngBounds } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import { queries } from '../../../api/queries.ts';
import { heatColor } from './heat-scale.ts';

interface Drawn {
  cell: PlacesAnalytics['heat'][number];
  count: number;
  title: string;
}

/** Circle radius on screen, in pixels, for none and for the busiest point. */
const MIN_PX = 6;
const MAX_PX = 36;

/** The points placed by latitude and longitude over the tiles, a circle each sized by its count (lazy: Leaflet). */
export default function GeoHeat({ cells, max }: { cells: Drawn[]; max: number }) {
  const { t } = useTranslation();
  const { data: app } = useQuery(queries.appProperties());
  const [map, setMap] = useState<LeafletMap | null>(null);
  const placed = cells.filter(({ cell }) => cell.latitude !== null && cell.longitude !== null);
  const corners = placed.map(({ cell }) => `${cell.latitude},${cell.longitude}`).join(' ');
  const bounds = useMemo(
    () =>
      corners ? latLngBounds(corners.split(' ').map((pair) => pair.split(',').map(Number) as [number, number])) : null,
    [corners],
  );
  // Fitted once per set of points, not on each hour chosen.
  useEffect(() => {
    if (map && bounds) map.fitBounds(bounds, { padding: [MAX_PX, MAX_PX], maxZoom: 18, animate: false });
  }, [map, bounds]);
  return (
    <div data-testid="heatmap-geo" style={{ height: 360 }}>
      <MapContainer
        ref={setMap}
        center={[placed[0]?.cell.latitude ?? -15.78, placed[0]?.cell.longitude ?? -47.93]}
        zoom={16}
        maxZoom={19}
        style={{ height: '100%', borderRadius: 'var(--mantine-radius-md)' }}
      >
        <TileLayer
          url={app?.tileUrl || DEFAULT_TILE_URL}
          attribution={t('visitor.map.attribution')}
          maxZoom={19}
          crossOrigin="anonymous"
        />
        {[...placed]
          .sort((a, b) => b.count - a.count)
          .map(({ cell, count, title }) => (
            <CircleMarker
              key={cell.pointId}
              center={[cell.latitude ?? 0, cell.longitude ?? 0]}
              radius={count > 0 && max > 0 ? MIN_PX + (MAX_PX - MIN_PX) * Math.sqrt(count / max) : MIN_PX}
              pathOptions={{ color: '#fff', weight: 2, fillColor: heatColor(count, max), fillOpacity: 1 }}
            >
              <Tooltip>{title}</Tooltip>
            </CircleMarker>
          ))}
      </MapContainer>
    </div>
  );
}
