import { NumberInput, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import type { ImmersiveContent } from '@percurso/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArMediaList } from './ar-media-list.tsx';
import type { EditorBlockProps } from './editor-types.ts';
import { PointMediaField } from './point-media-field.tsx';
import { UrlList } from './url-list.tsx';

type JsonField = 'rvPoints' | 'rvImagesConnections';

/** A JSON array typed by hand (the VR scene's hotspots and links are kept as given). */
function JsonArrayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: unknown[] | undefined;
  onChange: (value: unknown[] | undefined) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ? JSON.stringify(value, null, 2) : '');
  const [error, setError] = useState<string | undefined>();
  const handleBlur = () => {
    if (text.trim() === '') {
      setError(undefined);
      return onChange(undefined);
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (!Array.isArray(parsed)) throw new Error('not an array');
      setError(undefined);
      onChange(parsed);
    } catch {
      setError(t('panel.points.immersive.json_invalid'));
    }
  };
  return (
    <Textarea
      label={label}
      description={t('panel.points.immersive.json_hint')}
      autosize
      minRows={2}
      maxRows={10}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={handleBlur}
      error={error}
      styles={{ input: { fontFamily: 'monospace' } }}
    />
  );
}

/** Augmented reality, virtual reality and 360° material, stored as given for the immersive viewers. */
export function ImmersiveBlock({ draft, update }: EditorBlockProps) {
  const { t } = useTranslation();
  const immersive = draft.immersive;
  const set = (patch: Partial<ImmersiveContent>) => update({ immersive: { ...immersive, ...patch } });
  const setJson = (field: JsonField) => (value: unknown[] | undefined) => set({ [field]: value });

  return (
    <Stack gap="md">
      <Title order={4}>{t('panel.points.immersive.ar')}</Title>
      <Switch
        label={t('panel.points.immersive.ra_content')}
        description={t('panel.points.immersive.ra_content_hint')}
        checked={immersive.raContent ?? false}
        onChange={(event) => set({ raContent: event.currentTarget.checked })}
        data-testid="point-ra-content"
      />
      <Switch
        label={t('panel.points.immersive.ra_priority')}
        description={t('panel.points.immersive.ra_priority_hint')}
        checked={immersive.raPriority ?? false}
        onChange={(event) => set({ raPriority: event.currentTarget.checked })}
      />
      <Text size="sm" c="dimmed">
        {t('panel.points.immersive.ar_order_hint')}
      </Text>
      <ArMediaList
        label={t('panel.points.immersive.ra_videos')}
        kind="video"
        urls={immersive.raVideos}
        onChange={(raVideos) => set({ raVideos })}
        testId="point-ra-videos"
      />
      <ArMediaList
        label={t('panel.points.immersive.ra_images')}
        description={t('panel.points.immersive.ra_images_hint')}
        kind="image"
        urls={immersive.raImages}
        onChange={(raImages) => set({ raImages })}
        testId="point-ra-images"
      />
      <ArMediaList
        label={t('panel.points.immersive.ra_models')}
        description={t('panel.points.immersive.ra_models_hint')}
        kind="model3d"
        urls={immersive.ra3DModels}
        onChange={(ra3DModels) => set({ ra3DModels })}
        testId="point-ra-models"
      />
      <Title order={4}>{t('panel.points.immersive.vr')}</Title>
      <PointMediaField
        label={t('panel.points.immersive.image360')}
        kind="image360"
        value={immersive.image360}
        onChange={(image360) => set({ image360 })}
        testId="point-image360"
      />
      <NumberInput
        label={t('panel.points.immersive.image360_rotation')}
        description={t('panel.points.immersive.image360_rotation_hint')}
        min={-360}
        max={360}
        value={immersive.image360Rotation ?? ''}
        onChange={(value) => set({ image360Rotation: typeof value === 'number' ? value : undefined })}
      />
      <PointMediaField
        label={t('panel.points.immersive.video360')}
        kind="video"
        value={immersive.video360}
        onChange={(video360) => set({ video360 })}
      />
      <UrlList
        label={t('panel.points.immersive.rv_images')}
        kind="image360"
        urls={immersive.rvImages}
        onChange={(rvImages) => set({ rvImages })}
        testId="point-rv-images"
      />
      <JsonArrayField
        label={t('panel.points.immersive.rv_points')}
        value={immersive.rvPoints}
        onChange={setJson('rvPoints')}
      />
      <JsonArrayField
        label={t('panel.points.immersive.rv_connections')}
        value={immersive.rvImagesConnections}
        onChange={setJson('rvImagesConnections')}
      />
    </Stack>
  );
}
