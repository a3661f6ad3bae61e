import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type LocalizedText, namePathOf } from '@percurso/shared';
import { IconBus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalize } from '../../i18n/use-content-language.ts';

interface RoadMapVansProps {
  vans: { name: string; guideIds: string[] }[];
  places: { id: string; name: LocalizedText }[];
}

/** Which places each van visits. */
export function RoadMapVans({ vans, places }: RoadMapVansProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  if (vans.length === 0) return null;
  const byId = new Map(places.map((place) => [place.id, place]));

  return (
    <Stack gap="sm" component="section" data-testid="road-map-vans">
      <Title order={2} fz="h3">
        {t('visitor.road_maps.vans_title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {vans.map((van) => (
          <Paper key={van.name} withBorder radius="lg" p="md">
            <Group gap="xs" mb="xs">
              <IconBus size={20} color="var(--mantine-primary-color-filled)" />
              <Text fw={700}>{van.name}</Text>
            </Group>
            <Group gap={6}>
              {van.guideIds.map((id) => {
                const place = byId.get(id);
                if (!place) return null;
                const name = localize(place.name);
                return (
                  <Badge
                    key={id}
                    component={Link}
                    to={`/${namePathOf(place.name)}`}
                    variant="light"
                    tt="none"
                    radius="xl"
                    size="lg"
                    fw={500}
                    style={{ cursor: 'pointer' }}
                  >
                    {name}
                  </Badge>
                );
              })}
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
