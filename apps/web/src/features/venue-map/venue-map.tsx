import 'leaflet/dist/leaflet.css';
import type { GuideMap, PointState, PointSummary } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { FloorPlanMap } from './floor-plan-map.tsx';
import { GeographicMap } from './geographic-map.tsx';
import classes from './venue-map.module.css';

export interface VenueMapProps {
  map: GuideMap;
  /** The points to show (already filtered to this map and the visitor's journey / tag). */
  points: PointSummary[];
  numbers: ReadonlyMap<string, number>;
  /** The visitor's locked / unlocked / completed state of each point, shown on its icon. */
  states?: ReadonlyMap<string, PointState> | undefined;
  tileUrl: string;
  label: string;
  onOpenPoint: (pointId: string) => void;
}

/** The Leaflet chunk: a floor plan (image overlay) or a geographic map (tiles). */
export default function VenueMap({ map, points, numbers, states, tileUrl, label, onOpenPoint }: VenueMapProps) {
  const { t } = useTranslation();
  const { fileUrl, width, height } = map;
  return (
    <section className={classes.frame} aria-label={label} data-testid="venue-map" data-map-type={map.type}>
      {map.type === 'geographic' ? (
        <GeographicMap
          map={map}
          points={points}
          numbers={numbers}
          states={states}
          tileUrl={tileUrl}
          attribution={t('visitor.map.attribution')}
          onOpenPoint={onOpenPoint}
        />
      ) : (
        fileUrl &&
        width &&
        height && (
          <FloorPlanMap
            map={{ ...map, fileUrl, width, height }}
            points={points}
            numbers={numbers}
            states={states}
            onOpenPoint={onOpenPoint}
          />
        )
      )}
    </section>
  );
}
