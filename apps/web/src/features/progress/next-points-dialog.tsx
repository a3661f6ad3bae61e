import '../../ui/dialog-styles.ts';
import { Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import type { PointSummary } from '@percurso/shared';
import { IconChevronRight } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../api/queries.ts';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { useFocusReturn } from '../../ui/focus-return.ts';
import { RateButton } from '../ratings/index.ts';
import { JourneyProgressBar } from './journey-progress-bar.tsx';
import { PointStateBadge } from './point-state-badge.tsx';
import { stateOf, useProgress } from './progress-query.ts';

interface NextPointsDialogProps {
  guideId: string;
  journeyId: string;
  journeyName: string;
  /** The journey's points in visiting order. */
  points: readonly PointSummary[];
  /** The point just recorded: the list starts after it. */
  pointId: string;
  onOpenPoint: (pointId: string) => void;
  onClose: () => void;
}

/**
 * Spec §2: after an interaction is recorded, the journey's next points with their state: those
 * after the point just visited first, then the ones before it the visitor has not finished.
 */
export default function NextPointsDialog(props: NextPointsDialogProps) {
  const { guideId, journeyId, journeyName, points, pointId, onOpenPoint, onClose } = props;
  const { t } = useTranslation();
  const localize = useLocalize();
  const progress = useProgress();
  useFocusReturn();
  const index = points.findIndex((point) => point.id === pointId);
  const ordered = [...points.slice(index + 1), ...points.slice(0, Math.max(index, 0))];
  const next = ordered.filter((point) => stateOf(progress, point) !== 'completed');
  // The first suggestions are where the visitor most likely goes: their content loads now.
  const queryClient = useQueryClient();
  const firstIds = next
    .slice(0, 2)
    .map((point) => point.id)
    .join(' ');
  useEffect(() => {
    for (const id of firstIds.split(' ').filter(Boolean)) void queryClient.prefetchQuery(queries.point(id));
  }, [queryClient, firstIds]);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('progress.next_points.title')}
      size={560}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid="next-points-dialog">
        <Text fw={600}>{journeyName}</Text>
        <JourneyProgressBar journeyId={journeyId} points={points} />
        {next.length === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text data-testid="next-points-all-done">{t('progress.next_points.all_done')}</Text>
            <Text size="sm">{t('rating.journey_done')}</Text>
            <RateButton
              type="Jornada"
              targetId={journeyId}
              guideId={guideId}
              targetName={journeyName}
              label={t('rating.rate_journey')}
              testId="rate-journey"
            />
          </Stack>
        ) : (
          <Stack gap={6}>
            {next.slice(0, 5).map((point) => (
              <UnstyledButton
                key={point.id}
                onClick={() => onOpenPoint(point.id)}
                data-testid="next-point"
                data-point-id={point.id}
                style={{ borderRadius: 12, border: '1px solid var(--mantine-color-default-border)', padding: 10 }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} lineClamp={1}>
                    {localize(point.name)}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    <PointStateBadge state={stateOf(progress, point)} point={point} size="xs" />
                    <IconChevronRight size={18} aria-hidden="true" />
                  </Group>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="next-points-close">
            {t('progress.next_points.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
