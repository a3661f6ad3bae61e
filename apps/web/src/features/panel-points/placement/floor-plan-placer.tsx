import 'leaflet/dist/leaflet.css';
import { CRS, type LatLngBoundsExpression, type LeafletEventHandlerFnMap, type Map as LeafletMap } from 'leaflet';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ImageOverlay, MapContainer, Marker, useMapEvents } from 'react-leaflet';
import { iconSizeAt, imageBounds, imageToLatLng } from '../../venue-map/map-geometry.ts';
import { useFitOnResize } from '../../venue-map/use-fit-on-resize.ts';
import { clampToPlan } from '../point-draft.ts';
import classes from './placement.module.css';
import { placementIcon } from './placement-icon.ts';

export interface PlanPlace {
  x: number;
  y: number;
}

export interface FloorPlanPlacerProps {
  plan: { fileUrl: string; width: number; height: number };
  place: PlanPlace | undefined;
  iconImage: string | undefined;
  iconSize: number;
  /** Text of the badge when the point has no icon image. */
  iconLabel: string;
  /** The guide's other points on this plan, drawn faded so the manager sees the neighbours. */
  others: ReadonlyArray<PlanPlace & { id: string; label: string }>;
  label: string;
  onPlace: (place: PlanPlace) => void;
}

function Interactions({
  onZoom,
  onClick,
}: {
  onZoom: (zoom: number) => void;
  onClick: (lat: number, lng: number) => void;
}) {
  useMapEvents({
    zoomend: (event) => onZoom(event.target.getZoom()),
    click: (event) => onClick(event.latlng.lat, event.latlng.lng),
  });
  return null;
}

/**
 * The floor plan (Leaflet CRS.Simple, one unit per image pixel, as visitors see it) with the
 * point's icon: dragging the icon, or clicking the plan, sets the point's x, y in image pixels.
 * Before it is placed the icon waits, dashed, in the middle of the plan.
 */
export default function FloorPlanPlacer({
  plan,
  place,
  iconImage,
  iconSize,
  iconLabel,
  others,
  label,
  onPlace,
}: FloorPlanPlacerProps) {
  const bounds = useMemo(() => imageBounds(plan.width, plan.height), [plan.width, plan.height]);
  const [leaflet, setLeaflet] = useState<LeafletMap | null>(null);
  const [zoom, setZoom] = useState(-1);

  useFitOnResize(leaflet, (instance) => {
    instance.fitBounds(bounds as LatLngBoundsExpression, { animate: false });
    instance.setMinZoom(instance.getZoom() - 1);
    setZoom(instance.getZoom());
  });

  // Leaflet keeps the handlers it was given: they read the latest onPlace through a ref.
  const onPlaceRef = useRef(onPlace);
  onPlaceRef.current = onPlace;
  const { width, height } = plan;
  const placeAt = useCallback(
    (lat: number, lng: number) => onPlaceRef.current(clampToPlan(lng, height - lat, { width, height })),
    [width, height],
  );
  const size = iconSizeAt(iconSize, zoom);
  const shown = place ?? { x: plan.width / 2, y: plan.height / 2 };
  const icon = useMemo(
    () =>
      placementIcon({
        image: iconImage,
        label: iconLabel,
        size,
        variant: place ? 'placed' : 'unplaced',
        testId: 'placer-icon',
      }),
    [iconImage, iconLabel, size, place],
  );
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const { lat, lng } = event.target.getLatLng();
        placeAt(lat, lng);
      },
    }),
    [placeAt],
  );

  return (
    // MapContainer passes no aria or data attributes to its element: the frame carries them.
    <section aria-label={label} data-testid="floor-plan-placer">
      <MapContainer
        ref={setLeaflet}
        className={classes.map}
        crs={CRS.Simple}
        bounds={bounds}
        minZoom={-5}
        maxZoom={3}
        zoomSnap={0.25}
        zoomDelta={0.5}
        attributionControl={false}
      >
        <ImageOverlay url={plan.fileUrl} bounds={bounds} />
        <Interactions onZoom={setZoom} onClick={placeAt} />
        {others.map((other) => (
          <Marker
            key={other.id}
            position={imageToLatLng(other.x, other.y, plan.height)}
            icon={placementIcon({
              image: undefined,
              label: other.label,
              size: Math.round(size * 0.7),
              variant: 'other',
              testId: 'placer-other',
            })}
            interactive={false}
            keyboard={false}
          />
        ))}
        <Marker
          position={imageToLatLng(shown.x, shown.y, plan.height)}
          icon={icon}
          draggable
          autoPan
          title={label}
          zIndexOffset={1000}
          eventHandlers={handlers}
        />
      </MapContainer>
    </section>
  );
}
