import { Button, ColorInput, Group, Input, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { MessageKey } from '@percurso/i18n';
import {
  BRAND_COLORS,
  type Journey,
  journeyInput,
  type LocalizedText,
  localize,
  type TranslationFlags,
  type Versioned,
} from '@percurso/shared';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useContentLanguage, useLocalize } from '../../../i18n/use-content-language.ts';
import { changedFields } from '../common/changed-fields.ts';
import { ConfirmDeleteButton } from '../common/confirm-delete.tsx';
import { announcePanelGuide } from '../common/current-panel-guide.ts';
import { LocalizedTextField } from '../common/localized-text-field.tsx';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { EditableArea, ReadOnlyNotice } from '../common/read-only.tsx';
import { schemaErrorKeys, serverFieldError } from '../common/schema-validation.ts';
import { SortableList } from '../common/sortable-list.tsx';
import { fieldFlagProps } from '../common/translation-flags.ts';
import { useRegistrationState } from '../common/use-registration-state.ts';
import { guideQueries } from '../guides/guides-api.ts';
import { journeyQueries, journeysApi } from './journeys-api.ts';
import { TeachableModelField } from './teachable-model-field.tsx';

interface JourneyFormValues {
  guideId: string;
  name: LocalizedText;
  description: LocalizedText;
  /** Who wrote each translated text (issue 16): 'name', 'description'. */
  translationFlags: TranslationFlags;
  pointOrder: string[];
  enabled: boolean;
  backgroundColor: string;
}

/**
 * /journeyRegistration?guideId= (new journey) and /journey/edit?id= : a journey's texts in four
 * languages (Portuguese and English required, spec §5), colour, point order by drag and drop, the
 * Teachable Machine model that recognises its objects, and its switch.
 */
function JourneyEditRoute() {
  const [search] = useSearchParams();
  const journeyId = search.get('id') ?? undefined;
  // Read afresh when opened (never the cached copy): the save is based on what the form shows.
  const journey = useQuery({
    ...journeyQueries.one(journeyId ?? ''),
    enabled: journeyId !== undefined,
    refetchOnMount: 'always',
  });
  if (!journeyId) return <JourneyEditor key="new" guideId={search.get('guideId') ?? ''} />;
  return (
    <QueryState isPending={journey.isPending || !journey.isFetchedAfterMount} error={journey.error}>
      {() => journey.data && <JourneyEditor key={journeyId} guideId={journey.data.guideId} journey={journey.data} />}
    </QueryState>
  );
}

function toValues(guideId: string, journey?: Journey): JourneyFormValues {
  return {
    guideId,
    name: journey?.name ?? {},
    description: journey?.description ?? {},
    translationFlags: journey?.translationFlags ?? {},
    pointOrder: journey?.pointOrder ?? [],
    // Spec §4: journeys start enabled.
    enabled: journey?.enabled ?? true,
    backgroundColor: journey?.backgroundColor ?? '',
  };
}

function toInput(values: JourneyFormValues) {
  const clean = (text: LocalizedText) =>
    Object.fromEntries(Object.entries(text).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));
  return {
    guideId: values.guideId,
    name: clean(values.name),
    description: clean(values.description),
    translationFlags: values.translationFlags,
    pointOrder: values.pointOrder,
    enabled: values.enabled,
    backgroundColor: values.backgroundColor || undefined,
    // The model is uploaded and removed on its own (TeachableModelField), never sent with the form.
  };
}

