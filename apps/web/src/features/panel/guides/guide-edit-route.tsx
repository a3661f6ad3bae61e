import { Alert, Button, Group, Stack, Switch } from '@mantine/core';
import type { MessageKey } from '@percurso/i18n';
import { guideInput, localize } from '@percurso/shared';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useContentLanguage } from '../../../i18n/use-content-language.ts';
import { useToastClearance } from '../../../ui/toast-clearance.ts';
import { changedFields } from '../common/changed-fields.ts';
import { ConfirmDeleteButton } from '../common/confirm-delete.tsx';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { EditableArea, ReadOnlyNotice } from '../common/read-only.tsx';
import { schemaErrorKeys, serverFieldError } from '../common/schema-validation.ts';
import { useRegistrationState } from '../common/use-registration-state.ts';
import { useSwitchChoice } from '../common/use-switch-choice.ts';
import { PreviewButton } from '../preview/preview-button.tsx';
import { GuideAboutSection } from './guide-about-section.tsx';
import { GuideExportButton } from './guide-archive.tsx';
import { GuideBasicsSection } from './guide-basics-section.tsx';
import { GuideEnableChecklist } from './guide-enable-checklist.tsx';
import { emptyGuideForm, type GuideFormValues, toGuideForm, toGuideInput, toGuideUpdate } from './guide-form.ts';
import { GuideFormProvider, useGuideForm } from './guide-form-context.ts';
import { GuideLinksSection } from './guide-links-section.tsx';
import { GuideLookSection } from './guide-look-section.tsx';
import { GuidePlaceSection } from './guide-place-section.tsx';
import { GuideRelationsSection } from './guide-relations-section.tsx';
import { GuideUnlockSection } from './guide-unlock-section.tsx';
import { guideQueries, guidesApi } from './guides-api.ts';
import { useGuideEnable } from './use-guide-enable.ts';

/**
 * /guide/edit (new guide), /guide/edit?id= and /painel/{guideId} (guide edition): every field of
 * the guide, validated with the server's own schema before sending. Spec §4: 'new' adds and
 * selects the guide, 'update' saves it, delete asks first and goes back to the list.
 */
function GuideEditRoute() {
  const { guideId: fromPath } = useParams();
  const [search] = useSearchParams();
  const guideId = fromPath ?? search.get('id') ?? undefined;
  // The form starts from the guide as it is now, never from the cache: a sponsor, social network
  // or journey created meanwhile changed it, and a save of the cached copy would detach them.
  const guide = useQuery({
    ...guideQueries.one(guideId ?? ''),
    enabled: guideId !== undefined,
    refetchOnMount: 'always',
  });
  if (!guideId) return <GuideEditor key="new" />;
  return (
    <QueryState isPending={guide.isPending || !guide.isFetchedAfterMount} error={guide.error}>
      {() =>
        guide.data && (
          <GuideEditor
            key={guideId}
            guideId={guideId}
            initial={toGuideForm(guide.data)}
            initialVersion={guide.data.version}
          />
        )
      }
    </QueryState>
  );
}

