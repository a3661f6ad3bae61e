import { needsUnlockProof, type PointState, type PointSummary, visitorPointState } from '@percurso/shared';
import { useMemo } from 'react';
import { Marker } from 'react-leaflet';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { pointIcon } from './map-icon.ts';

export interface PlacedPoint {
  point: PointSummary;
  position: [number, number];
  size: number;
}

interface PointMarkersProps {
  placed: PlacedPoint[];
  numbers: ReadonlyMap<string, number>;
  states?: ReadonlyMap<string, PointState> | undefined;
  onOpenPoint: (pointId: string) => void;
}

/** One keyboard-reachable marker per point; clicking (or Enter) opens the point. */
export function PointMarkers({ placed, numbers, states, onOpenPoint }: PointMarkersProps) {
  const localize = useLocalize();
  const markers = useMemo(
    () =>
      placed.map(({ point, position, size }) => {
        const state = states?.get(point.id);
        return {
          point,
          position,
          icon: pointIcon({
            pointId: point.id,
            number: numbers.get(point.id),
            image: point.mapIcon,
            size,
            state,
            visitorState: state && visitorPointState(state, needsUnlockProof(point)),
          }),
        };
      }),
    [placed, numbers, states],
  );

  return markers.map(({ point, position, icon }) => (
    <Marker
      key={point.id}
      position={position}
      icon={icon}
      title={localize(point.name)}
      alt={localize(point.name)}
      keyboard
      riseOnHover
      eventHandlers={{ click: () => onOpenPoint(point.id) }}
    />
  ));
}
