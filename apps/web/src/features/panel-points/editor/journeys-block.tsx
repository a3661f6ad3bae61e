import { MultiSelect, Select, Stack, Switch } from '@mantine/core';
import type { Journey, LocalizedText } from '@percurso/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { setExtraJourneys, setMainJourney } from '../point-draft.ts';
import { type EditorBlockProps, fieldError } from './editor-types.ts';

interface JourneysBlockProps extends EditorBlockProps {
  guides: ReadonlyArray<{ id: string; name: LocalizedText }>;
  /** The selected guide's journeys, in its order. */
  journeys: readonly Journey[];
  isLoadingGuide: boolean;
  onChangeGuide: (guideId: string) => void;
}

/**
 * Where the point belongs: its guide (changing it clears journey and map, then picks the new
 * guide's first journey and map), its main journey (required) and, optionally, other journeys.
 */
export function JourneysBlock({
  draft,
  update,
  errors,
  guides,
  journeys,
  isLoadingGuide,
  onChangeGuide,
}: JourneysBlockProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const [hasSeveral, setSeveral] = useState(draft.journeyIds.length > 1);
  const options = journeys.map((journey) => ({ value: journey.id, label: localize(journey.name) || journey.id }));
  const main = draft.journeyIds[0] ?? null;

  const handleSeveral = (checked: boolean) => {
    setSeveral(checked);
    if (!checked) update({ journeyIds: main ? [main] : [] });
  };

  return (
    <Stack gap="md">
      <Select
        label={t('panel.points.field.guide')}
        data={guides.map((guide) => ({ value: guide.id, label: localize(guide.name) || guide.id }))}
        value={draft.guideId || null}
        onChange={(guideId) => guideId && guideId !== draft.guideId && onChangeGuide(guideId)}
        description={t('panel.points.field.guide_hint')}
        required
        allowDeselect={false}
        searchable
        error={fieldError(errors, 'guideId', t)}
        data-testid="point-guide"
      />
      <Select
        label={t('panel.points.field.journey')}
        data={options}
        value={main}
        onChange={(journeyId) => update({ journeyIds: setMainJourney(draft, journeyId).journeyIds })}
        required
        disabled={isLoadingGuide}
        nothingFoundMessage={t('panel.points.no_journeys')}
        placeholder={journeys.length === 0 ? t('panel.points.no_journeys') : undefined}
        error={fieldError(errors, 'journeyIds', t)}
        data-testid="point-journey"
      />
      <Switch
        label={t('panel.points.field.multiple_journeys')}
        checked={hasSeveral}
        onChange={(event) => handleSeveral(event.currentTarget.checked)}
        data-testid="point-multiple-journeys"
      />
      {hasSeveral && (
        <MultiSelect
          label={t('panel.points.field.other_journeys')}
          data={options.filter((option) => option.value !== main)}
          value={draft.journeyIds.slice(1)}
          onChange={(ids) => update({ journeyIds: setExtraJourneys(draft, ids).journeyIds })}
          data-testid="point-other-journeys"
        />
      )}
      <Switch
        label={t('panel.points.field.journey_required')}
        description={t('panel.points.field.journey_required_hint')}
        checked={draft.journeyRequired}
        onChange={(event) => update({ journeyRequired: event.currentTarget.checked })}
      />
      <Switch
        label={t('panel.points.field.enabled')}
        description={t('panel.points.field.enabled_hint')}
        checked={draft.enabled}
        onChange={(event) => update({ enabled: event.currentTarget.checked })}
        data-testid="point-enabled"
      />
    </Stack>
  );
}
