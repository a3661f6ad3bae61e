import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import type { GuideBundle } from '@percurso/shared';
import { IconRoute, IconSearch, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { LazyImage } from '../../ui/lazy-image.tsx';
import { filterByTag, tagsOf } from '../guide/guide-model.ts';
import { TagFilter } from '../guide/tag-filter.tsx';
import { pointSuggestions, searchPoints } from './point-search.ts';
import type { FavouriteRoutes } from './use-favourite-routes.ts';

interface PointPickerProps {
  bundle: GuideBundle;
  favourites: FavouriteRoutes;
  onManage: () => void;
}

/** Spec §2 favourite points picker: search (three suggestions at most), tag chips, and starred point cards. */
export function PointPicker({ bundle, favourites, onManage }: PointPickerProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const [query, setQuery] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const nameOf = useMemo(() => (point: GuideBundle['points'][number]) => localize(point.name), [localize]);
  const suggestions = pointSuggestions(bundle.points, query, nameOf);
  const shown = filterByTag(searchPoints(bundle.points, query, nameOf), tag);
  const { routes, selected } = favourites;
  const starred = new Set(selected?.pointIds ?? []);

  const toggle = async (pointId: string) => {
    setBusy(pointId);
    await favourites.toggle(pointId);
    setBusy(null);
  };

  return (
    <Stack gap="sm" data-testid="favourite-picker">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {routes.length > 0 && selected ? (
          <NativeSelect
            flex={1}
            label={t('favourites.picker.route')}
            value={selected.id}
            onChange={(event) => favourites.select(event.currentTarget.value)}
            data={routes.map((route) => ({ value: route.id, label: localize(route.name) }))}
            data-testid="favourite-route-select"
          />
        ) : (
          <Text flex={1} size="sm" c="dimmed">
            {t('favourites.routes.empty')}
          </Text>
        )}
        <Button variant="light" leftSection={<IconRoute size={18} />} onClick={onManage} data-testid="favourite-manage">
          {t('favourites.picker.manage')}
        </Button>
      </Group>
      <div>
        <TextInput
          label={t('favourites.picker.search')}
          description={t('favourites.picker.search_hint')}
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          type="search"
          data-testid="favourite-search"
        />
        {suggestions.length > 0 && (
          <Stack gap={2} mt={4} role="list" aria-label={t('favourites.picker.suggestions')}>
            {suggestions.map((point) => (
              <UnstyledButton
                key={point.id}
                role="listitem"
                px="sm"
                py={6}
                onClick={() => setQuery(nameOf(point))}
                data-testid="favourite-suggestion"
              >
                <Text size="sm">{nameOf(point)}</Text>
              </UnstyledButton>
            ))}
          </Stack>
        )}
      </div>
      <TagFilter tags={tagsOf(bundle.points)} selected={tag} onChange={setTag} />
      <ScrollArea.Autosize mah="min(60vh, 560px)" type="auto" offsetScrollbars>
        {shown.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('favourites.picker.no_points')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="favourite-grid">
            {shown.map((point) => {
              const name = nameOf(point);
              const isStarred = starred.has(point.id);
              return (
                <Paper
                  key={point.id}
                  withBorder
                  radius="md"
                  pos="relative"
                  data-testid="favourite-card"
                  data-point-id={point.id}
                >
                  <LazyImage src={point.frontImage} alt="" ratio="4 / 3" />
                  <Text size="sm" fw={600} p="xs" lineClamp={2}>
                    {name}
                  </Text>
                  <ActionIcon
                    pos="absolute"
                    top={6}
                    right={6}
                    size="lg"
                    radius="xl"
                    variant={isStarred ? 'filled' : 'white'}
                    color="yellow"
                    aria-pressed={isStarred}
                    aria-label={t(isStarred ? 'favourites.picker.star_remove' : 'favourites.picker.star_add', { name })}
                    loading={busy === point.id}
                    disabled={busy !== null && busy !== point.id}
                    onClick={() => void toggle(point.id)}
                    data-testid="favourite-star"
                  >
                    {isStarred ? <IconStarFilled size={20} /> : <IconStar size={20} />}
                  </ActionIcon>
                </Paper>
              );
            })}
          </SimpleGrid>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
