import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { PanelReward } from '@percurso/shared';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { announcePanelGuide } from '../common/current-panel-guide.ts';
import { DataExportButtons, exportPaths } from '../common/data-export-buttons.tsx';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { DrawPanel } from './draw-panel.tsx';
import { PrizeForm } from './prize-form.tsx';
import { prizeQueries } from './prizes-api.ts';

/**
 * /reward/edit (spec §2): ?guideId= lists the guide's prize-draw rewards (and `&new=1` opens a new
 * one); ?id= edits one, with its draws: run, re-draw with a reason, and the auditable history.
 */
function PrizeEditRoute() {
  const [search] = useSearchParams();
  const id = search.get('id');
  const guideId = search.get('guideId') ?? '';
  const reward = useQuery({ ...prizeQueries.one(id ?? ''), enabled: id !== null });
  useEffect(() => announcePanelGuide(reward.data?.guideId ?? (guideId || undefined)), [reward.data, guideId]);
  if (id) {
    return (
      <QueryState isPending={reward.isPending} error={reward.error}>
        {() => reward.data && <PrizeScreen key={id} reward={reward.data} />}
      </QueryState>
    );
  }
  if (search.get('new')) return <PrizeScreen key="new" guideId={guideId} />;
  return <PrizeList guideId={guideId} />;
}

function PrizeScreen({ reward, guideId }: { reward?: PanelReward; guideId?: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <PanelPage title={reward ? localize(reward.name) : t('panel.prizes.new')} testId="prize-editor">
      <Stack gap="xl">
        <PrizeForm reward={reward} guideId={reward?.guideId ?? guideId ?? ''} />
        {reward ? (
          <DrawPanel reward={reward} />
        ) : (
          <Text c="dimmed" size="sm">
            {t('panel.prizes.save_first')}
          </Text>
        )}
      </Stack>
    </PanelPage>
  );
}

function PrizeList({ guideId }: { guideId: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const access = usePanelAccess();
  const rewards = useQuery(prizeQueries.ofGuide(guideId));
  const dates = (reward: PanelReward) =>
    t('panel.prizes.dates', {
      start: reward.startDate ?? t('panel.prizes.open_date'),
      final: reward.finalDate ?? t('panel.prizes.open_date'),
    });
  return (
    <PanelPage
      title={t('panel.prizes.title')}
      testId="prize-list"
      actions={
        access.can('guide.content.edit', guideId) && (
          <Button
            component={Link}
            to={PANEL_PATHS.prizeNew(guideId)}
            leftSection={<IconPlus size={18} />}
            data-testid="prize-new"
          >
            {t('panel.prizes.new')}
          </Button>
        )
      }
    >
      <Stack gap="sm">
        <Text c="dimmed">{t('panel.prizes.intro')}</Text>
        <DataExportButtons
          path={exportPaths.guide(guideId, 'winners')}
          dataset={t('panel.export.winners')}
          testId="export-winners"
        />
        <QueryState isPending={rewards.isPending} error={rewards.error}>
          {() =>
            (rewards.data ?? []).length === 0 ? (
              <Text>{t('panel.prizes.empty')}</Text>
            ) : (
              (rewards.data ?? []).map((reward) => (
                <Card
                  key={reward.id}
                  withBorder
                  radius="md"
                  component={Link}
                  to={PANEL_PATHS.prizeEdit(reward.id)}
                  data-testid="prize-row"
                >
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <div>
                      <Text fw={700}>{localize(reward.name)}</Text>
                      <Text size="sm" c="dimmed">
                        {dates(reward)}
                      </Text>
                    </div>
                    <Badge color={reward.winner ? 'teal' : 'gray'} variant="light" size="lg">
                      {reward.winner
                        ? t('panel.prizes.winner', { name: reward.winner.name })
                        : t('panel.prizes.no_winner')}
                    </Badge>
                  </Group>
                </Card>
              ))
            )
          }
        </QueryState>
      </Stack>
    </PanelPage>
  );
}

export { PrizeEditRoute as Component };
