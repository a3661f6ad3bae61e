import { Badge, Card, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import type { MessageKey } from '@percurso/i18n';
import {
  type NetPromoterScore,
  type PanelRating,
  type PanelRatingFilters,
  RATING_BANDS,
  RATING_TYPES,
  type RatingBand,
  type RatingType,
  type TargetMean,
} from '@percurso/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { ConfirmDeleteButton } from '../common/confirm-delete.tsx';
import { announcePanelGuide } from '../common/current-panel-guide.ts';
import { DataExportButtons, exportPaths } from '../common/data-export-buttons.tsx';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { ratingQueries, ratingsApi } from './ratings-api.ts';

const BAND_COLOR: Record<RatingBand, string> = { detractor: 'red', passive: 'yellow', promoter: 'teal' };

/**
 * /guidePanel/{guideId}/ratings: the guide's NPS, the app's, means per journey and point (the
 * spec's ratingByGuide), and the ratings list with filters and deletion ('Avaliação removida!').
 */
function RatingsRoute() {
  const { guideId = '' } = useParams();
  const { t } = useTranslation();
  const access = usePanelAccess();
  const [filters, setFilters] = useState<PanelRatingFilters>({});
  useEffect(() => announcePanelGuide(guideId), [guideId]);
  const summary = useQuery(ratingQueries.summary(guideId));
  const list = useQuery(ratingQueries.list(guideId, filters));
  const set = (patch: Partial<PanelRatingFilters>) =>
    setFilters((current) => Object.fromEntries(Object.entries({ ...current, ...patch }).filter(([, value]) => value)));
  return (
    <PanelPage title={t('panel.ratings.title')} testId="ratings-panel">
      <Stack gap="lg">
        <DataExportButtons
          path={exportPaths.guide(guideId, 'ratings')}
          dataset={t('panel.export.ratings')}
          testId="export-ratings"
        />
        <QueryState isPending={summary.isPending} error={summary.error}>
          {() =>
            summary.data && (
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <ScoreCard title={t('panel.ratings.guide_score')} nps={summary.data.guide} testId="guide-nps" />
                  <ScoreCard title={t('panel.ratings.app_score')} nps={summary.data.app} testId="app-nps" />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Means title={t('panel.ratings.journey_means')} means={summary.data.journeys} />
                  <Means title={t('panel.ratings.point_means')} means={summary.data.points} />
                </SimpleGrid>
              </Stack>
            )
          }
        </QueryState>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Select
            label={t('panel.ratings.filter_type')}
            placeholder={t('panel.ratings.all')}
            data={RATING_TYPES.map((type) => ({ value: type, label: t(`rating.type.${type}` as MessageKey) }))}
            value={filters.type ?? null}
            onChange={(value) => set({ type: (value as RatingType | null) ?? undefined })}
            clearable
            data-testid="ratings-filter-type"
          />
          <Select
            label={t('panel.ratings.filter_band')}
            placeholder={t('panel.ratings.all')}
            data={RATING_BANDS.map((band) => ({ value: band, label: t(`panel.ratings.band.${band}` as MessageKey) }))}
            value={filters.band ?? null}
            onChange={(value) => set({ band: (value as RatingBand | null) ?? undefined })}
            clearable
            data-testid="ratings-filter-band"
          />
          <TextInput
            type="date"
            label={t('panel.ratings.filter_from')}
            value={filters.from ?? ''}
            onChange={(event) => set({ from: event.currentTarget.value || undefined })}
            data-testid="ratings-filter-from"
          />
          <TextInput
            type="date"
            label={t('panel.ratings.filter_to')}
            value={filters.to ?? ''}
            onChange={(event) => set({ to: event.currentTarget.value || undefined })}
            data-testid="ratings-filter-to"
          />
        </SimpleGrid>
        <QueryState isPending={list.isPending} error={list.error}>
          {() => (
            <RatingList guideId={guideId} ratings={list.data ?? []} canDelete={access.can('guide.edit', guideId)} />
          )}
        </QueryState>
      </Stack>
    </PanelPage>
  );
}

function ScoreCard({ title, nps, testId }: { title: string; nps: NetPromoterScore; testId: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" data-testid={testId}>
      <Text size="sm" c="dimmed" fw={700}>
        {title}
      </Text>
      <Text fz={36} fw={800} lh={1.2} data-testid={`${testId}-score`}>
        {nps.score === null ? '—' : nps.score}
      </Text>
      <Text size="sm">
        {nps.count === 0
          ? t('panel.ratings.no_score')
          : t('panel.ratings.nps_detail', {
              promoters: nps.promoters,
              passives: nps.passives,
              detractors: nps.detractors,
            })}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {t('panel.ratings.nps_hint')}
      </Text>
    </Card>
  );
}

function Means({ title, means }: { title: string; means: TargetMean[] }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <Card withBorder radius="md">
      <Text size="sm" c="dimmed" fw={700} mb={6}>
        {title}
      </Text>
      {means.length === 0 ? (
        <Text size="sm">{t('panel.ratings.no_score')}</Text>
      ) : (
        <Stack gap={4}>
          {means.slice(0, 8).map((item) => (
            <Group key={item.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate>
                {localize(item.name ?? undefined) || item.id}
              </Text>
              <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {t('panel.ratings.mean', { mean: item.mean, count: item.count })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function RatingList({ guideId, ratings, canDelete }: { guideId: string; ratings: PanelRating[]; canDelete: boolean }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  const toasts = usePanelToasts();
  const queryClient = useQueryClient();
  if (ratings.length === 0) return <Text c="dimmed">{t('panel.ratings.empty')}</Text>;
  const remove = async (id: string) => {
    try {
      toasts.confirmed((await ratingsApi.remove(id)).confirmation);
      await queryClient.invalidateQueries({ queryKey: ['panel', 'guide', guideId] });
    } catch (error) {
      toasts.failure(error);
    }
  };
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' });
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('panel.ratings.shown', { count: ratings.length })}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" striped data-testid="ratings-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('panel.ratings.column_score')}</Table.Th>
              <Table.Th>{t('panel.ratings.column_target')}</Table.Th>
              <Table.Th>{t('panel.ratings.column_visitor')}</Table.Th>
              <Table.Th>{t('panel.ratings.column_date')}</Table.Th>
              {canDelete && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ratings.map((rating) => {
              const target =
                rating.type === 'Aplicação' ? 'Percurso' : localize(rating.targetName ?? undefined) || rating.targetId;
              return (
                <Table.Tr key={rating.id} data-testid="rating-row" data-rating-id={rating.id}>
                  <Table.Td>
                    <Badge color={BAND_COLOR[rating.band]} size="lg" variant="filled" radius="sm">
                      {rating.rate}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {t(`rating.type.${rating.type}` as MessageKey)}
                    </Text>
                    <Text size="sm" fw={600}>
                      {target}
                    </Text>
                    {rating.comment && (
                      <Text size="sm" fs="italic" data-testid="rating-comment">
                        “{rating.comment}”
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{rating.userName ?? t('panel.ratings.unregistered')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{date.format(new Date(rating.createdAt))}</Text>
                  </Table.Td>
                  {canDelete && (
                    <Table.Td>
                      <ConfirmDeleteButton
                        name={`${rating.rate} · ${target}`}
                        label={t('panel.ratings.delete')}
                        onConfirm={() => remove(rating.id)}
                        testId="rating-delete"
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

export { RatingsRoute as Component };
