import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { BackupRun } from '@percurso/shared';
import { IconDatabaseExport } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePanelToasts } from '../common/index.ts';
import { NoPanelAccess } from '../common/no-panel-access.tsx';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage } from '../common/panel-page.tsx';
import { adminToolsApi } from './admin-tools-api.ts';

const BACKUPS = ['panel', 'backups'];
const STATUS_COLOR: Record<BackupRun['status'], string> = { running: 'blue.8', done: 'teal.8', failed: 'red.8' };

/**
 * /painel/backups (global admins): the latest backups of the installation (when, size, duration,
 * result, the error of a failed one) and "Fazer backup agora". docs/operations.md, "Backups".
 */
function BackupsRoute() {
  const { t, i18n } = useTranslation();
  const access = usePanelAccess();
  const toasts = usePanelToasts();
  const client = useQueryClient();
  const allowed = access.can('backups.manage');
  const list = useQuery({
    queryKey: BACKUPS,
    queryFn: adminToolsApi.backups,
    enabled: allowed,
    // While a backup runs, its row is followed until it ends.
    refetchInterval: (query) => (query.state.data?.backups.some((run) => run.status === 'running') ? 1000 : false),
  });
  const start = useMutation({
    mutationFn: adminToolsApi.startBackup,
    onSuccess: async (answer) => {
      toasts.confirmed(answer.confirmation);
      await client.invalidateQueries({ queryKey: BACKUPS });
    },
    onError: (failure) => toasts.failure(failure),
  });
  if (!allowed) return <NoPanelAccess isAnonymous={false} />;
  const data = list.data;
  const number = (value: number, options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(i18n.language, options).format(value);
  const size = (bytes: number | null) =>
    bytes === null ? '—' : `${number(bytes / 1e6, { maximumFractionDigits: 1 })} MB`;
  const duration = (ms: number | null) => (ms === null ? '—' : `${number(ms / 1000, { maximumFractionDigits: 1 })} s`);
  const running = data?.backups.some((run) => run.status === 'running') ?? false;
  return (
    <PanelPage title={t('panel.backups.title')} testId="backups">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {data &&
            (data.schedule
              ? t('panel.backups.schedule', { time: data.schedule, keep: String(data.keep) })
              : t('panel.backups.schedule_off'))}
        </Text>
        <Group>
          <Button
            leftSection={<IconDatabaseExport size={18} />}
            loading={start.isPending || running}
            onClick={() => start.mutate()}
            data-testid="backup-now"
          >
            {t('panel.backups.now')}
          </Button>
        </Group>
        {data && data.backups.length === 0 && <Alert color="gray">{t('panel.backups.empty')}</Alert>}
        {data && data.backups.length > 0 && (
          <Table striped withTableBorder data-testid="backup-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('panel.backups.started')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('panel.backups.trigger')}</Table.Th>
                <Table.Th>{t('panel.backups.size')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('panel.backups.duration')}</Table.Th>
                <Table.Th>{t('panel.backups.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.backups.map((run) => (
                <Table.Tr key={run.id} data-testid="backup-row">
                  <Table.Td>{new Date(run.startedAt).toLocaleString(i18n.language)}</Table.Td>
                  <Table.Td visibleFrom="sm">{t(`panel.backups.trigger_${run.trigger}`)}</Table.Td>
                  <Table.Td>{size(run.bytes)}</Table.Td>
                  <Table.Td visibleFrom="sm">{duration(run.durationMs)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {/* Text, not a Badge: a badge cuts a long word short in a phone's narrow column. */}
                    <Text size="sm" fw={600} c={STATUS_COLOR[run.status]}>
                      {t(`panel.backups.status_${run.status}`)}
                    </Text>
                    {run.error && (
                      <Text size="xs" c="red" mt={4}>
                        {run.error}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </PanelPage>
  );
}

export const Component = BackupsRoute;
