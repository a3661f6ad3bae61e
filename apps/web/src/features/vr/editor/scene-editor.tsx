import {
  ActionIcon,
  Alert,
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Point } from '@percurso/shared';
import type { Viewer } from '@photo-sphere-viewer/core';
import { IconTrash } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageKey, messageKeyOf } from '../../../api/error-messages.ts';
import { MediaField } from '../../media-library/index.ts';
import { SceneViewer } from '../scene-viewer.tsx';
import { buildTour } from '../tour.ts';
import { useTourLabels } from '../use-tour.ts';
import classes from './scene-editor.module.css';
import {
  checkTour,
  newSceneId,
  removeScene,
  setInitialYaw,
  type TourDraft,
  toPosition,
  toTourDraft,
} from './tour-draft.ts';

type Mode = 'link' | 'info' | 'none';

export interface SceneEditorProps {
  point: Point;
  save: (draft: TourDraft) => Promise<unknown>;
}

/**
 * The scene editor: the point's scenes (uploaded to or picked from the guide's media library), a
 * click on the panorama places a link to another scene or an info marker, the current view
 * becomes the scene's initial one; the viewer previews the tour as visitors will walk it.
 */
export function SceneEditor({ point, save }: SceneEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TourDraft>(() => toTourDraft(point.immersive));
  // Scenes without their image yet are left out of the viewer; video points get their photos' tour.
  const tour = useMemo(
    () =>
      buildTour({
        ...draft,
        video360: undefined,
        rvImages: draft.rvImages.filter((scene) => scene.url !== ''),
      }),
    [draft],
  );
  const { sceneName, infoLabel, goToLabel } = useTourLabels(tour);
  const [editing, setEditing] = useState<string>(tour.startId);
  const [mode, setMode] = useState<Mode>('link');
  const [target, setTarget] = useState<string | null>(null);
  const [infoTitle, setInfoTitle] = useState('');
  const [infoText, setInfoText] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();
  const [saving, setSaving] = useState(false);
  const viewer = useRef<Viewer>(undefined);
  const view = useRef<{ yaw: number; pitch: number }>(undefined);
  const latest = useRef({ draft, editing, mode, target, infoTitle, infoText });
  latest.current = { draft, editing, mode, target, infoTitle, infoText };

  const scenes = tour.scenes;
  const current = scenes.some((scene) => scene.id === editing) ? editing : tour.startId;
  const sceneOptions = scenes.map((scene) => ({ value: scene.id, label: sceneName(scene) }));
  const targetOptions = sceneOptions.filter((option) => option.value !== current);
  const change = (next: TourDraft) => {
    setStatus(undefined);
    setDraft(next);
  };

  const place = (yawRad: number, pitchRad: number) => {
    const state = latest.current;
    const position = toPosition(yawRad, pitchRad);
    view.current = position;
    const from = scenes.some((scene) => scene.id === state.editing) ? state.editing : tour.startId;
    if (state.mode === 'link' && state.target) {
      const links = [...state.draft.rvImagesConnections, { from, to: state.target, ...position }];
      change({ ...state.draft, rvImagesConnections: links });
    } else if (state.mode === 'info' && state.infoTitle.trim()) {
      const marker = {
        scene: from,
        ...position,
        title: { pt: state.infoTitle.trim() },
        ...(state.infoText.trim() ? { text: { pt: state.infoText.trim() } } : {}),
      };
      change({ ...state.draft, rvPoints: [...state.draft.rvPoints, marker] });
    } else return;
    setStatus({ ok: true, text: t('vr.editor.placed', position) });
  };

  const onReady = (ready: Viewer) => {
    viewer.current = ready;
    ready.addEventListener('click', ({ data }) => {
      if (data.rightclick || data.marker) return;
      const element = data.target as Element | undefined;
      if (element?.closest?.('.psv-virtual-tour-link')) return;
      place(data.yaw, data.pitch);
    });
  };

  const submit = async () => {
    const problem = checkTour(draft);
    if (problem) {
      setStatus({ ok: false, text: t(messageKeyOf(problem.code)) });
      return;
    }
    setSaving(true);
    try {
      await save(draft);
      setStatus({ ok: true, text: t('vr.editor.saved') });
    } catch (error) {
      setStatus({ ok: false, text: t(errorMessageKey(error)) });
    } finally {
      setSaving(false);
    }
  };

  const links = draft.rvImagesConnections
    .map((link, index) => ({ link, index }))
    .filter(({ link }) => link.from === current);
  const markers = draft.rvPoints
    .map((marker, index) => ({ marker, index }))
    .filter(({ marker }) => marker.scene === current);
  const nameOf = (id: string) => sceneOptions.find((option) => option.value === id)?.label ?? id;

  return (
    <div className={classes.layout}>
      <div className={classes.viewer}>
        {tour.kind === 'image' ? (
          <SceneViewer
            tour={tour}
            startId={current}
            initialView={view.current}
            sceneName={sceneName}
            infoLabel={infoLabel}
            goToLabel={goToLabel}
            onReady={onReady}
            onSceneChange={(id) => {
              view.current = undefined;
              setEditing(id);
            }}
            testId="vr-editor-viewer"
          />
        ) : (
          <Text c="white" p="lg">
            {t('vr.no_scene')}
          </Text>
        )}
      </div>
      <Stack className={classes.form} gap="md">
        <Title order={2} fz="h4">
          {t('vr.editor.scenes')}
        </Title>
        <MediaField
          guideId={point.guideId}
          kinds={['image360']}
          label={t('vr.editor.main_image')}
          value={draft.image360 ?? null}
          onChange={(url) => change({ ...draft, image360: url ?? undefined })}
          data-testid="vr-editor-main-image"
        />
        {draft.rvImages.map((scene, index) => (
          <Group key={scene.id} align="flex-end" wrap="nowrap" gap="xs">
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <TextInput
                label={t('vr.scene', { number: index + (draft.image360 ? 2 : 1) })}
                value={scene.name?.pt ?? ''}
                onChange={(event) => {
                  const name = event.currentTarget.value;
                  const rvImages = draft.rvImages.map((other) =>
                    other.id === scene.id ? { ...other, name: name ? { pt: name } : undefined } : other,
                  );
                  change({ ...draft, rvImages });
                }}
              />
              <MediaField
                guideId={point.guideId}
                kinds={['image360']}
                label={t('vr.editor.scene_image')}
                value={scene.url || null}
                onChange={(url) => {
                  const rvImages = draft.rvImages.map((other) =>
                    other.id === scene.id ? { ...other, url: url ?? '' } : other,
                  );
                  change({ ...draft, rvImages });
                }}
                data-testid={`vr-editor-scene-${scene.id}`}
              />
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('vr.editor.remove_scene')}: ${scene.name?.pt ?? scene.id}`}
              onClick={() => change(removeScene(draft, scene.id))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          onClick={() => change({ ...draft, rvImages: [...draft.rvImages, { id: newSceneId(draft), url: '' }] })}
        >
          {t('vr.editor.add_scene')}
        </Button>

        <Select
          label={t('vr.editor.editing')}
          data={sceneOptions}
          value={current}
          onChange={(value) => {
            if (!value) return;
            view.current = undefined;
            setEditing(value);
          }}
          allowDeselect={false}
          data-testid="vr-editor-editing"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('vr.editor.mode')}
          </Text>
          <SegmentedControl
            value={mode}
            onChange={(value) => setMode(value as Mode)}
            data={[
              { value: 'link', label: t('vr.editor.mode_link') },
              { value: 'info', label: t('vr.editor.mode_info') },
              { value: 'none', label: t('vr.editor.mode_none') },
            ]}
            fullWidth
            orientation="vertical"
          />
        </Stack>
        {mode === 'link' && (
          <Select
            label={t('vr.editor.link_target')}
            data={targetOptions}
            value={target}
            onChange={setTarget}
            data-testid="vr-editor-target"
          />
        )}
        {mode === 'info' && (
          <>
            <TextInput
              label={t('vr.editor.info_title')}
              value={infoTitle}
              onChange={(e) => setInfoTitle(e.currentTarget.value)}
            />
            <TextInput
              label={t('vr.editor.info_text')}
              value={infoText}
              onChange={(e) => setInfoText(e.currentTarget.value)}
            />
          </>
        )}
        <Button
          variant="default"
          onClick={() => {
            const position = viewer.current?.getPosition();
            if (!position) return;
            const { yaw } = toPosition(position.yaw, position.pitch);
            change(setInitialYaw(draft, current, yaw));
          }}
        >
          {t('vr.editor.set_view')}
        </Button>

        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('vr.editor.links')}
          </Text>
          {links.map(({ link, index }) => (
            <Group key={`link-${index}`} justify="space-between" wrap="nowrap" data-testid="vr-editor-link">
              <Text size="sm">
                → {nameOf(link.to)} ({link.yaw}°, {link.pitch}°)
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t('vr.editor.remove')}: ${nameOf(link.to)}`}
                onClick={() =>
                  change({ ...draft, rvImagesConnections: draft.rvImagesConnections.filter((_, i) => i !== index) })
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Text size="sm" fw={500} mt="xs">
            {t('vr.editor.markers')}
          </Text>
          {markers.map(({ marker, index }) => (
            <Group key={`marker-${index}`} justify="space-between" wrap="nowrap" data-testid="vr-editor-marker">
              <Text size="sm">
                i {marker.title.pt} ({marker.yaw}°, {marker.pitch}°)
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t('vr.editor.remove')}: ${marker.title.pt ?? ''}`}
                onClick={() => change({ ...draft, rvPoints: draft.rvPoints.filter((_, i) => i !== index) })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>

        {status && (
          <Alert
            color={status.ok ? 'teal' : 'red'}
            role={status.ok ? 'status' : 'alert'}
            data-testid="vr-editor-status"
          >
            {status.text}
          </Alert>
        )}
        <Group>
          <Button onClick={submit} loading={saving} data-testid="vr-editor-save">
            {t('vr.editor.save')}
          </Button>
          <Button component={Link} to={`/rvScene/${encodeURIComponent(point.id)}`} target="_blank" variant="default">
            {t('vr.editor.preview')}
          </Button>
        </Group>
      </Stack>
    </div>
  );
}
