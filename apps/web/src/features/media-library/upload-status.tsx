import '@mantine/core/styles/Progress.css';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UploadState } from './use-media-upload.ts';

/** The progress line of an upload: percent sent, then the server's image processing. */
export function UploadStatus({ state }: { state: UploadState }) {
  const { t } = useTranslation();
  if (state.step === 'idle') return null;
  return (
    <Stack gap={4} aria-live="polite">
      <Text size="sm">
        {state.step === 'uploading'
          ? t('media.field.uploading', { name: state.name, percent: state.percent })
          : t('media.field.processing')}
      </Text>
      <Progress
        value={state.step === 'uploading' ? state.percent : 100}
        animated={state.step === 'processing'}
        aria-label={state.name}
        data-testid="media-upload-progress"
      />
    </Stack>
  );
}
