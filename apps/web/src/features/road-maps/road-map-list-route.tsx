import { Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queries } from '../../api/queries.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { RoadMapCard } from './road-map-card.tsx';

/** /roteiros: every enabled road map. */
export function Component() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(queries.roadMaps());
  const roadMaps = data?.roadMaps ?? [];

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('visitor.road_maps.title')}</Title>
          <Text c="dimmed">{t('visitor.road_maps.subtitle')}</Text>
        </Stack>
        {isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <Skeleton height={300} radius="lg" />
            <Skeleton height={300} radius="lg" />
          </SimpleGrid>
        ) : roadMaps.length === 0 ? (
          <EmptyState icon={<IconRoute size={30} />} title={t('visitor.road_maps.empty')} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="road-map-list">
            {roadMaps.map((roadMap) => (
              <RoadMapCard key={roadMap.id} roadMap={roadMap} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
