import { Modal, Stack, Text } from '@mantine/core';
import type { RvInfoPoint } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../i18n/use-content-language.ts';

/** An info marker's title, text and narration (spec rvPoints). */
export function InfoDialog({ marker, onClose }: { marker: RvInfoPoint | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <Modal
      opened={marker !== undefined}
      onClose={onClose}
      title={marker ? localize(marker.title) : ''}
      closeButtonProps={{ 'aria-label': t('vr.close') }}
      centered
      zIndex={300}
    >
      {marker && (
        <Stack gap="sm" data-testid="vr-info-dialog">
          {marker.text && <Text style={{ whiteSpace: 'pre-line' }}>{localize(marker.text)}</Text>}
          {/* biome-ignore lint/a11y/useMediaCaption: the marker's text above is its transcript. */}
          {marker.audio && <audio src={marker.audio} controls preload="none" style={{ width: '100%' }} />}
        </Stack>
      )}
    </Modal>
  );
}
