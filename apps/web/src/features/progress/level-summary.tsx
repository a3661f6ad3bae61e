import '@mantine/core/styles/Progress.css';
import { Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProgress } from './progress-query.ts';

/** The visitor's experience level and label, with how far the next level is (user-level rule). */
export function LevelSummary({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const progress = useProgress();
  if (!progress) return null;
  const label = t(`progress.level.${progress.experienceLabel}`);
  const remaining = progress.pointsForNextLevel - progress.pointsInLevel;
  return (
    <Stack gap={4} data-testid="visitor-level" data-level={progress.experienceLevel}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size={compact ? 24 : 32} radius="xl" variant="light" color="accent">
          <IconAward size={compact ? 14 : 18} />
        </ThemeIcon>
        <div>
          <Text size="sm" fw={700}>
            {t('progress.level_with_label', { level: progress.experienceLevel, label })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('progress.visited_points', { count: progress.visitedPointCount })}
            {progress.completedJourneyIds.length > 0 &&
              ` · ${t('progress.completed_journeys', { count: progress.completedJourneyIds.length })}`}
          </Text>
        </div>
      </Group>
      <Progress
        value={(progress.pointsInLevel / progress.pointsForNextLevel) * 100}
        size="sm"
        radius="xl"
        color="accent"
        aria-label={t('progress.next_level', { count: remaining })}
      />
      <Text size="xs" c="dimmed">
        {t('progress.next_level', { count: remaining })}
      </Text>
    </Stack>
  );
}
