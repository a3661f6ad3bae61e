import { Anchor, Badge, Button, Code, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconRoute } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { queries } from '../../../api/queries.ts';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { roadMapPath } from '../../road-maps/road-map-path.ts';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { guideQueries } from '../guides/guides-api.ts';
import { RoadMapAdmins } from './road-map-admins.tsx';
import { RoadMapForm } from './road-map-form.tsx';
import type { GuideOption } from './road-map-guides-field.tsx';
import { roadMapQueries } from './road-maps-api.ts';

/**
 * The road maps the person may edit (every one for global admins, their own for road-map
 * administrators), and the form of the one in the URL (`?id=`) or a new one (`isNew`).
 */
export function RoadMapScreen({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const access = usePanelAccess();
  const id = search.get('id');
  const list = useQuery(roadMapQueries.list());
  const publicGuides = useQuery(queries.guides('')).data?.guides ?? [];
  const panelGuides = useQuery({ ...guideQueries.list(), enabled: access.hasPanelAccess }).data?.guides ?? [];
  const roadMaps = list.data ?? [];
  const editing = id ? roadMaps.find((roadMap) => roadMap.id === id) : undefined;
  const canCreate = access.can('roadMap.create');
  const showForm = isNew ? canCreate : editing !== undefined && access.can('roadMap.edit', editing.id);
  const guides: GuideOption[] = [
    ...new Map(
      [...publicGuides, ...panelGuides].map((guide) => [guide.id, { value: guide.id, label: localize(guide.name) }]),
    ).values(),
  ];

  const done = async (saved: { id: string } | null) => {
    await queryClient.invalidateQueries({ queryKey: ['panel', 'road-maps'] });
    await queryClient.invalidateQueries({ queryKey: ['road-maps'] });
    navigate(saved ? PANEL_PATHS.roadMapEdit(saved.id) : PANEL_PATHS.roadMaps, { replace: true });
  };

  const add = canCreate && !showForm && (
    <Button
      component={Link}
      to={PANEL_PATHS.roadMapNew}
      leftSection={<IconPlus size={16} />}
      data-testid="road-map-add"
    >
      {t('panel.road_map.new')}
    </Button>
  );
  const title = showForm ? t(editing ? 'panel.road_map.edit' : 'panel.road_map.new') : t('panel.nav.road_maps');

  return (
    <PanelPage title={title} actions={add} testId="road-maps-screen">
      <QueryState isPending={list.isPending} error={list.error}>
        {() =>
          showForm ? (
            <Stack gap="xl">
              <RoadMapForm
                key={editing?.id ?? 'new'}
                roadMap={editing}
                guides={guides}
                canDelete={access.can('roadMap.delete')}
                onDone={done}
              />
              {editing && editing.guideIds.length > 0 && (
                <Stack gap={6}>
                  <Divider />
                  <Title order={2} fz="h4">
                    {t('panel.road_map.qr_links')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('panel.road_map.qr_hint')}
                  </Text>
                  {editing.guideIds.map((guideId) => (
                    <Stack key={guideId} gap={2}>
                      <Text size="sm" fw={500}>
                        {guides.find((guide) => guide.value === guideId)?.label ?? guideId}
                      </Text>
                      <Code style={{ overflowWrap: 'anywhere' }} data-testid="road-map-qr-link">
                        {`${window.location.origin}/roadMapQrCode/${guideId}/${editing.id}`}
                      </Code>
                    </Stack>
                  ))}
                </Stack>
              )}
              {editing && access.can('roadMap.admins.manage') && (
                <>
                  <Divider />
                  <RoadMapAdmins roadMapId={editing.id} />
                </>
              )}
            </Stack>
          ) : roadMaps.length === 0 ? (
            <EmptyState icon={<IconRoute size={32} />} title={t('panel.road_map.empty')} />
          ) : (
            <Stack gap="xs">
              {roadMaps.map((roadMap) => (
                <Group key={roadMap.id} justify="space-between" gap="xs" data-testid="road-map-row">
                  <div style={{ minWidth: 0 }}>
                    <Group gap={6}>
                      <Text fw={500} truncate>
                        {localize(roadMap.name)}
                      </Text>
                      {!roadMap.enabled && (
                        <Badge color="gray" variant="light">
                          {t('panel.road_map.hidden')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('panel.road_map.guides_count', { count: roadMap.guideIds.length })}
                      {roadMap.enabled && (
                        <>
                          {' · '}
                          <Anchor component={Link} to={roadMapPath(roadMap)} size="xs">
                            {t('panel.road_map.view')}
                          </Anchor>
                        </>
                      )}
                    </Text>
                  </div>
                  <Button component={Link} to={PANEL_PATHS.roadMapEdit(roadMap.id)} variant="default" size="xs">
                    {t('panel.edit')}
                  </Button>
                </Group>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </PanelPage>
  );
}
