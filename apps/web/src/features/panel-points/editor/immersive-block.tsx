import { Button, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import type { ImmersiveContent } from '@percurso/shared';
import { IconView360 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArMediaList } from './ar-media-list.tsx';
import type { EditorBlockProps } from './editor-types.ts';
import { PointMediaField } from './point-media-field.tsx';

/** Augmented reality, virtual reality and 360° material, stored as given for the immersive viewers. */
export function ImmersiveBlock({ draft, update }: EditorBlockProps) {
  const { t } = useTranslation();
  const immersive = draft.immersive;
  const set = (patch: Partial<ImmersiveContent>) => update({ immersive: { ...immersive, ...patch } });
  const { pointId } = useParams();

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
        min={-180}
        max={180}
        value={immersive.image360Rotation ?? ''}
        onChange={(value) => set({ image360Rotation: typeof value === 'number' ? value : undefined })}
      />
      <PointMediaField
        label={t('panel.points.immersive.video360')}
        kind="video"
        value={immersive.video360}
        onChange={(video360) => set({ video360 })}
      />
      {/* The linked scenes, their links and info markers: the 360° scene editor (issue 14). */}
      {pointId && (
        <Button
          component={Link}
          to={`/rvSceneEdition/${encodeURIComponent(pointId)}`}
          variant="light"
          leftSection={<IconView360 size={18} />}
          data-testid="point-open-scene-editor"
        >
          {t('panel.points.immersive.open_scene_editor')}
        </Button>
      )}
    </Stack>
  );
}
