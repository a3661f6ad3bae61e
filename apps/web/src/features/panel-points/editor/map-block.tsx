import { Group, Input, NumberInput, Select, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type Coordinates, DEFAULT_MAP_ICON_SIZE, type GuideMap, type Point, typedCoordinates } from '@percurso/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { FloorPlanPlacer, GeoPicker } from '../placement/index.ts';
import type { TypedCoordinates } from '../point-draft.ts';
import { type EditorBlockProps, fieldError } from './editor-types.ts';
import { PointMediaField } from './point-media-field.tsx';

interface MapBlockProps extends EditorBlockProps {
  pointId: string | undefined;
  maps: readonly GuideMap[];
  /** The guide's other points, to show the neighbours on the plan. */
  otherPoints: readonly Point[];
  tileUrl: string;
  guideLocation: Coordinates | undefined;
}

const mapFallback = <Skeleton h="22rem" radius="md" />;

/**
 * Where visitors find the point: on a floor plan (drag its icon; sets x, y, with mapIcon and
 * mapIconSize) and/or at coordinates on a geographic map (click or drag; sets crd). GPS unlocking
 * (geolocation) needs coordinates.
 */
export function MapBlock({ draft, update, errors, pointId, maps, otherPoints, tileUrl, guideLocation }: MapBlockProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const map = maps.find((candidate) => candidate.id === draft.mapId);
  const plan =
    map?.type === 'floorPlan' && map.fileUrl && map.width && map.height
      ? { fileUrl: map.fileUrl, width: map.width, height: map.height }
      : undefined;
  const name = localize(draft.name) || t('panel.points.new_point');
  const showGeo = draft.geolocation || map?.type === 'geographic';
  const coordinatesError = fieldError(errors, 'coordinates', t);
  const others = plan
    ? otherPoints.flatMap((point) =>
        point.id !== pointId && point.mapId === map?.id && point.x !== undefined && point.y !== undefined
          ? [{ id: point.id, x: point.x, y: point.y, label: (localize(point.name) || '?').slice(0, 1) }]
          : [],
      )
    : [];

  return (
    <Stack gap="md">
      <Select
        label={t('panel.points.field.map')}
        data={maps.map((candidate) => ({
          value: candidate.id,
          label: `${localize(candidate.name) || candidate.id} · ${t(candidate.type === 'floorPlan' ? 'panel.points.map.floor_plan' : 'panel.points.map.geographic')}`,
        }))}
        value={draft.mapId ?? null}
        // Its place on the old plan means nothing on another one.
        onChange={(mapId) => update({ mapId: mapId ?? undefined, x: undefined, y: undefined })}
        placeholder={maps.length === 0 ? t('panel.points.map.none') : undefined}
        clearable
        data-testid="point-map"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PointMediaField
          label={t('panel.points.field.map_icon')}
          kind="image"
          value={draft.mapIcon}
          onChange={(mapIcon) => update({ mapIcon })}
          testId="point-map-icon"
        />
        <NumberInput
          label={t('panel.points.field.map_icon_size')}
          min={10}
          max={400}
          allowDecimal={false}
          value={draft.mapIconSize}
          onChange={(value) =>
            update({ mapIconSize: typeof value === 'number' && value > 0 ? value : DEFAULT_MAP_ICON_SIZE })
          }
          data-testid="point-map-icon-size"
        />
      </SimpleGrid>
      {plan && (
        <Input.Wrapper
          label={t('panel.points.map.place')}
          description={draft.x === undefined ? t('panel.points.map.drag_hint') : t('panel.points.map.placed_hint')}
        >
          <Stack gap="xs" mt="xs">
            <Suspense fallback={mapFallback}>
              <FloorPlanPlacer
                plan={plan}
                place={draft.x !== undefined && draft.y !== undefined ? { x: draft.x, y: draft.y } : undefined}
                iconImage={draft.mapIcon}
                iconSize={draft.mapIconSize}
                iconLabel={name.slice(0, 1)}
                others={others}
                label={t('panel.points.map.place_label', { name })}
                onPlace={({ x, y }) => update({ x, y })}
              />
            </Suspense>
            <Group grow>
              <NumberInput
                label="x"
                min={0}
                max={plan.width}
                allowDecimal={false}
                value={draft.x ?? ''}
                onChange={(value) => update({ x: typeof value === 'number' ? value : undefined })}
                data-testid="point-x"
              />
              <NumberInput
                label="y"
                min={0}
                max={plan.height}
                allowDecimal={false}
                value={draft.y ?? ''}
                onChange={(value) => update({ y: typeof value === 'number' ? value : undefined })}
                data-testid="point-y"
              />
            </Group>
          </Stack>
        </Input.Wrapper>
      )}
      <Switch
        label={t('panel.points.field.geolocation')}
        description={t('panel.points.field.geolocation_hint')}
        checked={draft.geolocation}
        onChange={(event) => update({ geolocation: event.currentTarget.checked })}
        data-testid="point-geolocation"
      />
      {showGeo && (
        <Input.Wrapper label={t('panel.points.map.coordinates')} description={t('panel.points.map.geo_hint')}>
          <Stack gap="xs" mt="xs">
            <Suspense fallback={mapFallback}>
              <GeoPicker
                coordinates={readCoordinates(draft.coordinates)}
                center={map?.center ?? guideLocation}
                zoom={map?.zoom}
                tileUrl={tileUrl}
                attribution={t('visitor.map.attribution')}
                iconImage={draft.mapIcon}
                iconLabel={name.slice(0, 1)}
                label={t('panel.points.map.geo_label', { name })}
                onChange={(coordinates) => update({ coordinates })}
              />
            </Suspense>
            <Group grow>
              <TextInput
                label={t('panel.points.map.latitude')}
                inputMode="decimal"
                value={draft.coordinates?.latitude ?? ''}
                onChange={(event) =>
                  update({ coordinates: withCoordinate(draft.coordinates, 'latitude', event.currentTarget.value) })
                }
                data-testid="point-latitude"
              />
              <TextInput
                label={t('panel.points.map.longitude')}
                inputMode="decimal"
                value={draft.coordinates?.longitude ?? ''}
                onChange={(event) =>
                  update({ coordinates: withCoordinate(draft.coordinates, 'longitude', event.currentTarget.value) })
                }
                data-testid="point-longitude"
              />
            </Group>
            {coordinatesError && (
              <Text size="sm" c="red" data-testid="point-coordinates-error">
                {coordinatesError}
              </Text>
            )}
          </Stack>
        </Input.Wrapper>
      )}
    </Stack>
  );
}

/**
 * One typed coordinate, kept as typed ('-20.38500', '-20,385'): the shared schema reads it on save
 * and names a bad one. Both blank: the point has no coordinates.
 */
function withCoordinate(
  current: TypedCoordinates | undefined,
  field: keyof TypedCoordinates,
  value: string,
): TypedCoordinates | undefined {
  const next = { latitude: current?.latitude ?? '', longitude: current?.longitude ?? '', [field]: value };
  return String(next.latitude).trim() === '' && String(next.longitude).trim() === '' ? undefined : next;
}

/** The typed coordinates as numbers for the map, when both are valid. */
function readCoordinates(typed: TypedCoordinates | undefined): Coordinates | undefined {
  const parsed = typedCoordinates.safeParse(typed);
  return parsed.success ? parsed.data : undefined;
}
