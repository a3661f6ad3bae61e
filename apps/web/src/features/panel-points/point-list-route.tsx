import { Badge, Button, Group, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import {
  guideAccessibilityScore,
  LANGUAGES,
  matchesSearch,
  type Point,
  pointAccessibilityScore,
} from '@percurso/shared';
import { IconFileSpreadsheet, IconMapPin, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import {
  ConfirmDeleteButton,
  DataExportButtons,
  exportPaths,
  usePanelAccess,
  usePanelToasts,
} from '../panel/common/index.ts';
import { PanelPage, QueryState } from '../panel/common/panel-page.tsx';
import { AccessibilityBadge } from './accessibility-badge.tsx';
import { pointsApi } from './panel-points-api.ts';
import { orderedJourneys } from './point-draft.ts';
import { pointListOrder, pointStates } from './point-list-model.ts';
import { POINT_PATHS } from './point-paths.ts';
import { TranslateGuideButton } from './translate-guide-button.tsx';
import { invalidateGuide, useGuideContent } from './use-guide-content.ts';

/** Journey filter value that shows the points of every journey. */
const ALL = 'all';

/**
 * /guidePanel/{guideId}/points: the guide's interaction points (disabled ones too) with search,
 * a journey filter and each point's state (enabled, placed on a map, QR validation).
 */
function PointListRoute() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const client = useQueryClient();
  const toasts = usePanelToasts();
  const { guideId = '' } = useParams();
  const access = usePanelAccess();
  const { content, isPending, error } = useGuideContent(guideId);
  const [query, setQuery] = useState('');
  const [journeyId, setJourneyId] = useState<string>(ALL);
  const canEdit = access.can('guide.content.edit', guideId);

  const journeys = useMemo(() => (content ? orderedJourneys(content) : []), [content]);
  const rows = useMemo(() => {
    if (!content) return [];
    const ordered = pointListOrder(content.points, journeys);
    return ordered.filter(
      (point) =>
        (journeyId === ALL || point.journeyIds.includes(journeyId)) &&
        matchesSearch(query, [...LANGUAGES.map((language) => point.name[language]), ...point.tags, ...point.keywords]),
    );
  }, [content, journeys, journeyId, query]);

  const handleDelete = async (point: Point) => {
    try {
      const answer = await pointsApi.remove(point.id);
      toasts.success(`panel.confirm.${answer.confirmation}`);
      await invalidateGuide(client, guideId);
    } catch (failure) {
      toasts.failure(failure);
    }
  };

  const create = canEdit && (
    <Group gap="xs">
      <Button
        component={Link}
        to={POINT_PATHS.import(guideId)}
        variant="light"
        leftSection={<IconFileSpreadsheet size={16} />}
        data-testid="point-import"
      >
        {t('panel.import.open')}
      </Button>
      <Button
        component={Link}
        to={POINT_PATHS.new(guideId)}
        leftSection={<IconPlus size={16} />}
        data-testid="point-new"
      >
        {t('panel.points.new')}
      </Button>
    </Group>
  );

  return (
    <PanelPage title={t('panel.points.title')} actions={create} testId="point-list">
      <QueryState isPending={isPending} error={error}>
        {() => (
          <Stack gap="md">
            <DataExportButtons
              path={exportPaths.guide(guideId, 'points')}
              dataset={t('panel.export.points')}
              testId="export-points"
            />
            {content && content.points.length > 0 && (
              <Group gap="xs" data-testid="guide-a11y">
                <Text size="sm">{t('panel.a11y.guide_score')}</Text>
                <AccessibilityBadge score={guideAccessibilityScore(content.points)} testId="guide-a11y-score" />
              </Group>
            )}
            {access.can('guide.content.generate', guideId) && content && content.points.length > 0 && (
              <TranslateGuideButton guideId={guideId} onDone={() => void invalidateGuide(client, guideId)} />
            )}
            <Group grow align="flex-end" wrap="wrap">
              <TextInput
                label={t('panel.points.search')}
                leftSection={<IconSearch size={16} />}
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
                miw={200}
                data-testid="point-search"
              />
              <Select
                label={t('panel.points.filter_journey')}
                data={[
                  { value: ALL, label: t('panel.points.all_journeys') },
                  ...journeys.map((journey) => ({ value: journey.id, label: localize(journey.name) || journey.id })),
                ]}
                value={journeyId}
                onChange={(value) => setJourneyId(value ?? ALL)}
                allowDeselect={false}
                miw={200}
                data-testid="point-filter-journey"
              />
            </Group>
            {rows.length === 0 ? (
              <EmptyState
                icon={<IconMapPin size={32} />}
                title={content?.points.length ? t('panel.points.none_found') : t('panel.points.empty')}
              />
            ) : (
              <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {rows.map((point) => {
                  const states = pointStates(point, content?.maps ?? []);
                  const journeyNames = point.journeyIds
                    .map((id) => journeys.find((journey) => journey.id === id))
                    .map((journey) => (journey ? localize(journey.name) : ''))
                    .filter(Boolean)
                    .join(' · ');
                  return (
                    <Group
                      component="li"
                      key={point.id}
                      justify="space-between"
                      wrap="nowrap"
                      py="sm"
                      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                      data-testid="point-row"
                      data-point-id={point.id}
                    >
                      <UnstyledButton
                        component={Link}
                        to={POINT_PATHS.edit(guideId, point.id)}
                        style={{ minWidth: 0, flex: 1 }}
                      >
                        <Text fw={600} truncate data-testid="point-row-name">
                          {localize(point.name) || point.id}
                        </Text>
                        <Text size="sm" c="dimmed" truncate>
                          {journeyNames || t('panel.points.no_journey')}
                        </Text>
                        <Group gap={4} mt={4}>
                          <Badge
                            size="sm"
                            variant="light"
                            color={states.enabled ? 'teal' : 'gray'}
                            data-testid="point-state-enabled"
                          >
                            {t(states.enabled ? 'panel.points.state.enabled' : 'panel.points.state.disabled')}
                          </Badge>
                          <Badge
                            size="sm"
                            variant="light"
                            color={states.placed ? 'violet' : 'orange'}
                            data-testid="point-state-placed"
                          >
                            {t(states.placed ? 'panel.points.state.placed' : 'panel.points.state.not_placed')}
                          </Badge>
                          <AccessibilityBadge score={pointAccessibilityScore(point)} testId="point-a11y-score" />
                          {states.qrValidation && (
                            <Badge size="sm" variant="light" color="blue" data-testid="point-state-qr">
                              {t('panel.points.state.qr_validation')}
                            </Badge>
                          )}
                        </Group>
                      </UnstyledButton>
                      {canEdit && (
                        <ConfirmDeleteButton
                          name={localize(point.name) || point.id}
                          onConfirm={() => handleDelete(point)}
                          testId={`point-delete-${point.id}`}
                        />
                      )}
                    </Group>
                  );
                })}
              </Stack>
            )}
          </Stack>
        )}
      </QueryState>
    </PanelPage>
  );
}

export { PointListRoute as Component };
