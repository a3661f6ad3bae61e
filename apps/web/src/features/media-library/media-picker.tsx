import '@mantine/core/styles/Alert.css';
import '../../ui/dialog-styles.ts';
import { Alert, Loader, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MediaItem, MediaKind } from '@percurso/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../api/error-messages.ts';
import { mediaLibraryQuery } from './media-library-api.ts';
import { MediaThumb } from './media-thumb.tsx';

/** A dialog listing the guide's files of the accepted kinds; choosing one closes it. */
export function MediaPicker({
  guideId,
  kinds,
  opened,
  onClose,
  onPick,
}: {
  guideId: string;
  kinds: readonly MediaKind[];
  opened: boolean;
  onClose: () => void;
  onPick: (item: MediaItem) => void;
}) {
  const { t } = useTranslation();
  const library = useQuery({ ...mediaLibraryQuery(guideId), enabled: opened });
  const items = (library.data ?? []).filter((item) => kinds.includes(item.kind));
  return (
    <Modal opened={opened} onClose={onClose} title={t('media.picker.title')} size="lg" centered>
      {library.isPending ? (
        <Loader mx="auto" display="block" aria-label={t('common.loading')} />
      ) : library.isError ? (
        <Alert color="red">{t(errorMessageKey(library.error))}</Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('media.picker.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="media-picker-grid">
          {items.map((item) => (
            <UnstyledButton
              key={item.id}
              onClick={() => onPick(item)}
              aria-label={t('media.picker.choose', { name: item.name })}
              style={{ borderRadius: 8 }}
            >
              <Stack gap={4}>
                <MediaThumb item={item} />
                <Text size="xs" truncate="end">
                  {item.name}
                </Text>
              </Stack>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Modal>
  );
}
