import { Anchor, Badge, Button, Card, Code, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import type { PanelReward, PrizeDraw } from '@percurso/shared';
import { IconArrowsShuffle, IconDownload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePanelAccess } from '../common/panel-access.ts';
import { QueryState } from '../common/panel-page.tsx';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { prizeQueries, prizesApi } from './prizes-api.ts';

/**
 * A reward's draws: run the first, re-draw with a reason when the winner cannot be reached, and
 * the history with what recomputes each winner (seed, list and its SHA-256, the position drawn).
 */
export function DrawPanel({ reward }: { reward: PanelReward }) {
  const { t } = useTranslation();
  const access = usePanelAccess();
  const toasts = usePanelToasts();
  const queryClient = useQueryClient();
  const draws = useQuery(prizeQueries.draws(reward.id));
  const [reason, setReason] = useState('');
  const [isDrawing, setDrawing] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const canDraw = access.can('guide.content.edit', reward.guideId);
  const hasDraw = (draws.data ?? []).length > 0;

  const run = async () => {
    setDrawing(true);
    try {
      const answer = await prizesApi.draw(reward.id, hasDraw ? { redraw: true, reason } : {});
      toasts.confirmed(answer.confirmation);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: ['panel'] });
    } catch (error) {
      toasts.failure(error);
    } finally {
      setDrawing(false);
      setConfirming(false);
    }
  };

  return (
    <Stack gap="md" data-testid="draw-panel">
      <Title order={2} fz="h3">
        {t('panel.prizes.history')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('panel.prizes.draw_hint')}
      </Text>
      {canDraw && (
        <Card withBorder radius="md">
          <Stack gap="sm">
            {hasDraw && (
              <Textarea
                label={t('panel.prizes.redraw_reason')}
                placeholder={t('panel.prizes.redraw_placeholder')}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                autosize
                minRows={1}
                data-testid="draw-reason"
              />
            )}
            <Group justify="flex-end">
              <Button
                onClick={() => setConfirming(true)}
                loading={isDrawing}
                disabled={!reward.enable}
                leftSection={<IconArrowsShuffle size={18} />}
                data-testid="draw-run"
              >
                {hasDraw ? t('panel.prizes.redraw') : t('panel.prizes.draw')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {/* A draw is recorded for good (a new one only adds to the history): asked before it runs. */}
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('panel.prizes.draw_confirm_title')}
        centered
      >
        <Text>{t(hasDraw ? 'panel.prizes.redraw_confirm' : 'panel.prizes.draw_confirm')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={isDrawing}>
            {t('panel.prizes.draw_cancel')}
          </Button>
          <Button onClick={() => void run()} loading={isDrawing} data-testid="draw-confirm">
            {hasDraw ? t('panel.prizes.redraw') : t('panel.prizes.draw')}
          </Button>
        </Group>
      </Modal>
      <QueryState isPending={draws.isPending} error={draws.error}>
        {() =>
          hasDraw ? (
            <Stack gap="sm">
              {(draws.data ?? []).map((draw, index) => (
                <DrawCard key={draw.id} draw={draw} isCurrent={index === 0} />
              ))}
              <Text size="xs" c="dimmed">
                {t('panel.prizes.how_to_check')}
              </Text>
            </Stack>
          ) : (
            <Text c="dimmed">{t('panel.prizes.history_empty')}</Text>
          )
        }
      </QueryState>
    </Stack>
  );
}

function DrawCard({ draw, isCurrent }: { draw: PrizeDraw; isCurrent: boolean }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(draw.createdAt),
  );
  const download = () => {
    const url = URL.createObjectURL(new Blob([draw.eligibleIds.join('\n')], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `sorteio-${draw.id}.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Card withBorder radius="md" data-testid="draw-row" data-current={isCurrent || undefined}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} data-testid="draw-winner">
            {t('panel.prizes.winner', { name: draw.winner.name })}
          </Text>
          <Badge color={draw.mailed ? 'teal' : 'orange'} variant="light">
            {draw.mailed ? t('panel.prizes.mailed') : t('panel.prizes.not_mailed')}
          </Badge>
        </Group>
        {draw.winner.email && (
          <Text size="sm" data-testid="draw-winner-email">
            {draw.winner.email}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('panel.prizes.drawn_by', { date: when, name: draw.drawnBy.name })}
        </Text>
        {draw.reason && (
          <Text size="sm" data-testid="draw-reason-shown">
            {t('panel.prizes.redraw_of', { reason: draw.reason })}
          </Text>
        )}
        <Group gap="md" wrap="wrap">
          <Text size="sm">{t('panel.prizes.eligible', { count: draw.eligibleIds.length })}</Text>
          <Text size="sm">{t('panel.prizes.position', { index: draw.winnerIndex })}</Text>
          <Anchor component="button" type="button" size="sm" onClick={download} data-testid="draw-download">
            <Group gap={4} wrap="nowrap">
              <IconDownload size={14} />
              {t('panel.prizes.download_list')}
            </Group>
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed">
          {t('panel.prizes.seed')}
        </Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="draw-seed">
          {draw.seed}
        </Code>
        <Text size="xs" c="dimmed">
          {t('panel.prizes.list_hash')}
        </Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="draw-hash">
          {draw.listHash}
        </Code>
      </Stack>
    </Card>
  );
}
