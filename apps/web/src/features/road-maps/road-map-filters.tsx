import '@mantine/core/styles/Combobox.css';
import { Badge, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { namePathOf, type RoadMap } from '@percurso/shared';
import { ROAD_MAP_VANS } from '@percurso/shared/road-map';
import { IconBus, IconSearch } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { useTypedBeforeTakeover } from '../../ui/use-typed-before-takeover.ts';
import { guidesOfVan, type RoadMapFilter } from './road-map-filter.ts';

interface RoadMapFiltersProps {
  roadMaps: readonly RoadMap[];
  filter: RoadMapFilter;
  onChange: (filter: RoadMapFilter) => void;
}

/** /roteiros filters: text (the spec's '+' search) and one of the twelve vans, with the places it serves. */
export function RoadMapFilters({ roadMaps, filter, onChange }: RoadMapFiltersProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const vanGuides = filter.van ? guidesOfVan(roadMaps, filter.van) : [];
  const search = useRef<HTMLInputElement>(null);
  useTypedBeforeTakeover(search, filter.query, (query) => onChange({ ...filter, query }));
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('road_maps.filter.label')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            ref={search}
            label={t('road_maps.filter.search')}
            placeholder={t('road_maps.filter.search_placeholder')}
            leftSection={<IconSearch size={16} />}
            value={filter.query}
            onChange={(event) => onChange({ ...filter, query: event.currentTarget.value })}
            data-testid="road-map-search"
          />
          <Select
            label={t('road_maps.filter.van')}
            placeholder={t('road_maps.filter.all_vans')}
            leftSection={<IconBus size={16} />}
            data={ROAD_MAP_VANS.map((van) => ({ value: van, label: van }))}
            value={filter.van}
            onChange={(van) => onChange({ ...filter, van })}
            clearable
            allowDeselect
            comboboxProps={{ withinPortal: true }}
            data-testid="road-map-van"
          />
        </SimpleGrid>
        {filter.van && (
          <Stack gap={6} data-testid="road-map-van-places">
            <Text size="sm" fw={600}>
              {t('road_maps.filter.van_places', { van: filter.van })}
            </Text>
            {vanGuides.length > 0 ? (
              <Group gap={6}>
                {vanGuides.map((guide) => (
                  <Badge
                    key={guide.id}
                    component={Link}
                    to={`/${namePathOf(guide.name)}`}
                    variant="light"
                    tt="none"
                    radius="xl"
                    size="lg"
                    fw={500}
                    style={{ cursor: 'pointer' }}
                  >
                    {localize(guide.name)}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('road_maps.filter.van_none')}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
