import { Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAward, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ConfirmDeleteButton } from '../common/confirm-delete.tsx';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { journeyQueries } from '../journeys/journeys-api.ts';
import { EmblemForm } from './emblem-form.tsx';
import { engagementApi, engagementQueries } from './engagement-api.ts';

/** /guidePanel/{guideId}/emblems (?id= to edit one, ?new=1 to add one): a guide's emblems. */
function EmblemsRoute() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { guideId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = search.get('id');
  const access = usePanelAccess();
  const toasts = usePanelToasts();
  const queryClient = useQueryClient();
  const list = useQuery(engagementQueries.emblems(guideId));
  const journeys = useQuery(journeyQueries.ofGuide(guideId));
  const emblems = list.data ?? [];
  const editing = id ? emblems.find((emblem) => emblem.id === id) : undefined;
  const canEdit = access.can('guide.content.edit', guideId);
  const showForm = canEdit && (search.get('new') === '1' || editing !== undefined);
  const journeyOptions = (journeys.data ?? []).map((journey) => ({ value: journey.id, label: localize(journey.name) }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: engagementQueries.emblems(guideId).queryKey });

  const remove = async (emblemId: string) => {
    try {
      toasts.confirmed((await engagementApi.removeEmblem(emblemId)).confirmation);
      await refresh();
      if (id === emblemId) navigate(PANEL_PATHS.emblems(guideId), { replace: true });
    } catch (error) {
      toasts.failure(error);
    }
  };

  const add = canEdit && !showForm && (
    <Button
      component={Link}
      to={`${PANEL_PATHS.emblems(guideId)}?new=1`}
      leftSection={<IconPlus size={16} />}
      data-testid="emblem-add"
    >
      {t('panel.emblem.new')}
    </Button>
  );

  return (
    <PanelPage title={t('panel.nav.emblems')} actions={add} testId="emblems-screen">
      <Stack gap="lg">
        {showForm && journeys.data && (
          <EmblemForm
            key={editing?.id ?? 'new'}
            guideId={guideId}
            emblem={editing}
            journeys={journeyOptions}
            onDone={async (saved) => {
              await refresh();
              navigate(saved ? `${PANEL_PATHS.emblems(guideId)}?id=${saved.id}` : PANEL_PATHS.emblems(guideId), {
                replace: true,
              });
            }}
          />
        )}
        <QueryState isPending={list.isPending} error={list.error}>
          {() =>
            emblems.length > 0 ? (
              <Stack gap="xs">
                {emblems.map((emblem) => (
                  <Group key={emblem.id} justify="space-between" gap="xs" data-testid="emblem-row">
                    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                      <Avatar src={emblem.image} alt="" radius="xl">
                        <IconAward size={20} />
                      </Avatar>
                      <div style={{ minWidth: 0 }}>
                        <Text fw={500} truncate>
                          {localize(emblem.name)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {journeyOptions.find((option) => option.value === emblem.journeyId)?.label} ·{' '}
                          {emblem.journeyProgress}%
                        </Text>
                      </div>
                      {!emblem.enabled && (
                        <Badge color="gray" variant="light">
                          {t('panel.guide.disabled')}
                        </Badge>
                      )}
                    </Group>
                    {canEdit && (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          component={Link}
                          to={`${PANEL_PATHS.emblems(guideId)}?id=${emblem.id}`}
                          variant="default"
                          size="xs"
                        >
                          {t('panel.edit')}
                        </Button>
                        <ConfirmDeleteButton name={localize(emblem.name)} onConfirm={() => remove(emblem.id)} />
                      </Group>
                    )}
                  </Group>
                ))}
              </Stack>
            ) : (
              !showForm && <EmptyState icon={<IconAward size={32} />} title={t('panel.emblem.empty')} />
            )
          }
        </QueryState>
      </Stack>
    </PanelPage>
  );
}

export { EmblemsRoute as Component };
