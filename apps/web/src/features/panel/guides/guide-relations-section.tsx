import { Anchor, Fieldset, Input, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { SortableList } from '../common/sortable-list.tsx';
import { journeyQueries } from '../journeys/journeys-api.ts';
import { useGuideFormContext } from './guide-form-context.ts';
import { guideQueries } from './guides-api.ts';

/**
 * What a saved guide links to: its initial point, the order of its journeys (drag and drop), and
 * which of its sponsors and social networks it shows.
 */
export function GuideRelationsSection({ guideId }: { guideId: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const form = useGuideFormContext();
  const values = form.getValues();
  const journeys = useQuery(journeyQueries.ofGuide(guideId)).data ?? [];
  const points = useQuery(guideQueries.points(guideId)).data ?? [];
  const sponsors = useQuery(guideQueries.sponsors(guideId)).data ?? [];
  const socialNetworks = useQuery(guideQueries.socialNetworks(guideId)).data ?? [];

  const byId = new Map(journeys.map((journey) => [journey.id, journey]));
  // The saved order first, then journeys it does not name yet.
  const ordered = [
    ...values.journeyOrder.filter((id) => byId.has(id)),
    ...journeys.map((journey) => journey.id).filter((id) => !values.journeyOrder.includes(id)),
  ];

  return (
    <Fieldset legend={t('panel.guide.section.relations')}>
      <Stack gap="md">
        <Select
          label={t('panel.guide.field.initial_point')}
          description={t('panel.guide.field.initial_point_hint')}
          data={points.map((point) => ({ value: point.id, label: localize(point.name) }))}
          searchable
          clearable
          nothingFoundMessage={t('panel.guide.no_points')}
          {...form.getInputProps('initialPointId')}
          value={values.initialPointId || null}
          onChange={(value) => form.setFieldValue('initialPointId', value ?? '')}
          data-testid="guide-initial-point"
        />
        <Input.Wrapper
          label={t('panel.guide.field.journey_order')}
          description={t('panel.guide.field.journey_order_hint')}
        >
          {ordered.length > 0 ? (
            <SortableList
              items={ordered.map((id) => ({ id, label: localize(byId.get(id)?.name) }))}
              onReorder={(ids) => form.setFieldValue('journeyOrder', ids)}
              testId="guide-journey-order"
            />
          ) : (
            <Text size="sm" c="dimmed" mt={4}>
              {t('panel.guide.no_journeys')}{' '}
              <Anchor component={Link} to={PANEL_PATHS.journeyNew(guideId)}>
                {t('panel.journey.new')}
              </Anchor>
            </Text>
          )}
        </Input.Wrapper>
        <MultiSelect
          label={t('panel.guide.field.sponsors')}
          data={sponsors.map((sponsor) => ({ value: sponsor.id, label: sponsor.name }))}
          {...form.getInputProps('sponsorIds')}
          nothingFoundMessage={t('panel.guide.no_sponsors')}
          description={
            <Anchor component={Link} to={PANEL_PATHS.sponsors(guideId)} size="xs">
              {t('panel.guide.manage_sponsors')}
            </Anchor>
          }
        />
        <MultiSelect
          label={t('panel.guide.field.social_nets')}
          data={socialNetworks.map((net) => ({ value: net.id, label: net.name }))}
          {...form.getInputProps('socialNetIds')}
          nothingFoundMessage={t('panel.guide.no_social_nets')}
          description={
            <Anchor component={Link} to={PANEL_PATHS.socialNets(guideId)} size="xs">
              {t('panel.guide.manage_social_nets')}
            </Anchor>
          }
        />
      </Stack>
    </Fieldset>
  );
}
