import 'leaflet/dist/leaflet.css';
import type { Coordinates } from '@percurso/shared';
import type { LeafletEventHandlerFnMap } from 'leaflet';
import { useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import classes from './placement.module.css';
import { placementIcon } from './placement-icon.ts';

const GEO_ICON_PX = 40;
/** Brasília, when neither the point nor its guide has a position. */
const FALLBACK_CENTER: [number, number] = [-15.78, -47.93];
const DECIMALS = 1e6;

export interface GeoPickerProps {
  coordinates: Coordinates | undefined;
  /** Where the map opens when the point has no coordinates yet (the guide's or the map's). */
  center: Coordinates | undefined;
  zoom: number | undefined;
  tileUrl: string;
  attribution: string;
  iconImage: string | undefined;
  iconLabel: string;
  label: string;
  onChange: (coordinates: Coordinates) => void;
}

/** Six decimals (about 10 cm) and within the valid ranges. */
function toCoordinates(lat: number, lng: number): Coordinates {
  const round = (value: number) => Math.round(value * DECIMALS) / DECIMALS;
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return { latitude: round(Math.max(-90, Math.min(90, lat))), longitude: round(wrapped) };
}

function ClickToPlace({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

/** Tiles with the point's marker: a click on the map or a drag of the marker sets crd. */
export default function GeoPicker({
  coordinates,
  center,
  zoom,
  tileUrl,
  attribution,
  iconImage,
  iconLabel,
  label,
  onChange,
}: GeoPickerProps) {
  const start = coordinates ?? center;
  const startCenter: [number, number] = start ? [start.latitude, start.longitude] : FALLBACK_CENTER;
  const icon = useMemo(
    () =>
      placementIcon({ image: iconImage, label: iconLabel, size: GEO_ICON_PX, variant: 'placed', testId: 'geo-icon' }),
    [iconImage, iconLabel],
  );
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const { lat, lng } = event.target.getLatLng();
        onChange(toCoordinates(lat, lng));
      },
    }),
    [onChange],
  );

  return (
    // MapContainer passes no aria or data attributes to its element: the frame carries them.
    <section aria-label={label} data-testid="geo-picker">
      <MapContainer
        className={`${classes.map} ${classes.geo}`}
        center={startCenter}
        zoom={start ? (zoom ?? 17) : 4}
        maxZoom={19}
      >
        <TileLayer url={tileUrl} attribution={attribution} maxZoom={19} crossOrigin="anonymous" />
        <ClickToPlace onPick={(lat, lng) => onChange(toCoordinates(lat, lng))} />
        {coordinates && (
          <Marker
            position={[coordinates.latitude, coordinates.longitude]}
            icon={icon}
            draggable
            autoPan
            title={label}
            eventHandlers={handlers}
          />
        )}
      </MapContainer>
    </section>
  );
}
