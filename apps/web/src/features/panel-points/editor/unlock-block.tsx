import { NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { STOP_NUMBER_MAX, STOP_NUMBER_MIN } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { type EditorBlockProps, fieldError } from './editor-types.ts';

/**
 * How visitors unlock the point: its stop number (the keypad's, suggested as the guide's next free
 * one), QR code flags, whether the number opens it when it needs a proof, and object detection.
 */
export function UnlockBlock({
  draft,
  update,
  errors,
  suggestedNumber,
}: EditorBlockProps & { suggestedNumber?: number }) {
  const { t } = useTranslation();
  // A number unlocks a point that needs its QR code or the visitor on site only with this leave.
  const needsProof = draft.qrValidation || draft.geolocation;
  return (
    <Stack gap="md">
      <NumberInput
        label={t('panel.points.field.stop_number')}
        description={t('panel.points.field.stop_number_hint')}
        placeholder={suggestedNumber !== undefined ? String(suggestedNumber) : undefined}
        value={draft.stopNumber ?? ''}
        onChange={(value) => update({ stopNumber: typeof value === 'number' ? value : undefined })}
        min={STOP_NUMBER_MIN}
        max={STOP_NUMBER_MAX}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        styles={{ wrapper: { maxWidth: 240 } }}
        error={fieldError(errors, 'stopNumber', t)}
        data-testid="point-stop-number"
      />
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
      {needsProof && (
        <Switch
          label={t('panel.points.field.opens_by_number')}
          description={t('panel.points.field.opens_by_number_hint')}
          checked={draft.opensByNumber}
          onChange={(event) => update({ opensByNumber: event.currentTarget.checked })}
          data-testid="point-opens-by-number"
        />
      )}
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
