import '@mantine/core/styles/Progress.css';
import { Group, Progress, Text } from '@mantine/core';
import { journeyProgress, type PointSummary } from '@percurso/shared';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProgress } from './progress-query.ts';

/** The share of the journey's required points the visitor has unlocked (journey-progress rule). */
export function JourneyProgressBar({ journeyId, points }: { journeyId: string; points: readonly PointSummary[] }) {
  const { t } = useTranslation();
  const progress = useProgress();
  const share = journeyProgress(points, progress?.unlockedPointIds ?? []);
  const percent = Math.round(share * 100);
  const isCompleted = progress?.completedJourneyIds.includes(journeyId) ?? false;
  return (
    <div data-testid="journey-progress" data-percent={percent} data-completed={isCompleted}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="sm" fw={600} c={isCompleted ? 'teal.8' : undefined}>
          {isCompleted ? (
            <Group component="span" gap={4}>
              <IconTrophy size={16} aria-hidden="true" />
              {t('progress.journey_completed')}
            </Group>
          ) : (
            t('progress.journey_label')
          )}
        </Text>
        <Text size="sm" c="dimmed">
          {t('progress.journey_percent', { percent })}
        </Text>
      </Group>
      {/* The section is the progressbar: its name and value text go there, not on the track. */}
      <Progress.Root radius="xl" size="md">
        <Progress.Section
          value={percent}
          color={isCompleted ? 'teal' : 'accent'}
          aria-label={t('progress.journey_label')}
          aria-valuetext={t('progress.journey_percent', { percent })}
        />
      </Progress.Root>
    </div>
  );
}
