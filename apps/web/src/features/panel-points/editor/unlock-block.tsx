import { Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorBlockProps } from './editor-types.ts';

/** How visitors unlock the point: QR code flags and object detection by the camera. */
export function UnlockBlock({ draft, update }: EditorBlockProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Switch
        label={t('panel.points.field.qr_required')}
        description={t('panel.points.field.qr_required_hint')}
        checked={draft.qrRequired}
        onChange={(event) => update({ qrRequired: event.currentTarget.checked })}
        data-testid="point-qr-required"
      />
      <Switch
        label={t('panel.points.field.qr_nested')}
        description={t('panel.points.field.qr_nested_hint')}
        checked={draft.qrNested}
        onChange={(event) => update({ qrNested: event.currentTarget.checked })}
        data-testid="point-qr-nested"
      />
      <Switch
        label={t('panel.points.field.qr_validation')}
        description={t('panel.points.field.qr_validation_hint')}
        checked={draft.qrValidation}
        onChange={(event) => update({ qrValidation: event.currentTarget.checked })}
        data-testid="point-qr-validation"
      />
      <Switch
        label={t('panel.points.field.object_detection')}
        description={t('panel.points.field.object_detection_hint')}
        checked={draft.objectDetection}
        onChange={(event) => update({ objectDetection: event.currentTarget.checked })}
        data-testid="point-object-detection"
      />
      {draft.objectDetection && (
        <TextInput
          label={t('panel.points.field.object_label')}
          description={t('panel.points.field.object_label_hint')}
          value={draft.objectLabel ?? ''}
          onChange={(event) => update({ objectLabel: event.currentTarget.value || undefined })}
          data-testid="point-object-label"
        />
      )}
    </Stack>
  );
}
