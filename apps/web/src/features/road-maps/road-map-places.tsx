import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type LocalizedText, namePathOf } from '@percurso/shared';
import { IconChevronRight, IconMapPin } from '@tabler/icons-react';
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

/** The road map's guides, with image and city from the guide list when it has them. */
export function RoadMapPlaces({ places }: { places: Place[] }) {
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
