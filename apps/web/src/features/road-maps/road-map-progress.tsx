import '@mantine/core/styles/Progress.css';
import { Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { roadMapCompletion } from '@percurso/shared/road-map';
import { IconRosette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RegisterPrompt } from '../account/index.ts';

interface RoadMapProgressProps {
  guideIds: string[];
  visited: Set<string>;
  registered: boolean;
}

/**
 * The visitor's own progress on the road map: places visited (a road-map execution each), the
 * share of them, and a badge-like mark once every place is visited (the completion band is an
 * analytics figure for the panel, not a visitor's word). Anonymous visitors
 * are asked to register: their visits are not saved (spec §6).
 */
export function RoadMapProgress({ guideIds, visited, registered }: RoadMapProgressProps) {
  const { t } = useTranslation();
  if (!registered) {
    return (
      <Paper withBorder radius="lg" p="md" data-testid="road-map-progress">
        <RegisterPrompt compact text={t('road_maps.progress.register')} />
      </Paper>
    );
  }
  const completion = roadMapCompletion(visited, guideIds);
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      data-testid="road-map-progress"
      data-complete={completion.complete}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={6} style={{ flex: 1 }}>
          <Title order={2} fz="h4">
            {t('road_maps.progress.title')}
          </Title>
          <Text size="sm">
            {t('road_maps.progress.count', { visited: completion.visited, total: completion.total })}
          </Text>
          <Progress
            value={completion.percent}
            color="teal"
            size="lg"
            radius="xl"
            aria-label={t('road_maps.progress.title')}
          />
          <Text size="xs" c="dimmed">
            {t('road_maps.progress.how')}
          </Text>
        </Stack>
        {completion.complete && (
          <Stack align="center" gap={4} data-testid="road-map-complete-mark">
            <ThemeIcon size={64} radius="xl" color="teal" variant="gradient" gradient={{ from: 'teal', to: 'violet' }}>
              <IconRosette size={36} />
            </ThemeIcon>
            <Text size="sm" fw={700} c="teal.8" ta="center">
              {t('road_maps.progress.complete')}
            </Text>
          </Stack>
        )}
      </Group>
    </Paper>
  );
}
