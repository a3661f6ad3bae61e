import { ActionIcon, Badge, Button, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconRoute } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { SortableList } from '../common/sortable-list.tsx';
import { guideQueries, guidesApi } from '../guides/guides-api.ts';
import { journeyQueries } from './journeys-api.ts';

/**
 * /guidePanel/{guideId}/journeys: the guide's journeys in visiting order. Dragging a journey saves
 * the guide's journey order at once.
 */
function JourneyListRoute() {
  const { guideId = '' } = useParams();
  const { t } = useTranslation();
  const localize = useLocalize();
  const access = usePanelAccess();
  const toasts = usePanelToasts();
  const queryClient = useQueryClient();
  const journeys = useQuery(journeyQueries.ofGuide(guideId));
  const canEdit = access.can('guide.content.edit', guideId);
  const canOrder = access.can('guide.edit', guideId);

  const handleReorder = async (ids: string[]) => {
    const previous = journeys.data ?? [];
    const byId = new Map(previous.map((journey) => [journey.id, journey]));
    queryClient.setQueryData(
      journeyQueries.ofGuide(guideId).queryKey,
      ids.flatMap((id) => byId.get(id) ?? []),
    );
    try {
      const answer = await guidesApi.update(guideId, { journeyOrder: ids });
      toasts.confirmed(answer.confirmation);
      queryClient.setQueryData(guideQueries.one(guideId).queryKey, answer.guide);
    } catch (error) {
      queryClient.setQueryData(journeyQueries.ofGuide(guideId).queryKey, previous);
      toasts.failure(error);
    }
  };

  const add = canEdit && (
    <Button
      component={Link}
      to={PANEL_PATHS.journeyNew(guideId)}
      leftSection={<IconPlus size={16} />}
      data-testid="journey-new"
    >
      {t('panel.journey.new')}
    </Button>
  );

  return (
    <PanelPage title={t('panel.nav.journeys')} actions={add} testId="journey-list">
      <QueryState isPending={journeys.isPending} error={journeys.error}>
        {() =>
          journeys.data?.length ? (
            <Stack gap="xs">
              {canOrder && (
                <Text size="sm" c="dimmed">
                  {t('panel.guide.field.journey_order_hint')}
                </Text>
              )}
              <SortableList
                items={journeys.data.map((journey) => ({ id: journey.id, label: localize(journey.name) }))}
                onReorder={(ids) => (canOrder ? void handleReorder(ids) : undefined)}
                renderActions={(item) => {
                  const journey = journeys.data.find((j) => j.id === item.id);
                  return (
                    <Group gap="xs" wrap="nowrap">
                      {journey?.backgroundColor && <ColorSwatch color={journey.backgroundColor} size={16} />}
                      <Text size="xs" c="dimmed" visibleFrom="xs">
                        {t('panel.guide.count', { count: journey?.pointOrder.length ?? 0 })}
                      </Text>
                      {!journey?.enabled && (
                        <Badge color="gray" variant="light">
                          {t('panel.guide.disabled')}
                        </Badge>
                      )}
                      <ActionIcon
                        component={Link}
                        to={PANEL_PATHS.journeyEdit(item.id)}
                        variant="subtle"
                        aria-label={`${t('panel.edit')} ${item.label}`}
                        data-testid="journey-edit-link"
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Group>
                  );
                }}
                testId="journey-order"
              />
            </Stack>
          ) : (
            <EmptyState icon={<IconRoute size={32} />} title={t('panel.journey.empty')} />
          )
        }
      </QueryState>
    </PanelPage>
  );
}

export { JourneyListRoute as Component };
