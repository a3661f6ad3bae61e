import { Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconBrandInstagram, IconHeartHandshake, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ConfirmDeleteButton } from '../common/confirm-delete.tsx';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { guideQueries } from '../guides/guides-api.ts';
import { PartnerForm, type PartnerKind, type PartnerRecord, useSharedWith } from './partner-form.tsx';
import { socialNetworksApi, sponsorsApi } from './partners-api.ts';

/**
 * A guide's sponsors or social networks: the list, and the form for the one in the URL (`?id=`)
 * or a new one (`isNew`). Both are attached to the guide they are created through.
 */
export function PartnersScreen({ kind, isNew }: { kind: PartnerKind; isNew: boolean }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const guideId = search.get('guideId') ?? '';
  const id = search.get('id');
  const access = usePanelAccess();
  const toasts = usePanelToasts();
  const queryClient = useQueryClient();
  const query = kind === 'sponsor' ? guideQueries.sponsors(guideId) : guideQueries.socialNetworks(guideId);
  const list = useQuery({ ...(query as ReturnType<typeof guideQueries.sponsors>), enabled: guideId !== '' });
  const records = (list.data ?? []) as PartnerRecord[];
  const editing = id ? records.find((record) => record.id === id) : undefined;
  const canEdit = access.can('guide.edit', guideId);
  const listPath = kind === 'sponsor' ? PANEL_PATHS.sponsors(guideId) : PANEL_PATHS.socialNets(guideId);
  const newPath = kind === 'sponsor' ? `${PANEL_PATHS.sponsors(guideId)}&new=1` : PANEL_PATHS.socialNetNew(guideId);
  const editPath = (recordId: string) =>
    kind === 'sponsor' ? PANEL_PATHS.sponsorEdit(guideId, recordId) : PANEL_PATHS.socialNetEdit(guideId, recordId);
  const showForm = canEdit && (isNew || search.get('new') === '1' || editing !== undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: query.queryKey });
  const sharedWith = useSharedWith();

  const handleDelete = async (record: PartnerRecord) => {
    try {
      const answer =
        kind === 'sponsor'
          ? await sponsorsApi.remove(guideId, record.id)
          : await socialNetworksApi.remove(guideId, record.id);
      toasts.confirmed(answer.confirmation);
      await refresh();
      if (id === record.id) navigate(listPath, { replace: true });
    } catch (error) {
      toasts.failure(error);
    }
  };

  const icon = kind === 'sponsor' ? <IconHeartHandshake size={32} /> : <IconBrandInstagram size={32} />;
  const add = canEdit && !showForm && (
    <Button component={Link} to={newPath} leftSection={<IconPlus size={16} />} data-testid={`${kind}-add`}>
      {t(`panel.${kind}.new`)}
    </Button>
  );

  return (
    <PanelPage title={t(kind === 'sponsor' ? 'panel.nav.sponsors' : 'panel.nav.social_nets')} actions={add}>
      <Stack gap="lg">
        {showForm && (
          <PartnerForm
            key={editing?.id ?? 'new'}
            kind={kind}
            guideId={guideId}
            record={editing}
            onDone={async (saved) => {
              await refresh();
              await queryClient.invalidateQueries({ queryKey: ['panel', 'guide', guideId] });
              navigate(saved ? editPath(saved.id) : listPath, { replace: true });
            }}
          />
        )}
        <QueryState isPending={list.isPending && guideId !== ''} error={list.error}>
          {() =>
            records.length > 0 ? (
              <Stack gap="xs">
                {records.map((record) => (
                  <Group key={record.id} justify="space-between" gap="xs" data-testid={`${kind}-row`}>
                    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                      {/* The logo beside the name says nothing more: decorative. */}
                      <Avatar src={record.image} alt="" radius="sm" />
                      <div style={{ minWidth: 0 }}>
                        <Text fw={500} truncate>
                          {record.name}{' '}
                          {record.suffix && (
                            <Text span c="dimmed">
                              {record.suffix}
                            </Text>
                          )}
                        </Text>
                        <Text size="xs" c="dimmed" truncate>
                          {record.url}
                        </Text>
                      </div>
                      {!record.enabled && (
                        <Badge color="gray" variant="light">
                          {t('panel.guide.disabled')}
                        </Badge>
                      )}
                      {sharedWith(record.sharing) && (
                        <Badge color="blue" variant="light" tt="none" data-testid={`${kind}-shared`}>
                          {sharedWith(record.sharing)}
                        </Badge>
                      )}
                    </Group>
                    {canEdit && (
                      <Group gap="xs" wrap="nowrap">
                        <Button component={Link} to={editPath(record.id)} variant="default" size="xs">
                          {t('panel.edit')}
                        </Button>
                        <ConfirmDeleteButton name={record.name} onConfirm={() => handleDelete(record)} />
                      </Group>
                    )}
                  </Group>
                ))}
              </Stack>
            ) : (
              !showForm && <EmptyState icon={icon} title={t(`panel.${kind}.empty`)} />
            )
          }
        </QueryState>
      </Stack>
    </PanelPage>
  );
}