function JourneyEditor({ guideId, journey }: { guideId: string; journey?: Versioned<Journey> }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const localizeText = useLocalize();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toasts = usePanelToasts();
  const access = usePanelAccess();
  const registration = useRegistrationState(journey ? 'update' : 'new');
  const [isSaving, setSaving] = useState(false);
  const form = useForm<JourneyFormValues>({ initialValues: toValues(guideId, journey) });
  // What the last read or save stored, and its version: a save sends only what differs from it.
  const [saved, setSaved] = useState({ values: toValues(guideId, journey), version: journey?.version });
  const values = form.values;
  const flagProps = (field: string) =>
    fieldFlagProps(
      () => form.getValues().translationFlags,
      field,
      (next) => form.setFieldValue('translationFlags', next),
    );
  const guides = useQuery(guideQueries.list()).data?.guides ?? [];
  const points = useQuery({ ...guideQueries.points(values.guideId), enabled: values.guideId !== '' }).data ?? [];

  useEffect(() => announcePanelGuide(values.guideId || undefined), [values.guideId]);

  const canEdit = values.guideId !== '' && access.can('guide.content.edit', values.guideId);
  const pointsById = new Map(points.map((point) => [point.id, point]));
  const journeyPoints = journey
    ? [
        ...values.pointOrder.filter((id) => pointsById.has(id)),
        ...points
          .filter((p) => p.journeyIds.includes(journey.id) && !values.pointOrder.includes(p.id))
          .map((p) => p.id),
      ]
    : [];

  const handleSave = async () => {
    const input = toInput(values);
    const errors: Record<string, MessageKey> = schemaErrorKeys(journeyInput, input);
    // Spec §8: a journey with points cannot move to another guide (move or delete the points first).
    if (journey && values.guideId !== journey.guideId && journeyPoints.length > 0) {
      errors.guideId = 'errors.journey/change-guide-with-intPoint';
    }
    form.setErrors(Object.fromEntries(Object.entries(errors).map(([path, key]) => [path, t(key)])));
    const first = Object.values(errors)[0];
    if (first) return toasts.warning(first);
    setSaving(true);
    try {
      const answer = await registration.save({
        create: () => journeysApi.create(input as never),
        update: () => {
          const body = (formValues: JourneyFormValues) => {
            const fields = toInput(formValues);
            return { ...fields, backgroundColor: fields.backgroundColor ?? null };
          };
          return journeysApi.update(journey?.id ?? '', {
            ...changedFields(body(values), body(saved.values)),
            version: saved.version,
          } as never);
        },
      });
      setSaved({ values, version: answer.journey.version });
      toasts.confirmed(answer.confirmation);
      await queryClient.invalidateQueries({ queryKey: ['panel'] });
      if (!journey) navigate(PANEL_PATHS.journeyEdit(answer.journey.id), { replace: true });
      else registration.startUpdate();
    } catch (error) {
      const field = serverFieldError(error);
      if (field) form.setFieldError(field.field, t(field.key));
      toasts.failure(error);
      if (journey) registration.startUpdate();
      else registration.startNew();
    } finally {
      setSaving(false);
    }
  };

  const handleDelete = async () => {
    if (!journey) return;
    try {
      toasts.confirmed((await journeysApi.remove(journey.id)).confirmation);
      registration.finish('none');
      await queryClient.invalidateQueries({ queryKey: ['panel'] });
      navigate(PANEL_PATHS.journeys(journey.guideId), { replace: true });
    } catch (error) {
      toasts.failure(error);
    }
  };

  const title = journey ? localize(journey.name, language) : t('panel.journey.new');
  return (
    <PanelPage
      title={title}
      testId="journey-editor"
      actions={
        journey && canEdit && <ConfirmDeleteButton name={title} onConfirm={handleDelete} testId="journey-delete" />
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSave();
        }}
      >
        <EditableArea readOnly={values.guideId !== '' && !access.isLoading && !canEdit}>
          <Stack gap="md">
            {values.guideId !== '' && !access.isLoading && !canEdit && <ReadOnlyNotice />}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('panel.journey.guide')}
                required
                data={guides
                  .filter((guide) => guide.can.editContent)
                  .map((guide) => ({ value: guide.id, label: localize(guide.name, language) }))}
                value={values.guideId || null}
                onChange={(value) => form.setFieldValue('guideId', value ?? '')}
                error={form.errors.guideId}
                searchable
                data-testid="journey-guide"
              />
              <Switch
                mt={{ sm: 30 }}
                label={t('panel.journey.enabled')}
                {...form.getInputProps('enabled', { type: 'checkbox' })}
                data-testid="journey-enabled"
              />
            </SimpleGrid>
            <LocalizedTextField
              label={t('panel.journey.name')}
              value={values.name}
              onChange={(name) => form.setFieldValue('name', name)}
              required={['pt', 'en']}
              errors={{ pt: form.errors['name.pt'] as string, en: form.errors['name.en'] as string }}
              testId="journey-name"
              {...flagProps('name')}
            />
            <LocalizedTextField
              label={t('panel.journey.description')}
              kind="multiline"
              value={values.description}
              onChange={(description) => form.setFieldValue('description', description)}
              required={['pt', 'en']}
              errors={{ pt: form.errors['description.pt'] as string, en: form.errors['description.en'] as string }}
              testId="journey-description"
              {...flagProps('description')}
            />
            <ColorInput
              label={t('panel.journey.color')}
              format="hex"
              swatches={[BRAND_COLORS.primary, BRAND_COLORS.secondary, '#1F2937', '#B91C1C', '#047857', '#1D4ED8']}
              maw={320}
              eyeDropperButtonProps={{ 'aria-label': t('panel.color.eyedropper') }}
              {...form.getInputProps('backgroundColor')}
              data-testid="journey-color"
            />
            {journey && (
              <Input.Wrapper label={t('panel.journey.point_order')} description={t('panel.journey.point_order_hint')}>
                {journeyPoints.length > 0 ? (
                  <SortableList
                    items={journeyPoints.map((id) => ({ id, label: localizeText(pointsById.get(id)?.name) }))}
                    onReorder={(ids) => form.setFieldValue('pointOrder', ids)}
                    testId="journey-point-order"
                  />
                ) : (
                  <Text size="sm" c="dimmed" mt={4}>
                    {t('panel.journey.no_points')}
                  </Text>
                )}
              </Input.Wrapper>
            )}
            <TeachableModelField
              journeyId={journey?.id}
              model={journey?.iaModel}
              disabled={!canEdit}
              onSaved={(withModel) => {
                void queryClient.invalidateQueries({ queryKey: journeyQueries.one(withModel.id).queryKey });
                void queryClient.invalidateQueries({ queryKey: journeyQueries.ofGuide(withModel.guideId).queryKey });
                // The model was saved into the journey: the form's next save is based on that version.
                void journeysApi
                  .get(withModel.id)
                  .then((answer) => setSaved((current) => ({ ...current, version: answer.journey.version })));
                toasts.confirmed('journey-saved');
              }}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={isSaving}
                disabled={!canEdit}
                leftSection={<IconDeviceFloppy size={18} />}
                data-testid="journey-save"
              >
                {journey ? t('panel.save') : t('panel.journey.create')}
              </Button>
            </Group>
          </Stack>
        </EditableArea>
      </form>
    </PanelPage>
  );
}

export { JourneyEditRoute as Component };
