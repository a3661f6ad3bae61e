import '@mantine/core/styles/Accordion.css';
import { Accordion, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { MessageKey } from '@percurso/i18n';
import { DEFAULT_TILE_URL, type Point, type PointUpdate, type Versioned } from '@percurso/shared';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { messageKeyOf } from '../../api/error-messages.ts';
import { isApiError } from '../../api/http.ts';
import { queries } from '../../api/queries.ts';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { useToastClearance } from '../../ui/toast-clearance.ts';
import {
  ConfirmDeleteButton,
  changedFields,
  EditableArea,
  ReadOnlyNotice,
  usePanelAccess,
  usePanelToasts,
  useRegistrationState,
} from '../panel/common/index.ts';
import { PanelPage } from '../panel/common/panel-page.tsx';
import { guideQueries } from '../panel/guides/guides-api.ts';
import { PointPreviewButton } from '../panel/preview/preview-button.tsx';
import { AccessibilitySummary } from './accessibility-badge.tsx';
import { FormatsBlock } from './editor/formats-block.tsx';
import { ImmersiveBlock } from './editor/immersive-block.tsx';
import { JourneysBlock } from './editor/journeys-block.tsx';
import { MapBlock } from './editor/map-block.tsx';
import { MediaBlock } from './editor/media-block.tsx';
import { PointGuideContext } from './editor/point-media-field.tsx';
import { QuestionnaireBlock } from './editor/questionnaire-block.tsx';
import { SectionsBlock } from './editor/sections-block.tsx';
import { TagsBlock } from './editor/tags-block.tsx';
import { TechnicalSheetBlock } from './editor/technical-sheet-block.tsx';
import { TextsBlock } from './editor/texts-block.tsx';
import { UnlockBlock } from './editor/unlock-block.tsx';
import { pointsApi } from './panel-points-api.ts';
import {
  changeGuide,
  type DraftError,
  draftErrors,
  orderedJourneys,
  type PointDraft,
  stopNumberErrors,
  suggestedStopNumber,
  toPointInput,
  toPointUpdate,
} from './point-draft.ts';
import { POINT_PATHS } from './point-paths.ts';
import { fetchGuideContent, invalidateGuide, type LoadedGuideContent } from './use-guide-content.ts';

/** The editor's blocks, in form order, with the draft fields each one holds (to open the one with an error). */
const BLOCKS = [
  { value: 'texts', title: 'panel.points.block.texts', fields: ['name', 'description', 'content', 'contentPreview'] },
  { value: 'technicalSheet', title: 'panel.points.block.technical_sheet', fields: ['technicalSheet'] },
  { value: 'journeys', title: 'panel.points.block.journeys', fields: ['guideId', 'journeyIds'] },
  {
    value: 'media',
    title: 'panel.points.block.media',
    fields: ['frontImage', 'medias', 'audio', 'audioTranscript', 'signLanguageVideos'],
  },
  {
    value: 'formats',
    title: 'panel.points.block.formats',
    fields: ['easyRead', 'easyReadAudio', 'audioDescription'],
  },
  { value: 'sections', title: 'panel.points.block.sections', fields: ['sections'] },
  {
    value: 'map',
    title: 'panel.points.block.map',
    fields: ['mapId', 'mapIcon', 'mapIconSize', 'x', 'y', 'coordinates'],
  },
  { value: 'unlock', title: 'panel.points.block.unlock', fields: ['stopNumber', 'qrRequired', 'objectLabel'] },
  { value: 'quiz', title: 'panel.points.block.quiz', fields: ['questionnaire'] },
  { value: 'immersive', title: 'panel.points.block.immersive', fields: ['immersive'] },
  { value: 'tags', title: 'panel.points.block.tags', fields: ['tags', 'keywords'] },
] as const satisfies ReadonlyArray<{ value: string; title: MessageKey; fields: readonly string[] }>;

/**
 * The PATCH fields that differ from the point as read. A point read with data the form's schema
 * now refuses (an old import) cannot be compared: then every field goes.
 */
function changedSince(read: PointDraft, next: PointUpdate): Partial<PointUpdate> {
  try {
    return changedFields(next, toPointUpdate(read));
  } catch {
    return next;
  }
}

const blockOf = (field: string) =>
  BLOCKS.find((block) => (block.fields as readonly string[]).includes(field.split('.')[0] ?? ''))?.value ?? 'texts';

interface PointEditorProps {
  /** Undefined for a new point. */
  point: Versioned<Point> | undefined;
  initial: PointDraft;
  /** The guide of the draft as loaded (its journeys, maps and points). */
  content: LoadedGuideContent;
}

/**
 * Creates or edits one interaction point (spec §3): every content kind, its place on the map, the
 * unlock rules, its quiz or poll and AR/VR material. Registration state 'new' or 'update' (§4);
 * saving checks the same schema the server does and shows the spec's messages (§5, §8).
 */
export function PointEditor({ point, initial, content: initialContent }: PointEditorProps) {
  const { t } = useTranslation();
  const saveBar = useToastClearance<HTMLDivElement>();
  const localize = useLocalize();
  const navigate = useNavigate();
  const client = useQueryClient();
  const toasts = usePanelToasts();
  const registration = useRegistrationState(point ? 'update' : 'new');
  const [draft, setDraft] = useState(initial);
  // What the last read or save stored, and its version: a save sends only what differs from it.
  const [base, setBase] = useState({ draft: initial, version: point?.version });
  const access = usePanelAccess();
  const [content, setContent] = useState(initialContent);
  const [isLoadingGuide, setLoadingGuide] = useState(false);
  const [errors, setErrors] = useState<DraftError[]>([]);
  const [isSaving, setSaving] = useState(false);
  const [opened, setOpened] = useState<string[]>(['texts', 'journeys', 'map']);
  const guides = useQuery(guideQueries.list());
  const { data: app } = useQuery(queries.appProperties());

  const update = useCallback((patch: Partial<PointDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // A field being corrected no longer shows the message of the last save attempt.
    setErrors((current) => current.filter((error) => !((error.field.split('.')[0] ?? '') in patch)));
  }, []);
  const originalGuideId = point?.guideId ?? initial.guideId;

  const handleChangeGuide = async (guideId: string) => {
    // Spec §4: the journey and the map go at once; the new guide's first ones follow when loaded.
    setDraft((current) => changeGuide(current, guideId, undefined));
    setLoadingGuide(true);
    try {
      const next = await fetchGuideContent(client, guideId);
      setContent(next);
      setDraft((current) => (current.guideId === guideId ? changeGuide(current, guideId, next) : current));
    } catch (error) {
      toasts.failure(error);
    } finally {
      setLoadingGuide(false);
    }
  };

  const showErrors = (found: DraftError[]) => {
    setErrors(found);
    const first = found[0];
    if (!first) return;
    const block = blockOf(first.field);
    setOpened((current) => (current.includes(block) ? current : [...current, block]));
    toasts.warning(messageKeyOf(first.code));
  };

  const handleSave = async () => {
    const found = [...draftErrors(draft), ...stopNumberErrors(draft, content, point?.id)];
    if (found.length > 0) return showErrors(found);
    setErrors([]);
    setSaving(true);
    try {
      const saved = await registration.save({
        create: async () => {
          const answer = await pointsApi.create(toPointInput(draft));
          toasts.success(`panel.confirm.${answer.confirmation}`);
          return answer.point;
        },
        update: async () => {
          const answer = await pointsApi.update(point?.id ?? '', {
            ...changedSince(base.draft, toPointUpdate(draft)),
            version: base.version,
          });
          toasts.success(`panel.confirm.${answer.confirmation}`);
          return answer.point;
        },
      });
      setBase({ draft, version: saved.version });
      await Promise.all([invalidateGuide(client, saved.guideId), invalidateGuide(client, originalGuideId)]);
      client.setQueryData(['panel', 'point', saved.id], saved);
      // Saving a new point selects it (spec §4); a point moved to another guide follows it.
      if (!point || saved.guideId !== originalGuideId) {
        navigate(POINT_PATHS.edit(saved.guideId, saved.id), { replace: true });
      }
      registration.startUpdate();
    } catch (error) {
      if (isApiError(error) && error.field) showErrors([{ field: error.field, code: error.code }]);
      else toasts.failure(error);
    } finally {
      setSaving(false);
    }
  };

  const handleDelete = async () => {
    if (!point) return;
    try {
      const answer = await pointsApi.remove(point.id);
      registration.finish();
      toasts.success(`panel.confirm.${answer.confirmation}`);
      await invalidateGuide(client, point.guideId);
      navigate(POINT_PATHS.list(point.guideId));
    } catch (error) {
      toasts.failure(error);
    }
  };

  // A role that may view the guide but not change its content sees the editor read-only.
  const readOnly = !access.isLoading && !access.can('guide.content.edit', originalGuideId);
  const blockProps = { draft, update, errors };
  const journeys = orderedJourneys(content);
  const editableGuides = (guides.data?.guides ?? []).filter((guide) => guide.can.editContent);
  const knownTags = [...new Set(content.points.flatMap((candidate) => candidate.tags))];
  const body: Record<(typeof BLOCKS)[number]['value'], ReactNode> = {
    texts: <TextsBlock {...blockProps} />,
    technicalSheet: <TechnicalSheetBlock {...blockProps} />,
    journeys: (
      <JourneysBlock
        {...blockProps}
        guides={editableGuides.length > 0 ? editableGuides : [{ id: content.guide.id, name: content.guide.name }]}
        journeys={journeys}
        isLoadingGuide={isLoadingGuide}
        onChangeGuide={(guideId) => void handleChangeGuide(guideId)}
      />
    ),
    media: <MediaBlock {...blockProps} />,
    formats: <FormatsBlock {...blockProps} />,
    sections: <SectionsBlock {...blockProps} />,
    map: (
      <MapBlock
        {...blockProps}
        pointId={point?.id}
        maps={content.maps}
        otherPoints={content.points}
        tileUrl={app?.tileUrl || DEFAULT_TILE_URL}
        guideLocation={content.guide.location}
      />
    ),
    unlock: <UnlockBlock {...blockProps} suggestedNumber={suggestedStopNumber(content, point?.id)} />,
    quiz: <QuestionnaireBlock {...blockProps} />,
    immersive: <ImmersiveBlock {...blockProps} />,
    tags: <TagsBlock {...blockProps} knownTags={knownTags} />,
  };

  return (
    <PanelPage
      title={point ? localize(point.name) || t('panel.points.edit_title') : t('panel.points.new_title')}
      testId="point-editor"
      actions={
        <>
          <Button
            component={Link}
            to={POINT_PATHS.list(originalGuideId)}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('panel.points.back_to_list')}
          </Button>
          {point && <PointPreviewButton guideId={originalGuideId} pointId={point.id} />}
          {point && !readOnly && (
            <ConfirmDeleteButton name={localize(point.name)} onConfirm={handleDelete} testId="point-delete" />
          )}
        </>
      }
    >
      <PointGuideContext.Provider value={draft.guideId}>
        <Stack gap="md" data-registration={registration.state}>
          {readOnly && <ReadOnlyNotice />}
          <Accordion multiple value={opened} onChange={setOpened} variant="separated" radius="md">
            {BLOCKS.map((block) => (
              <Accordion.Item key={block.value} value={block.value} data-testid={`point-block-${block.value}`}>
                <Accordion.Control>{t(block.title)}</Accordion.Control>
                <Accordion.Panel>
                  <EditableArea readOnly={readOnly}>{body[block.value]}</EditableArea>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Paper ref={saveBar} withBorder radius="md" p="sm" pos="sticky" bottom={8} style={{ zIndex: 5 }} shadow="sm">
            <Group justify="space-between" wrap="nowrap">
              {/* The summary takes what is left; the button keeps its width (at 820 px it was cut). */}
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Text size="sm" c="dimmed" truncate>
                  {localize(draft.name) || t('panel.points.new_point')}
                </Text>
                <AccessibilitySummary point={draft} />
              </Stack>
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                onClick={() => void handleSave()}
                loading={isSaving}
                style={{ flexShrink: 0 }}
                disabled={readOnly}
                data-testid="point-save"
              >
                {t('panel.points.save')}
              </Button>
            </Group>
          </Paper>
        </Stack>
      </PointGuideContext.Provider>
    </PanelPage>
  );
}
