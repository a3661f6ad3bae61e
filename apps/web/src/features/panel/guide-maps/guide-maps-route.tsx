import { Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { GuideMap } from '@percurso/shared';
import { IconMap2, IconPlus, IconWorld } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ConfirmDeleteButton } from '../common/confirm-delete.tsx';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { guideQueries, guidesApi } from '../guides/guides-api.ts';
import { GuideMapForm } from './guide-map-form.tsx';

/**
 * /guidePanel/{guideId}/maps: the guide's floor plans (an image points are placed on) and
 * geographic maps (a centre and zoom on the tile map). Enabling a guide needs at least one.
 */
function GuideMapsRoute() {
  const { guideId = '' } = useParams();
  const { t } = useTranslation();
  const localize = useLocalize();
  const access = usePanelAccess();
  const toasts = usePanelToasts();
  const queryClient = useQueryClient();
  const maps = useQuery(guideQueries.maps(guideId));
  const [editing, setEditing] = useState<GuideMap | 'new' | null>(null);
  const canEdit = access.can('guide.content.edit', guideId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['panel', 'guide', guideId, 'maps'] });

  const handleDelete = async (map: GuideMap) => {
    try {
      toasts.confirmed((await guidesApi.removeMap(map.id)).confirmation);
      await refresh();
    } catch (error) {
      toasts.failure(error);
    }
  };

  const add = canEdit && editing === null && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="map-new">
      {t('panel.map.new')}
    </Button>
  );

  return (
    <PanelPage title={t('panel.nav.maps')} actions={add} testId="guide-maps">
      <Stack gap="lg">
        {editing !== null && (
          <GuideMapForm
            guideId={guideId}
            map={editing === 'new' ? undefined : editing}
            position={maps.data?.length ?? 0}
            onDone={async () => {
              setEditing(null);
              await refresh();
            }}
          />
        )}
        <QueryState isPending={maps.isPending} error={maps.error}>
          {() =>
            maps.data?.length ? (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {maps.data.map((map) => (
                  <Card key={map.id} withBorder radius="md" data-testid="map-card">
                    <Card.Section>
                      {map.type === 'floorPlan' && map.fileUrl ? (
                        <Image src={map.fileUrl} h={140} fit="contain" bg="gray.1" alt="" />
                      ) : (
                        <Stack h={140} align="center" justify="center" bg="var(--mantine-color-teal-0)">
                          <IconWorld size={44} color="var(--mantine-color-teal-5)" />
                          {map.center && (
                            <Text size="xs" c="dimmed">
                              {map.center.latitude.toFixed(5)}, {map.center.longitude.toFixed(5)}
                            </Text>
                          )}
                        </Stack>
                      )}
                    </Card.Section>
                    <Group justify="space-between" mt="sm" wrap="nowrap">
                      <Text fw={600} truncate>
                        {localize(map.name)}
                      </Text>
                      <Badge variant="light" color={map.type === 'floorPlan' ? 'violet' : 'teal'}>
                        {t(map.type === 'floorPlan' ? 'panel.map.floor_plan' : 'panel.map.geographic')}
                      </Badge>
                    </Group>
                    {canEdit && (
                      <Group mt="sm" gap="xs">
                        <Button variant="default" size="xs" onClick={() => setEditing(map)}>
                          {t('panel.edit')}
                        </Button>
                        <ConfirmDeleteButton name={localize(map.name)} onConfirm={() => handleDelete(map)} />
                      </Group>
                    )}
                  </Card>
                ))}
              </SimpleGrid>
            ) : (
              editing === null && (
                <EmptyState
                  icon={<IconMap2 size={32} />}
                  title={t('panel.map.empty')}
                  text={t('panel.map.empty_hint')}
                />
              )
            )
          }
        </QueryState>
      </Stack>
    </PanelPage>
  );
}

export { GuideMapsRoute as Component };
