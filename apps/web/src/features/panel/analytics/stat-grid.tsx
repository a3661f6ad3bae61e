import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface Stat {
  label: string;
  value: number | string | null;
  detail?: string | undefined;
  testId: string;
}

/** The headline figures: big numbers with their label, skeletons while loading. */
export function StatGrid({ stats, loading }: { stats: Stat[]; loading: boolean }) {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="analytics-headline">
      {stats.map((stat) => (
        <Card key={stat.testId} withBorder radius="md" padding="sm" data-testid={stat.testId}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase" lh={1.3}>
            {stat.label}
          </Text>
          {loading ? (
            <Skeleton h={32} mt={6} w="60%" />
          ) : (
            <Text fz={28} fw={800} lh={1.3} c="brand.7" data-testid={`${stat.testId}-value`}>
              {stat.value === null ? '—' : typeof stat.value === 'number' ? number.format(stat.value) : stat.value}
            </Text>
          )}
          {stat.detail && !loading && (
            <Text size="xs" c="dimmed">
              {stat.detail}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
