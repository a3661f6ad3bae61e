import { Group, Select, Skeleton, Text } from '@mantine/core';
import type { PlacesAnalytics } from '@percurso/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { countAt, heatColor, radiusOf } from './heat-scale.ts';

/** Leaflet (tiles and circles) loads only when the geographic map is chosen. */
const GeoHeat = lazy(() => import('./geo-heat.tsx'));

type Cell = PlacesAnalytics['heat'][number];

/** The geographic map's key in the map choice (a guide's maps have ids, never this). */
const GEO = '~geo';

/**
 * The heatmap: the floor plan's image with a circle on each of its points, sized and coloured by
 * the openings in the hour chosen (or the whole day), or the points placed by latitude and
 * longitude over the geographic map's tiles.
 */
export function PlacesHeatmap({ data, nameOf }: { data: PlacesAnalytics; nameOf: (name: Cell['name']) => string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const plans = data.maps.filter(
    (map) =>
      map.type === 'floorPlan' &&
      map.fileUrl &&
      map.width &&
      map.height &&
      data.heat.some((c) => c.mapId === map.mapId),
  );
  const geoCells = data.heat.filter((cell) => cell.latitude !== null && cell.longitude !== null);
  const choices = [
    ...plans.map((map) => ({ value: map.mapId, label: localize(map.name ?? {}) || map.mapId })),
    ...(geoCells.length > 0 ? [{ value: GEO, label: t('panel.places.geo_map') }] : []),
  ];
  const [chosen, setChosen] = useState<string | null>(null);
  const [hour, setHour] = useState<string>('all');
  const mapKey = choices.some((choice) => choice.value === chosen) ? chosen : (choices[0]?.value ?? null);
  const hourValue = hour === 'all' ? null : Number(hour);
  const plan = plans.find((map) => map.mapId === mapKey);
  const cells = mapKey === GEO ? geoCells : data.heat.filter((cell) => cell.mapId === mapKey && cell.x !== null);
  const max = Math.max(0, ...cells.map((cell) => countAt(cell, hourValue)));
  const title = (cell: Cell) =>
    t('panel.places.heat_point_label', { name: nameOf(cell.name) || cell.pointId, count: countAt(cell, hourValue) });
  return (
    <>
      <Group gap="sm" mb="sm" align="flex-end">
        <Select
          label={t('panel.places.map_label')}
          data={choices}
          value={mapKey}
          onChange={setChosen}
          allowDeselect={false}
          size="xs"
          w={200}
          data-testid="heatmap-map"
        />
        <Select
          label={t('panel.places.hour_label')}
          data={[
            { value: 'all', label: t('panel.places.all_hours') },
            ...Array.from({ length: 24 }, (_, h) => ({
              value: String(h),
              label: t('panel.places.hour_range', { from: h, to: (h + 1) % 24 }),
            })),
          ]}
          value={hour}
          onChange={(value) => setHour(value ?? 'all')}
          allowDeselect={false}
          size="xs"
          w={160}
          data-testid="heatmap-hour"
        />
      </Group>
      {mapKey === GEO ? (
        <Suspense fallback={<Skeleton h={360} radius="md" />}>
          <GeoHeat
            cells={geoCells.map((cell) => ({ cell, count: countAt(cell, hourValue), title: title(cell) }))}
            max={max}
          />
        </Suspense>
      ) : plan?.fileUrl && plan.width && plan.height ? (
        <PlanHeat
          fileUrl={plan.fileUrl}
          width={plan.width}
          height={plan.height}
          label={t('panel.places.heat_plan_label', { map: localize(plan.name ?? {}) || plan.mapId })}
          cells={cells.map((cell) => ({ cell, count: countAt(cell, hourValue), title: title(cell) }))}
          max={max}
        />
      ) : (
        <Text c="dimmed" size="sm">
          {t('panel.places.no_places')}
        </Text>
      )}
    </>
  );
}

interface Drawn {
  cell: Cell;
  count: number;
  title: string;
}

/** The floor plan as an SVG in its image's pixel space: the image, then a circle per point (the busiest drawn first, so no smaller one hides under it). */
function PlanHeat({
  fileUrl,
  width,
  height,
  label,
  cells,
  max,
}: {
  fileUrl: string;
  width: number;
  height: number;
  label: string;
  cells: Drawn[];
  max: number;
}) {
  const side = Math.min(width, height);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      style={{ width: '100%', maxHeight: 560, display: 'block', background: 'var(--mantine-color-gray-0)' }}
      data-testid="heatmap-plan"
    >
      <image href={fileUrl} x={0} y={0} width={width} height={height} data-testid="heatmap-plan-image" />
      {[...cells]
        .sort((a, b) => b.count - a.count)
        .map(({ cell, count, title }) => (
          <circle
            key={cell.pointId}
            cx={cell.x ?? 0}
            cy={cell.y ?? 0}
            r={radiusOf(count, max, side)}
            fill={heatColor(count, max)}
            stroke="#fff"
            strokeWidth={side * 0.003}
            data-testid="heat-cell"
            data-point={cell.pointId}
            data-count={count}
          >
            <title>{title}</title>
          </circle>
        ))}
    </svg>
  );
}
