import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { FAVOURITE_ROUTE_NAME_MAX, type FavouriteRoute, type GuideBundle, orderByIds } from '@percurso/shared';
import { IconArrowLeft, IconCheck, IconPencil, IconPlus, IconRoute, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { RoutePoints } from './route-points.tsx';
import { ShareButtons } from './share-buttons.tsx';
import type { FavouriteRoutes } from './use-favourite-routes.ts';

interface RoutesListProps {
  bundle: GuideBundle;
  favourites: FavouriteRoutes;
  onBack: () => void;
  onOpenRoute: () => void;
}

/** Spec §2 favourite routes list: create, rename, delete (asking first), reorder, select and share. */
export function RoutesList({ bundle, favourites, onBack, onOpenRoute }: RoutesListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="favourite-routes">
      <Group justify="space-between">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={18} />}
          onClick={onBack}
          data-testid="favourite-back"
        >
          {t('favourites.routes.back')}
        </Button>
        <Button
          leftSection={<IconPlus size={18} />}
          onClick={() => void favourites.create()}
          data-testid="favourite-create"
        >
          {t('favourites.routes.create')}
        </Button>
      </Group>
      {favourites.routes.length === 0 && <Text c="dimmed">{t('favourites.routes.empty')}</Text>}
      {favourites.routes.map((route) => (
        <RouteItem
          key={route.id}
          route={route}
          bundle={bundle}
          favourites={favourites}
          isSelected={route.id === favourites.selected?.id}
          onOpenRoute={onOpenRoute}
        />
      ))}
    </Stack>
  );
}

interface RouteItemProps {
  route: FavouriteRoute;
  bundle: GuideBundle;
  favourites: FavouriteRoutes;
  isSelected: boolean;
  onOpenRoute: () => void;
}

function RouteItem({ route, bundle, favourites, isSelected, onOpenRoute }: RouteItemProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const name = localize(route.name);
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const [draft, setDraft] = useState(name);
  // Points disabled since they were starred are not shown (nor shared).
  const points = orderByIds(
    bundle.points.filter((point) => route.pointIds.includes(point.id)),
    route.pointIds,
  ).map((point) => ({ id: point.id, name: localize(point.name) }));

  const rename = async () => {
    if ((await favourites.rename(route.id, draft)) !== undefined) setMode('view');
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="favourite-route"
      data-route-id={route.id}
      data-selected={isSelected}
    >
      <Stack gap="xs">
        {mode === 'rename' ? (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              flex={1}
              label={t('favourites.routes.name')}
              value={draft}
              maxLength={FAVOURITE_ROUTE_NAME_MAX}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={(event) => event.key === 'Enter' && void rename()}
              data-autofocus
              data-testid="favourite-name-input"
            />
            <Button onClick={() => void rename()} data-testid="favourite-name-save">
              {t('favourites.routes.save')}
            </Button>
            <Button variant="default" onClick={() => setMode('view')}>
              {t('favourites.routes.cancel')}
            </Button>
          </Group>
        ) : (
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <div>
              <Text fw={700} data-testid="favourite-route-name">
                {name}
              </Text>
              <Text size="sm" c="dimmed">
                {t('favourites.routes.points', { count: points.length })}
              </Text>
            </div>
            {isSelected ? (
              <Badge leftSection={<IconCheck size={12} />} variant="light">
                {t('favourites.routes.selected')}
              </Badge>
            ) : (
              <Button
                size="xs"
                variant="light"
                onClick={() => favourites.select(route.id)}
                data-testid="favourite-select"
              >
                {t('favourites.routes.select')}
              </Button>
            )}
          </Group>
        )}
        {mode === 'delete' && (
          <Paper bg="red.0" p="xs" radius="sm" role="alert">
            <Text size="sm" mb="xs">
              {t('favourites.routes.delete_confirm', { name })}
            </Text>
            <Group gap="xs">
              <Button
                color="red"
                size="xs"
                onClick={() => void favourites.remove(route.id)}
                data-testid="favourite-delete-confirm"
              >
                {t('favourites.routes.delete')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setMode('view')}>
                {t('favourites.routes.cancel')}
              </Button>
            </Group>
          </Paper>
        )}
        {isSelected && <RoutePoints points={points} onChange={(ids) => void favourites.reorder(route.id, ids)} />}
        <ShareButtons
          routeId={route.id}
          text={t('favourites.share.text', { name, guide: localize(bundle.guide.name) })}
        />
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={`/fav/${encodeURIComponent(route.id)}`}
            onClick={onOpenRoute}
            leftSection={<IconRoute size={16} />}
            data-testid="favourite-open"
          >
            {t('favourites.routes.open')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPencil size={16} />}
            onClick={() => {
              setDraft(name);
              setMode('rename');
            }}
            data-testid="favourite-rename"
          >
            {t('favourites.routes.rename')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => setMode('delete')}
            data-testid="favourite-delete"
          >
            {t('favourites.routes.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
