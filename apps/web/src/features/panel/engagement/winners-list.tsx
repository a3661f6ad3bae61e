import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { PanelInstantReward } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { engagementApi } from './engagement-api.ts';

/** Who won which instant reward and when, whether it was handed over, and the switch to record it. */
export function WinnersList({
  rewards,
  canEdit,
  onChange,
}: {
  rewards: readonly PanelInstantReward[];
  canEdit: boolean;
  onChange: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  const toasts = usePanelToasts();
  const won = rewards
    .filter((reward) => reward.winner)
    .sort((a, b) => (b.winner?.wonAt ?? '').localeCompare(a.winner?.wonAt ?? ''));
  if (won.length === 0) return <Text c="dimmed">{t('panel.instant.no_winners')}</Text>;
  const toggle = async (reward: PanelInstantReward) => {
    try {
      const answer = await engagementApi.setCollected(reward.id, !reward.winner?.collectedAt);
      toasts.confirmed(answer.confirmation);
      await onChange();
    } catch (error) {
      toasts.failure(error);
    }
  };
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Stack gap="xs" data-testid="winners">
      {won.map((reward) => {
        const winner = reward.winner;
        if (!winner) return null;
        return (
          <Group key={reward.id} justify="space-between" gap="xs" data-testid="winner-row">
            <div style={{ minWidth: 0 }}>
              <Text fw={500} truncate>
                {localize(reward.name)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('panel.instant.won_by', {
                  name: winner.name ?? '—',
                  email: winner.email ?? '—',
                  date: when(winner.wonAt),
                })}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              <Badge color={winner.collectedAt ? 'teal' : 'yellow'} variant="light" data-testid="winner-collected">
                {t(winner.collectedAt ? 'panel.instant.collected' : 'panel.instant.not_collected')}
              </Badge>
              {canEdit && (
                <Button size="xs" variant="default" onClick={() => void toggle(reward)} data-testid="winner-toggle">
                  {t(winner.collectedAt ? 'panel.instant.unmark_collected' : 'panel.instant.mark_collected')}
                </Button>
              )}
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
