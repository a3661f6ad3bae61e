import { Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDoorEnter, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ConfirmDeleteButton } from '../common/confirm-delete.tsx';
import { DataExportButtons, exportPaths } from '../common/data-export-buttons.tsx';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { accessesApi, accessQueries } from './accesses-api.ts';

/** accessList (/accessList?guideId=): the ways into the guide's venue; its admins add, edit and remove them. */
export function AccessListRoute() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const [search] = useSearchParams();
  const guideId = search.get('guideId') ?? '';
  const access = usePanelAccess();
  const toasts = usePanelToasts();
  const queryClient = useQueryClient();
  const query = accessQueries.ofGuide(guideId);
  const list = useQuery({ ...query, enabled: guideId !== '' });
  const canEdit = access.can('guide.edit', guideId);

  const add = canEdit && (
    <Button
      component={Link}
      to={PANEL_PATHS.accessNew(guideId)}
      leftSection={<IconPlus size={16} />}
      data-testid="access-add"
    >
      {t('panel.access.new')}
    </Button>
  );

  return (
    <PanelPage title={t('panel.nav.accesses')} actions={add} testId="access-list">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('panel.access.intro')}
        </Text>
        <DataExportButtons
          path={exportPaths.guide(guideId, 'accesses')}
          dataset={t('panel.export.accesses')}
          testId="export-accesses"
        />
        <QueryState isPending={list.isPending} error={list.error}>
          {() =>
            (list.data ?? []).length === 0 ? (
              <EmptyState icon={<IconDoorEnter size={32} />} title={t('panel.access.empty')} />
            ) : (
              <Stack gap="xs">
                {(list.data ?? []).map((entry) => (
                  <Group key={entry.id} justify="space-between" gap="xs" wrap="nowrap" data-testid="access-row">
                    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                      <Avatar src={entry.image} alt="" radius="md">
                        <IconDoorEnter size={20} />
                      </Avatar>
                      <div style={{ minWidth: 0 }}>
                        <Text fw={500} truncate>
                          {localize(entry.name)}
                        </Text>
                        <Text size="xs" c="dimmed" truncate>
                          {t(`panel.access.type.${entry.type}`)} · {entry.address.road}, {entry.address.number} ·{' '}
                          {entry.address.city}
                        </Text>
                      </div>
                      {!entry.enabled && (
                        <Badge color="gray" variant="light">
                          {t('panel.guide.disabled')}
                        </Badge>
                      )}
                    </Group>
                    {canEdit && (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          component={Link}
                          to={PANEL_PATHS.accessEdit(guideId, entry.id)}
                          variant="default"
                          size="xs"
                        >
                          {t('panel.edit')}
                        </Button>
                        <ConfirmDeleteButton
                          name={localize(entry.name)}
                          onConfirm={async () => {
                            try {
                              toasts.confirmed((await accessesApi.remove(entry.id)).confirmation);
                              await queryClient.invalidateQueries({ queryKey: query.queryKey });
                            } catch (failure) {
                              toasts.failure(failure);
                            }
                          }}
                        />
                      </Group>
                    )}
                  </Group>
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </PanelPage>
  );
}
