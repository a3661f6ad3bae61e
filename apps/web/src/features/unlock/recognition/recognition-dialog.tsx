import '../../../ui/dialog-styles.ts';
import { Alert, Anchor, Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import type { Journey, PointSummary } from '@percurso/shared';
import { IconAlertTriangle, IconCameraOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { useLocationState } from '../location-store.ts';
import { CAMERA_AND_GPS_PATH } from '../paths.ts';
import { cameraErrorValue } from '../permissions.ts';
import classes from '../scanner-dialog.module.css';
import { useUnlockRecorder } from '../use-unlock-recorder.ts';
import {
  classify,
  createStableLabel,
  type ImageModel,
  loadImageModel,
  type Prediction,
  recognisedLabel,
  tf,
} from './image-model.ts';

type Stage = 'starting' | 'running' | 'camera-denied' | 'camera-unavailable' | 'model-failed' | 'record-failed';

/** Milliseconds between two looks at the camera image: light on phones, quick enough to feel live. */
const FRAME_INTERVAL_MS = 250;

interface RecognitionDialogProps {
  iaModel: NonNullable<Journey['iaModel']>;
  journeyId: string;
  /** The journey's points with an objectLabel. */
  points: PointSummary[];
  onOpenPoint: (pointId: string) => void;
  onClose: () => void;
}

const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Prefers the GPU (WebGL); the CPU backend when the device has none. */
async function chooseBackend(): Promise<void> {
  try {
    await import('@tensorflow/tfjs-backend-webgl');
    if (await tf.setBackend('webgl')) return;
  } catch {
    // fall through to the CPU
  }
  await tf.setBackend('cpu');
}

/**
 * Camera recognition (tracker 'camera'): the journey's Teachable Machine model looks at the camera
 * image; when a point's objectLabel is the top class at or above the threshold for a few frames in
 * a row, that point unlocks and opens.
 */
export default function RecognitionDialog({
  iaModel,
  journeyId,
  points,
  onOpenPoint,
  onClose,
}: RecognitionDialogProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { record } = useUnlockRecorder();
  const { position } = useLocationState();
  // A state, not a ref: the modal mounts its body after the first effects run.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [stage, setStage] = useState<Stage>('starting');
  const [top, setTop] = useState<Prediction | null>(null);
  const [needsQr, setNeedsQr] = useState<PointSummary | null>(null);
  const found = useRef<(label: string) => void>(() => undefined);
  found.current = (label: string) => {
    const point = points.find((candidate) => candidate.objectLabel && sameLabel(candidate.objectLabel, label));
    if (!point) return;
    if (point.qrValidation) {
      setNeedsQr(point);
      return;
    }
    // A located point also needs the visitor's position (the server's unlock-proof rule).
    record({ pointId: point.id, tracker: 'camera', journeyId, ...(position ? { proof: { position } } : {}) })
      .then(() => onOpenPoint(point.id))
      .catch(() => setStage('record-failed'));
  };

  useEffect(() => {
    if (!video) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let model: ImageModel | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stable = createStableLabel();

    const look = () => {
      if (stopped || !model) return;
      if (video.readyState >= 2 && video.videoWidth > 0) {
        const pixels = tf.browser.fromPixels(video);
        const predictions = classify(model, pixels);
        pixels.dispose();
        setTop(predictions[0] ?? null);
        const label = stable(recognisedLabel(predictions));
        if (label) found.current(label);
      }
      timer = setTimeout(look, FRAME_INTERVAL_MS);
    };

    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        if (!stopped) setStage(cameraErrorValue(error) === 'denied' ? 'camera-denied' : 'camera-unavailable');
        return;
      }
      if (stopped) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      try {
        await chooseBackend();
        model = await loadImageModel(iaModel);
      } catch {
        if (!stopped) setStage('model-failed');
        return;
      }
      if (stopped) return;
      setStage('running');
      look();
    })();

    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      model?.model.dispose();
    };
  }, [video, iaModel]);

  const cameraProblem = stage === 'camera-denied' || stage === 'camera-unavailable';
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('unlock.recognition.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="recognition-dialog"
    >
      <Stack gap="sm">
        {cameraProblem ? (
          <Alert color="orange" icon={<IconCameraOff size={20} />}>
            <Text size="sm">{t(stage === 'camera-denied' ? 'unlock.camera.denied' : 'unlock.camera.unavailable')}</Text>
            <Anchor component={Link} to={CAMERA_AND_GPS_PATH} size="sm" fw={600} onClick={onClose}>
              {t('unlock.permissions.link')}
            </Anchor>
          </Alert>
        ) : (
          <div className={classes.viewport}>
            <video ref={setVideo} className={classes.video} muted playsInline />
            {stage === 'starting' && (
              <div className={classes.status}>
                <Stack align="center" gap="xs">
                  <Loader color="white" />
                  <Text size="sm">{t('unlock.recognition.loading')}</Text>
                </Stack>
              </div>
            )}
          </div>
        )}
        {stage === 'record-failed' && (
          <Alert color="red" icon={<IconAlertTriangle size={20} />}>
            {t('unlock.scanner.failed')}
          </Alert>
        )}
        {stage === 'model-failed' && (
          <Alert color="red" icon={<IconAlertTriangle size={20} />}>
            {t('unlock.recognition.failed')}
          </Alert>
        )}
        {(stage === 'running' || stage === 'record-failed') && (
          <Stack gap={4} data-testid="recognition-status">
            <Text size="sm" c="dimmed">
              {t('unlock.recognition.hint', { objects: points.map((point) => localize(point.name)).join(', ') })}
            </Text>
            {top && (
              <>
                <Text size="sm">
                  {t('unlock.recognition.seeing', { label: top.label, percent: Math.round(top.probability * 100) })}
                </Text>
                <Progress value={top.probability * 100} size="sm" aria-hidden />
              </>
            )}
          </Stack>
        )}
        {needsQr && <Alert color="orange">{t('unlock.recognition.needs_qr', { point: localize(needsQr.name) })}</Alert>}
      </Stack>
    </Modal>
  );
}
