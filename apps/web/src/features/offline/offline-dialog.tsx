import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Switch.css';
import '../../ui/dialog-styles.ts';
import { Alert, Button, Divider, Group, Modal, Progress, Stack, Switch, Text } from '@mantine/core';
import { type GuideBundle, OFFLINE_FILE_KINDS } from '@percurso/shared';
import { IconCircleCheck, IconCloudDownload, IconTrash, IconWifiOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '../../i18n/use-content-language.ts';
import {
  type DownloadProgress,
  downloadGuide,
  fetchOfflineManifest,
  formatBytes,
  removeGuideDownload,
  storageEstimate,
  useOfflineRecord,
} from './download.ts';
import { setLowData, useLowData } from './low-data.ts';
import { useOnline } from './use-outbox.ts';

interface OfflineDialogProps {
  bundle: GuideBundle;
  /** Answers the guide page reads under other addresses than the manifest's (the bundle by name). */
  extraUrls: readonly string[];
  onClose: () => void;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'downloading'; progress: DownloadProgress }
  | { kind: 'done' }
  | { kind: 'failed' };

/**
 * "Visit offline": the download's size (per kind) before it starts, the storage this site uses,
 * the download with its progress, removal, and the low-data setting.
 */
export default function OfflineDialog({ bundle, extraUrls, onClose }: OfflineDialogProps) {
  const { t, i18n } = useTranslation();
  const language = useContentLanguage();
  const online = useOnline();
  const record = useOfflineRecord(bundle.guide.id);
  const lowData = useLowData();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const manifest = useQuery({
    queryKey: ['offline-manifest', bundle.guide.id, language, lowData],
    queryFn: ({ signal }) => fetchOfflineManifest(bundle.guide.id, language, lowData ? 'small' : 'full', signal),
    enabled: online,
    staleTime: 60_000,
  });
  const storage = useQuery({ queryKey: ['storage-estimate', record?.savedAt ?? ''], queryFn: storageEstimate });
  const bytes = (value: number) => formatBytes(value, i18n.language);
  const languageName = t(`settings.language.${language}`);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    if (!manifest.data) return;
    abort.current = new AbortController();
    try {
      await downloadGuide(
        manifest.data,
        extraUrls,
        (progress) => setPhase({ kind: 'downloading', progress }),
        abort.current.signal,
      );
      setPhase({ kind: 'done' });
    } catch (error) {
      console.warn('Offline download failed', error);
      setPhase(abort.current.signal.aborted ? { kind: 'idle' } : { kind: 'failed' });
    } finally {
      void storage.refetch();
    }
  };

  const perKind = OFFLINE_FILE_KINDS.map((kind) => ({
    kind,
    bytes: manifest.data?.files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.bytes, 0) ?? 0,
  })).filter((entry) => entry.bytes > 0);
  const downloading = phase.kind === 'downloading' ? phase.progress : null;
  const percent =
    downloading && downloading.totalBytes > 0 ? Math.round((downloading.doneBytes / downloading.totalBytes) * 100) : 0;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('offline.dialog_title')}
      centered
      size={520}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid="offline-dialog">
        <Text size="sm">{t('offline.dialog_intro', { language: languageName })}</Text>
        {manifest.data && (
          <Stack gap={4} data-testid="offline-size" data-bytes={manifest.data.totalBytes}>
            <Group justify="space-between">
              <Text fw={700}>{t('offline.size')}</Text>
              <Text fw={700}>{bytes(manifest.data.totalBytes)}</Text>
            </Group>
            {perKind.map((entry) => (
              <Group key={entry.kind} justify="space-between">
                <Text size="sm" c="dimmed">
                  {t(`offline.kind.${entry.kind}`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {bytes(entry.bytes)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <Group justify="space-between" data-testid="offline-storage">
          <Text size="sm">{t('offline.storage')}</Text>
          <Text size="sm">
            {storage.data
              ? t('offline.storage_of', { used: bytes(storage.data.usage), quota: bytes(storage.data.quota) })
              : t('offline.storage_unknown')}
          </Text>
        </Group>
        {!online && !record && (
          <Alert color="orange" icon={<IconWifiOff size={18} />}>
            {t('offline.needs_network')}
          </Alert>
        )}
        {downloading && (
          <Stack gap={4}>
            <Progress.Root size="lg" radius="xl" data-testid="offline-progress" data-percent={percent}>
              <Progress.Section
                value={percent}
                animated
                aria-label={t('offline.progress_label')}
                aria-valuetext={`${percent}%`}
              />
            </Progress.Root>
            <Text size="sm" c="dimmed" ta="center">
              {t('offline.progress_text', {
                done: bytes(downloading.doneBytes),
                total: bytes(downloading.totalBytes),
                percent,
              })}
            </Text>
          </Stack>
        )}
        {phase.kind === 'failed' && (
          <Alert color="red" role="alert">
            {t('offline.failed')}
          </Alert>
        )}
        {phase.kind === 'done' && (
          <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="offline-done">
            {t('offline.done')}
          </Alert>
        )}
        {record && phase.kind !== 'downloading' && (
          <Text size="sm" data-testid="offline-saved">
            {t('offline.saved', {
              date: new Date(record.savedAt).toLocaleDateString(i18n.language),
              size: bytes(record.bytes),
              language: t(`settings.language.${record.language}`),
            })}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          {downloading ? (
            <Button variant="subtle" onClick={() => abort.current?.abort()}>
              {t('offline.cancel')}
            </Button>
          ) : (
            <>
              {record && (
                <Button
                  variant="subtle"
                  color="red"
                  c="red.9"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => void removeGuideDownload(bundle.guide.id).then(() => setPhase({ kind: 'idle' }))}
                  data-testid="offline-remove"
                >
                  {t('offline.remove')}
                </Button>
              )}
              <Button
                leftSection={<IconCloudDownload size={18} />}
                disabled={!manifest.data || !online}
                loading={manifest.isLoading}
                onClick={() => void start()}
                data-testid="offline-start"
              >
                {record ? t('offline.update') : t('offline.start', { size: bytes(manifest.data?.totalBytes ?? 0) })}
              </Button>
            </>
          )}
        </Group>
        <Divider />
        <Switch
          checked={lowData}
          onChange={(event) => setLowData(event.currentTarget.checked)}
          label={t('offline.low_data')}
          description={t('offline.low_data_hint')}
          data-testid="low-data-switch"
        />
      </Stack>
    </Modal>
  );
}