function GuideEditor({
  guideId,
  initial,
  initialVersion,
}: {
  guideId?: string;
  initial?: GuideFormValues;
  /** The version the form was read at: a save based on it is refused once the guide changed. */
  initialVersion?: string;
}) {
  const { t } = useTranslation();
  const saveBar = useToastClearance<HTMLDivElement>();
  const language = useContentLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toasts = usePanelToasts();
  const access = usePanelAccess();
  const registration = useRegistrationState(guideId ? 'update' : 'new');
  const [isSaving, setSaving] = useState(false);
  const form = useGuideForm({ mode: 'controlled', initialValues: initial ?? emptyGuideForm });
  // What the last read or save stored, and its version: a save sends only what differs from it.
  const [saved, setSaved] = useState({ values: initial ?? emptyGuideForm, version: initialVersion });
  const enable = useGuideEnable(guideId ?? '');
  const enabledChoice = useSwitchChoice();
  const { startNew, startUpdate } = registration;

  useEffect(() => (guideId ? startUpdate() : startNew()), [guideId, startNew, startUpdate]);

  const canEdit = guideId ? access.can('guide.edit', guideId) : access.can('guide.create');
  const title = guideId
    ? localize(form.getValues().name, language) || t('panel.guide.edit_title')
    : t('panel.guide.new');

  const showErrors = (keys: Record<string, MessageKey>) => {
    form.setErrors(Object.fromEntries(Object.entries(keys).map(([path, key]) => [path, t(key)])));
    const first = Object.values(keys)[0];
    if (first) toasts.warning(first);
  };

  const handleSave = async () => {
    const values = form.getValues();
    const errors = schemaErrorKeys(guideInput, toGuideInput(values));
    if (Object.keys(errors).length > 0) return showErrors(errors);
    form.clearErrors();
    setSaving(true);
    try {
      const answer = await registration.save({
        create: () => guidesApi.create(toGuideInput(values)),
        update: () =>
          guidesApi.update(guideId ?? '', {
            ...changedFields(toGuideUpdate(values), toGuideUpdate(saved.values)),
            version: saved.version,
          }),
      });
      setSaved({ values, version: answer.guide.version });
      toasts.confirmed(answer.confirmation);
      await queryClient.invalidateQueries({ queryKey: ['panel'] });
      await queryClient.invalidateQueries({ queryKey: ['session', 'access'] });
      if (!guideId) navigate(PANEL_PATHS.guideEdition(answer.guide.id), { replace: true });
      else startUpdate();
    } catch (error) {
      const field = serverFieldError(error);
      if (field) form.setFieldError(field.field, t(field.key));
      toasts.failure(error);
      if (guideId) startUpdate();
      else startNew();
    } finally {
      setSaving(false);
    }
  };

  const handleDelete = async () => {
    if (!guideId) return;
    try {
      const answer = await guidesApi.remove(guideId);
      toasts.confirmed(answer.confirmation);
      registration.finish('list');
      queryClient.removeQueries({ queryKey: ['panel', 'guide', guideId] });
      await queryClient.invalidateQueries({ queryKey: ['panel', 'guides'] });
      navigate(PANEL_PATHS.guideList, { replace: true });
    } catch (error) {
      toasts.failure(error);
    }
  };

  const savedEnabled = initial?.enabled ?? false;
  const actions = guideId && (
    <>
      {initial && <PreviewButton guideId={guideId} guideName={localize(initial.name, 'pt')} />}
      <Switch
        label={form.getValues().enabled ? t('panel.guide.enabled') : t('panel.guide.disabled')}
        checked={enabledChoice.choice ?? enable.data?.guide.enabled ?? savedEnabled}
        disabled={!canEdit || enable.isPending}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          enable.mutate(next, {
            onSettled: enabledChoice.hold(next),
            onSuccess: (answer) => {
              form.setFieldValue('enabled', next);
              // The switch saved the guide: its new version is the form's base from now on.
              setSaved((current) => ({ values: { ...current.values, enabled: next }, version: answer.guide.version }));
            },
          });
        }}
        data-testid="guide-enabled"
      />
      {access.can('guide.edit', guideId) && <GuideExportButton guideId={guideId} />}
      {access.can('guide.delete', guideId) && (
        <ConfirmDeleteButton name={title} onConfirm={handleDelete} testId="guide-delete" />
      )}
    </>
  );

  return (
    <PanelPage title={title} actions={actions} testId="guide-editor">
      <GuideFormProvider form={form}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void handleSave();
          }}
          noValidate
        >
          <EditableArea readOnly={!canEdit}>
            <Stack gap="lg">
              {!canEdit && !access.isLoading && <ReadOnlyNotice />}
              {guideId ? (
                !savedEnabled &&
                !(enable.data?.guide.enabled ?? false) && (
                  <GuideEnableChecklist guideId={guideId} savedInitialPointId={initial?.initialPointId ?? ''} />
                )
              ) : (
                // The files go to the guide's media library, which exists once the guide is created.
                <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="guide-save-first">
                  {t('panel.guide.save_first_for_files')}
                </Alert>
              )}
              <GuideBasicsSection />
              <GuidePlaceSection />
              {guideId && <GuideRelationsSection guideId={guideId} />}
              <GuideLookSection guideId={guideId} />
              <GuideLinksSection guideId={guideId} />
              <GuideAboutSection guideId={guideId} />
              <Group
                ref={saveBar}
                justify="flex-end"
                pos="sticky"
                bottom={0}
                py="sm"
                bg="var(--mantine-color-body)"
                style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 2 }}
              >
                <Button
                  type="submit"
                  loading={isSaving}
                  leftSection={<IconDeviceFloppy size={18} />}
                  data-testid="guide-save"
                >
                  {guideId ? t('panel.save') : t('panel.guide.create')}
                </Button>
              </Group>
            </Stack>
          </EditableArea>
        </form>
      </GuideFormProvider>
      {guideId && <GuideUnlockSection guideId={guideId} canEdit={canEdit} />}
    </PanelPage>
  );
}

export { GuideEditRoute as Component };
