import { Badge, Button, Group, Text } from '@mantine/core';
import { IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { flushOutbox } from '../progress/outbox-sync.ts';
import type { QueuedWrite } from './outbox.ts';
import { useOnline, useQueuedWrites } from './use-outbox.ts';

/** A dark amber: white text on it passes WCAG AA contrast (5.9:1), unlike Mantine's orange shades. */
const PENDING_COLOR = '#a14500';

/**
 * Shown while the device is offline or has writes to send: "Sem conexão" and the count of
 * pending unlocks and answers, with a way to send them now once the network is back.
 */
export function PendingStatus() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const online = useOnline();
  const queued = useQueuedWrites();
  if (online && queued.length === 0) return null;
  return (
    <Group gap="xs" role="status" data-testid="pending-status" data-count={queued.length} data-online={online}>
      {!online && (
        <Badge color="dark.6" variant="filled" leftSection={<IconWifiOff size={14} aria-hidden="true" />} tt="none">
          {t('offline.offline_now')}
        </Badge>
      )}
      {queued.length > 0 && (
        <Badge
          color={PENDING_COLOR}
          variant="filled"
          leftSection={<IconCloudUpload size={14} aria-hidden="true" />}
          tt="none"
          data-testid="pending-badge"
        >
          {t('offline.pending_count', { count: queued.length })}
        </Badge>
      )}
      {queued.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('offline.pending_help')}
        </Text>
      )}
      {queued.length > 0 && online && (
        <Button size="compact-xs" variant="subtle" onClick={() => void flushOutbox(queryClient)}>
          {t('offline.sync_now')}
        </Button>
      )}
    </Group>
  );
}

/** On a point's card: something done there waits to be sent. */
export function PendingMark({ pointId }: { pointId: string }) {
  const queued = useQueuedWrites();
  const here = (write: QueuedWrite) =>
    write.kind === 'rating'
      ? write.body.type === 'Ponto' && write.body.targetId === pointId
      : write.body.pointId === pointId;
  return queued.some(here) ? <PendingBadge /> : null;
}

/** Kept apart so that cards with nothing pending (nearly all) cost one store read. */
function PendingBadge() {
  const { t } = useTranslation();
  return (
    <Badge
      size="xs"
      color={PENDING_COLOR}
      variant="filled"
      leftSection={<IconCloudUpload size={12} aria-hidden="true" />}
      tt="none"
      data-testid="point-pending"
    >
      {t('offline.pending_point')}
    </Badge>
  );
}
