import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Tooltip.css';
import '../../ui/dialog-styles.ts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Chip,
  Container,
  CopyButton,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MEDIA_ACCEPT, MEDIA_KINDS, type MediaItem, type MediaKind } from '@percurso/shared';
import { IconCheck, IconLink, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessageKey } from '../../api/error-messages.ts';
import { formatBytes } from './media-format.ts';
import { deleteMedia, mediaLibraryQuery } from './media-library-api.ts';
import { MediaThumb } from './media-thumb.tsx';
import { MediaUsageList } from './media-usage-list.tsx';
import { QrKitCard } from './qr-kit-card.tsx';
import { UploadStatus } from './upload-status.tsx';
import { useMediaUpload } from './use-media-upload.ts';

const ALL_ACCEPT = [...new Set(MEDIA_KINDS.flatMap((kind) => MEDIA_ACCEPT[kind].split(',')))].join(',');

/** /guidePanel/{guideId}/midia: the guide's media library (upload, filter, copy a link, delete) and QR kit. */
export function Component() {
  const { guideId = '' } = useParams();
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const library = useQuery(mediaLibraryQuery(guideId));
  const [filter, setFilter] = useState<'all' | MediaKind>('all');
  const [toDelete, setToDelete] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [usageCount, setUsageCount] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useMediaUpload(guideId, MEDIA_KINDS, () =>
    notifications.show({ color: 'teal', message: t('media.field.uploaded'), withBorder: true }),
  );
  const items = (library.data ?? []).filter((item) => filter === 'all' || item.kind === filter);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteMedia(guideId, toDelete.id, (usageCount ?? 0) > 0);
      notifications.show({ color: 'teal', message: t('media.library.deleted'), withBorder: true });
      await queryClient.invalidateQueries({ queryKey: mediaLibraryQuery(guideId).queryKey });
      setToDelete(null);
    } catch (failure) {
      notifications.show({ color: 'red', message: t(errorMessageKey(failure)), withBorder: true });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('media.library.title')}</Title>
          <Text c="dimmed">{t('media.library.intro')}</Text>
        </Stack>

        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Button
                leftSection={<IconUpload size={18} />}
                onClick={() => fileInput.current?.click()}
                disabled={upload.state.step !== 'idle'}
                data-testid="media-library-upload"
              >
                {t('media.field.upload')}
              </Button>
              {upload.state.step !== 'idle' && (
                <Button variant="default" onClick={upload.cancel}>
                  {t('media.field.cancel')}
                </Button>
              )}
            </Group>
            <UploadStatus state={upload.state} />
            {upload.problem && (
              <Alert color="red" data-testid="media-library-error">
                {upload.problem}
              </Alert>
            )}
          </Stack>
          <input
            ref={fileInput}
            type="file"
            accept={ALL_ACCEPT}
            hidden
            data-testid="media-library-file-input"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) upload.start(file);
            }}
          />
        </Paper>

        <Chip.Group value={filter} onChange={(value) => setFilter(value as 'all' | MediaKind)}>
          <Group gap="xs" data-testid="media-library-filter">
            <Chip value="all" size="sm">
              {t('media.library.all')}
            </Chip>
            {MEDIA_KINDS.map((kind) => (
              <Chip key={kind} value={kind} size="sm">
                {t(`media.kind.${kind}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>

        {library.isPending ? (
          <Loader mx="auto" aria-label={t('common.loading')} />
        ) : library.isError ? (
          <Alert color="red">{t(errorMessageKey(library.error))}</Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('media.library.count', { count: items.length })}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" data-testid="media-library-grid">
              {items.map((item) => (
                <Card key={item.id} withBorder radius="md" padding="xs" data-testid="media-library-item">
                  <Card.Section>
                    <Anchor
                      href={item.fileUrl}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`${t('media.field.open')}: ${item.name}`}
                    >
                      <MediaThumb item={item} size={140} />
                    </Anchor>
                  </Card.Section>
                  <Stack gap={2} mt="xs">
                    <Text size="sm" fw={600} truncate="end" title={item.name}>
                      {item.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`media.kind.${item.kind}`)} · {formatBytes(item.size, i18n.language)}
                      {item.width && item.height ? ` · ${item.width}×${item.height}` : ''}
                    </Text>
                  </Stack>
                  <Group gap={4} mt="xs" justify="flex-end">
                    <CopyButton value={new URL(item.fileUrl, window.location.origin).toString()}>
                      {({ copied, copy }) => (
                        <Tooltip label={copied ? t('media.library.copied') : t('media.library.copy_link')}>
                          <ActionIcon variant="subtle" onClick={copy} aria-label={t('media.library.copy_link')}>
                            {copied ? <IconCheck size={18} /> : <IconLink size={18} />}
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </CopyButton>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => {
                        setUsageCount(null);
                        setToDelete(item);
                      }}
                      aria-label={t('media.library.delete', { name: item.name })}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          </>
        )}

        <QrKitCard guideId={guideId} />
      </Stack>

      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title={t('media.library.title')} centered>
        <Stack>
          <Text>{t('media.library.delete_confirm', { name: toDelete?.name ?? '' })}</Text>
          {toDelete && <MediaUsageList guideId={guideId} mediaId={toDelete.id} onCount={setUsageCount} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              {t('common.close')}
            </Button>
            <Button
              color="red"
              loading={deleting}
              disabled={usageCount === null}
              onClick={() => void confirmDelete()}
              data-testid="media-delete-confirm"
            >
              {(usageCount ?? 0) > 0
                ? t('panel.media.library.delete_anyway')
                : t('media.library.delete', { name: '' }).trim()}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
