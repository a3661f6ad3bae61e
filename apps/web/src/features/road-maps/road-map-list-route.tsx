import { Button, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { roadMapCompletion } from '@percurso/shared/road-map';
import { IconRoute } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queries } from '../../api/queries.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { RoadMapCard } from './road-map-card.tsx';
import { useVisitedGuides } from './road-map-executions.ts';
import { filterRoadMaps, type RoadMapFilter } from './road-map-filter.ts';
import { RoadMapFilters } from './road-map-filters.tsx';
import { loadRoadMapMessages } from './road-map-messages.ts';

/** The road-map screens' messages load with the screen (never with the app shell). */
export const loader = () => loadRoadMapMessages().then(() => null);

/** /roteiros (?van=van%202&q=frevo): every enabled road map, filtered by van and by text. */
export function Component() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(queries.roadMaps());
  const [search, setSearch] = useSearchParams();
  const { visitedIn } = useVisitedGuides();
  const roadMaps = data?.roadMaps ?? [];
  const filter: RoadMapFilter = { van: search.get('van'), query: search.get('q') ?? '' };
  const shown = filterRoadMaps(roadMaps, filter);
  const filtered = filter.van !== null || filter.query.trim() !== '';
  const setFilter = (next: RoadMapFilter) => {
    const params = new URLSearchParams();
    if (next.van) params.set('van', next.van);
    if (next.query) params.set('q', next.query);
    setSearch(params, { replace: true });
  };

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
          <>
            <RoadMapFilters roadMaps={roadMaps} filter={filter} onChange={setFilter} />
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="road-map-count">
              {t('road_maps.filter.count', { count: shown.length })}
            </Text>
            {shown.length === 0 ? (
              <EmptyState
                icon={<IconRoute size={30} />}
                title={t('road_maps.filter.no_match')}
                action={
                  filtered && (
                    <Button variant="light" radius="xl" onClick={() => setFilter({ van: null, query: '' })}>
                      {t('road_maps.filter.clear')}
                    </Button>
                  )
                }
              />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="road-map-list">
                {shown.map((roadMap) => (
                  <RoadMapCard
                    key={roadMap.id}
                    roadMap={roadMap}
                    completion={roadMapCompletion(
                      visitedIn(roadMap.id),
                      roadMap.guides.map((guide) => guide.id),
                    )}
                  />
                ))}
              </SimpleGrid>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
