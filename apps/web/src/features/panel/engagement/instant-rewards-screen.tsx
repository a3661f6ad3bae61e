import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconGift, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ConfirmDeleteButton } from '../common/confirm-delete.tsx';
import { announcePanelGuide } from '../common/current-panel-guide.ts';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { guideQueries } from '../guides/guides-api.ts';
import { journeyQueries } from '../journeys/journeys-api.ts';
import { engagementApi, engagementQueries } from './engagement-api.ts';
import { InstantRewardForm } from './instant-reward-form.tsx';
import { WinnersList } from './winners-list.tsx';

/**
 * /rewardInstantEdit/edit?guideId= (&id= to edit one, &new=1 to add one): a guide's instant
 * rewards in the order they are played, the editor, and the winners list.
 */
export function InstantRewardsScreen() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const guideId = search.get('guideId') ?? '';
  const id = search.get('id');
  const access = usePanelAccess();
  const toasts = usePanelToasts();
  const queryClient = useQueryClient();
  useEffect(() => announcePanelGuide(guideId || undefined), [guideId]);
  const list = useQuery({ ...engagementQueries.rewards(guideId), enabled: guideId !== '' });
  const journeys = useQuery({ ...journeyQueries.ofGuide(guideId), enabled: guideId !== '' });
  const points = useQuery({ ...guideQueries.points(guideId), enabled: guideId !== '' });
  const rewards = list.data ?? [];
  const editing = id ? rewards.find((reward) => reward.id === id) : undefined;
  const canEdit = access.can('guide.content.edit', guideId);
  const showForm = canEdit && (search.get('new') === '1' || editing !== undefined);
  const journeyOptions = (journeys.data ?? []).map((journey) => ({ value: journey.id, label: localize(journey.name) }));
  const pointOptions = (points.data ?? []).map((point) => ({ value: point.id, label: localize(point.name) }));
  const journeyName = (journeyId: string | null) =>
    journeyOptions.find((option) => option.value === journeyId)?.label ?? '';
  const refresh = () => queryClient.invalidateQueries({ queryKey: engagementQueries.rewards(guideId).queryKey });

  const remove = async (rewardId: string) => {
    try {
      toasts.confirmed((await engagementApi.removeReward(rewardId)).confirmation);
      await refresh();
      if (id === rewardId) navigate(PANEL_PATHS.instantRewards(guideId), { replace: true });
    } catch (error) {
      toasts.failure(error);
    }
  };

  const add = canEdit && !showForm && (
    <Button
      component={Link}
      to={`${PANEL_PATHS.instantRewards(guideId)}&new=1`}
      leftSection={<IconPlus size={16} />}
      data-testid="instant-reward-add"
    >
      {t('panel.instant.new')}
    </Button>
  );

  return (
    <PanelPage title={t('panel.nav.instant_rewards')} actions={add} testId="instant-rewards-screen">
      <Stack gap="lg">
        {showForm && journeys.data && points.data && (
          <InstantRewardForm
            key={editing?.id ?? 'new'}
            guideId={guideId}
            reward={editing}
            journeys={journeyOptions}
            points={pointOptions}
            onDone={async (saved) => {
              await refresh();
              navigate(saved ? PANEL_PATHS.instantRewardEdit(guideId, saved.id) : PANEL_PATHS.instantRewards(guideId), {
                replace: true,
              });
            }}
          />
        )}
        <QueryState isPending={list.isPending && guideId !== ''} error={list.error}>
          {() =>
            rewards.length > 0 ? (
              <Stack gap="xs">
                {rewards.map((reward) => (
                  <Group key={reward.id} justify="space-between" gap="xs" data-testid="instant-reward-row">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={500} truncate>
                        {localize(reward.name)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {reward.model === 'journey'
                          ? `${journeyName(reward.journeyId)} · ${reward.journeyRate}%`
                          : `${reward.pointsToWin}/${reward.pointIdsSelected.length}`}{' '}
                        · {t('engagement.rewards.chance', { percent: reward.instantRewardRate })}
                      </Text>
                    </div>
                    <Group gap="xs" wrap="nowrap">
                      {!reward.enabled && (
                        <Badge color="gray" variant="light">
                          {t('panel.guide.disabled')}
                        </Badge>
                      )}
                      <Badge color={reward.winner ? 'teal' : 'gray'} variant="light">
                        {reward.winner ? (reward.winner.name ?? reward.winner.userId) : t('panel.instant.free')}
                      </Badge>
                      {canEdit && (
                        <>
                          <Button
                            component={Link}
                            to={PANEL_PATHS.instantRewardEdit(guideId, reward.id)}
                            variant="default"
                            size="xs"
                          >
                            {t('panel.edit')}
                          </Button>
                          <ConfirmDeleteButton name={localize(reward.name)} onConfirm={() => remove(reward.id)} />
                        </>
                      )}
                    </Group>
                  </Group>
                ))}
              </Stack>
            ) : (
              !showForm && <EmptyState icon={<IconGift size={32} />} title={t('panel.instant.empty')} />
            )
          }
        </QueryState>
        <Stack gap="xs">
          <Title order={2} fz="h4">
            {t('panel.instant.winners')}
          </Title>
          <WinnersList rewards={rewards} canEdit={canEdit} onChange={refresh} />
        </Stack>
      </Stack>
    </PanelPage>
  );
}
