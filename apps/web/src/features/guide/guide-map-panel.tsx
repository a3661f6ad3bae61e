import { Skeleton, Stack, Text } from '@mantine/core';
import { DEFAULT_TILE_URL, type GuideMap, type PointState, type PointSummary } from '@percurso/shared';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../api/queries.ts';
import { useHydrated } from '../../app/hydration.tsx';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { SegmentedSwitch } from '../../ui/segmented-switch.tsx';
import { VenueMap } from '../venue-map/index.ts';
import classes from './guide-map-panel.module.css';
import { defaultMap, isOnMap } from './guide-model.ts';

interface GuideMapPanelProps {
  maps: GuideMap[];
  points: PointSummary[];
  numbers: ReadonlyMap<string, number>;
  states?: ReadonlyMap<string, PointState> | undefined;
  guideName: string;
  onOpenPoint: (pointId: string) => void;
}

/** The venue map of the journey's (filtered) points, with a picker when the guide has several maps. */
export function GuideMapPanel({ maps, points, numbers, states, guideName, onOpenPoint }: GuideMapPanelProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { data: app } = useQuery(queries.appProperties());
  const initial = useMemo(() => defaultMap(maps, points), [maps, points]);
  const [chosenId, setChosenId] = useState<string | null>(null);
  // Leaflet needs a window: the server (and hydration) draw the map's placeholder, the browser the map.
  const hydrated = useHydrated();
  const map = maps.find((candidate) => candidate.id === chosenId) ?? initial;

  if (!map) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('visitor.map.empty')}
      </Text>
    );
  }
  const placeholder = <Skeleton height="100%" radius="lg" />;
  const onThisMap = points.filter((point) => isOnMap(point, map));
  // A floor plan's box takes the plan's shape (up to the height there is), so a landscape plan on
  // a phone fills it instead of a third of it under two empty bands.
  const planShape =
    map.type === 'floorPlan' && map.width && map.height ? { aspectRatio: `${map.width} / ${map.height}` } : undefined;

  return (
    <Stack gap="xs" className={classes.panel}>
      {maps.length > 1 && (
        <SegmentedSwitch
          aria-label={t('visitor.map.choose')}
          value={map.id}
          onChange={setChosenId}
          data={maps.map((candidate) => ({ value: candidate.id, label: localize(candidate.name) }))}
        />
      )}
      <div className={classes.mapArea} data-shape={planShape ? 'plan' : undefined} style={planShape}>
        {/* A boundary of its own once hydrated: mounted in the transition that flips `hydrated`, it
            shows its placeholder while the map's chunk comes, instead of holding that transition
            (and every screen's switch to the browser's values) until the chunk is in. */}
        {hydrated ? (
          <Suspense fallback={placeholder}>
            <VenueMap
              key={map.id}
              map={map}
              points={onThisMap}
              numbers={numbers}
              states={states}
              tileUrl={app?.tileUrl || DEFAULT_TILE_URL}
              label={t('visitor.map.label', { name: localize(map.name) || guideName })}
              onOpenPoint={onOpenPoint}
            />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      {onThisMap.length === 0 && (
        <Text size="sm" c="dimmed" ta="center">
          {t('visitor.map.no_points')}
        </Text>
      )}
    </Stack>
  );
}
