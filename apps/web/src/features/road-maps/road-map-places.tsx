import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type LocalizedText, namePathOf } from '@percurso/shared';
import { IconChevronRight, IconCircleCheckFilled, IconCircleDashed, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queries } from '../../api/queries.ts';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { LazyImage } from '../../ui/lazy-image.tsx';
import classes from './road-map-places.module.css';

interface Place {
  id: string;
  name: LocalizedText;
}

/**
 * The road map's guides, with image and city from the guide list when it has them, and, for a
 * registered visitor (`visited` given), whether they have visited each one.
 */
export function RoadMapPlaces({ places, visited }: { places: Place[]; visited?: Set<string> | undefined }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { data } = useQuery(queries.guides(''));
  const summaries = new Map((data?.guides ?? []).map((guide) => [guide.id, guide]));

  return (
    <Stack gap="sm" component="section">
      <Title order={2} fz="h3">
        {t('visitor.road_maps.places_title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {places.map((place, index) => {
          const summary = summaries.get(place.id);
          const name = localize(place.name);
          return (
            <Card
              key={place.id}
              component={Link}
              to={`/${namePathOf(place.name)}`}
              withBorder
              padding="xs"
              radius="lg"
              data-testid="road-map-place"
              data-visited={visited ? visited.has(place.id) : undefined}
            >
              <Group wrap="nowrap" gap="sm">
                <LazyImage src={summary?.image ?? summary?.bannerUrl} alt="" ratio="1 / 1" className={classes.thumb} />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="xs" c="dimmed" fw={700}>
                    {index + 1}
                  </Text>
                  <Text fw={700} lineClamp={2} lh={1.25}>
                    {name}
                  </Text>
                  {visited && (
                    <Group gap={4} c={visited.has(place.id) ? 'teal.8' : 'dimmed'} wrap="nowrap">
                      {visited.has(place.id) ? <IconCircleCheckFilled size={14} /> : <IconCircleDashed size={14} />}
                      <Text size="xs" fw={600}>
                        {t(visited.has(place.id) ? 'road_maps.progress.visited' : 'road_maps.progress.not_visited')}
                      </Text>
                    </Group>
                  )}
                  {summary?.address && (
                    <Group gap={4} c="dimmed" wrap="nowrap">
                      <IconMapPin size={14} />
                      <Text size="xs" truncate>
                        {summary.address.city}
                      </Text>
                    </Group>
                  )}
                </Stack>
                <IconChevronRight size={18} color="var(--mantine-color-gray-5)" />
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
