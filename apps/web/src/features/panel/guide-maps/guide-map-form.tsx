import { Button, Group, NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import type { MessageKey } from '@percurso/i18n';
import { type GuideMap, type GuideMapInput, guideMapInput, type LocalizedText } from '@percurso/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../common/localized-text-field.tsx';
import { MediaInput } from '../common/media-input.tsx';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { schemaErrorKeys } from '../common/schema-validation.ts';
import { guidesApi } from '../guides/guides-api.ts';
import { imageSize } from './image-size.ts';

interface GuideMapFormProps {
  guideId: string;
  map?: GuideMap | undefined;
  /** Where a new map goes in the guide's list. */
  position: number;
  onDone: () => void;
}

type MapType = 'floorPlan' | 'geographic';
const num = (value: number | string) => (typeof value === 'number' ? value : undefined);

/** Adds or edits one map: a floor-plan image, or a geographic map's centre and zoom. */
export function GuideMapForm({ guideId, map, position, onDone }: GuideMapFormProps) {
  const { t } = useTranslation();
  const toasts = usePanelToasts();
  const [type, setType] = useState<MapType>(map?.type ?? 'floorPlan');
  const [name, setName] = useState<LocalizedText>(map?.name ?? {});
  const [fileUrl, setFileUrl] = useState<string | undefined>(map?.fileUrl);
  const [latitude, setLatitude] = useState<number | string>(map?.center?.latitude ?? '');
  const [longitude, setLongitude] = useState<number | string>(map?.center?.longitude ?? '');
  const [zoom, setZoom] = useState<number | string>(map?.zoom ?? 16);
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const [isSaving, setSaving] = useState(false);

  const input = (): GuideMapInput => {
    const lat = num(latitude);
    const long = num(longitude);
    const center = lat !== undefined && long !== undefined ? { latitude: lat, longitude: long } : undefined;
    return {
      name: name as GuideMapInput['name'],
      type,
      ...(type === 'floorPlan' ? { fileUrl } : { center, zoom: num(zoom) }),
      ...(map ? {} : { position }),
    };
  };

  const handleSave = async () => {
    const value = input();
    const found = schemaErrorKeys(guideMapInput, value);
    // The schema leaves the image / centre to the server's rule: check them here too.
    if (type === 'floorPlan' && !fileUrl) found.fileUrl = 'errors.image-empty';
    if (type === 'geographic' && !value.center) found.center = 'errors.coordinates-empty';
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) return toasts.warning(first);
    setSaving(true);
    try {
      // The plan's pixel size, measured from the chosen image: points are placed in its pixels.
      const size = type === 'floorPlan' && fileUrl ? await imageSize(fileUrl) : undefined;
      const body: GuideMapInput = { ...value, ...size };
      const answer = map ? await guidesApi.updateMap(map.id, body) : await guidesApi.addMap(guideId, body);
      toasts.confirmed(answer.confirmation);
      onDone();
    } catch (error) {
      toasts.failure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-gray-0)" data-testid="map-form">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {map ? t('panel.map.edit') : t('panel.map.new')}
        </Title>
        <SegmentedControl
          value={type}
          onChange={(value) => setType(value as MapType)}
          data={[
            { value: 'floorPlan', label: t('panel.map.floor_plan') },
            { value: 'geographic', label: t('panel.map.geographic') },
          ]}
          disabled={map !== undefined}
          data-testid="map-type"
        />
        <LocalizedTextField
          label={t('panel.map.name')}
          value={name}
          onChange={setName}
          required={['pt']}
          errors={{ pt: errors['name.pt'] && t(errors['name.pt']) }}
          testId="map-name"
        />
        {type === 'floorPlan' ? (
          <MediaInput
            guideId={guideId}
            kind="image"
            label={t('panel.map.image')}
            description={t('panel.map.image_hint')}
            required
            value={fileUrl}
            onChange={setFileUrl}
            error={errors.fileUrl && t(errors.fileUrl)}
            testId="map-image"
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <NumberInput
              label={t('panel.guide.field.latitude')}
              required
              decimalScale={7}
              hideControls
              value={latitude}
              onChange={setLatitude}
              error={errors.center && t(errors.center)}
              data-testid="map-latitude"
            />
            <NumberInput
              label={t('panel.guide.field.longitude')}
              required
              decimalScale={7}
              hideControls
              value={longitude}
              onChange={setLongitude}
              data-testid="map-longitude"
            />
            <NumberInput label={t('panel.map.zoom')} min={1} max={20} value={zoom} onChange={setZoom} />
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('panel.delete.cancel')}
          </Button>
          <Button onClick={() => void handleSave()} loading={isSaving} data-testid="map-save">
            {map ? t('panel.save') : t('panel.map.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
