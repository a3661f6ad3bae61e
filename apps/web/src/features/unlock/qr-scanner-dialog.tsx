import '../../ui/dialog-styles.ts';
import { Alert, Anchor, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconCameraOff, IconQrcode } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type QrScanner from 'qr-scanner';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessageKey } from '../../api/error-messages.ts';
import { ApiError } from '../../api/http.ts';
import { queries } from '../../api/queries.ts';
import { CAMERA_AND_GPS_PATH } from './paths.ts';
import { cameraErrorValue } from './permissions.ts';
import { resolveScan, type ScanOutcome } from './resolve-scan.ts';
import classes from './scanner-dialog.module.css';
import { useUnlockRecorder } from './use-unlock-recorder.ts';

/** What went wrong with a scan: the code itself, or the server refusing the unlock (a wrong signature…). */
type ScanProblem = Exclude<ScanOutcome, { kind: 'open' }> | { kind: 'refused'; error: unknown };

const PROBLEM_KEYS = {
  'not-ours': 'unlock.scanner.not_ours',
  'unknown-point': 'unlock.scanner.unknown_point',
  'guide-off': 'unlock.scanner.guide_off',
  failed: 'unlock.scanner.failed',
} as const;

type CameraState = 'starting' | 'scanning' | 'denied' | 'unavailable';

interface QrScannerDialogProps {
  /** The guide on screen: a code of another guide asks before leaving it. */
  currentGuideId: string | undefined;
  onClose: () => void;
}

/**
 * The in-app QR scanner (tracker 'toolBar'): reads our /qrcode/{pointId}?s= codes with the camera,
 * records the unlock (the whole text, signature included, is the proof the server checks) and
 * opens the point on its guide page, where the /qrcode/ link would land. A refusal (a code that is
 * not the point's, an unsigned one the venue no longer takes) says why.
 */
export default function QrScannerDialog({ currentGuideId, onClose }: QrScannerDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { record } = useUnlockRecorder();
  // A state, not a ref: the modal mounts its body after the first effects run.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [problem, setProblem] = useState<ScanProblem | null>(null);
  const busy = useRef(false);
  const lastText = useRef<string | null>(null);

  // Latest callbacks for the scanner, which is created once.
  const handleText = useRef<(text: string) => void>(() => undefined);
  handleText.current = (text: string) => {
    if (busy.current || text === lastText.current) return;
    lastText.current = text;
    busy.current = true;
    resolveScan(text, currentGuideId, (pointId) => queryClient.fetchQuery(queries.point(pointId)))
      .then(async (outcome) => {
        if (outcome.kind === 'open') await open(outcome.pointId, outcome.target);
        else {
          // A network failure: the same code may be tried again.
          if (outcome.kind === 'failed') lastText.current = null;
          setProblem(outcome);
        }
      })
      .catch((error: unknown) => {
        lastText.current = null;
        setProblem(error instanceof ApiError ? { kind: 'refused', error } : { kind: 'failed' });
      })
      .finally(() => {
        busy.current = false;
      });
  };

  const open = async (pointId: string, target: string) => {
    // The scanned text is the proof the server checks for points that need their QR code.
    await record({ pointId, tracker: 'toolBar', ...(lastText.current ? { proof: { qr: lastText.current } } : {}) });
    onClose();
    navigate(target, { state: { pointOpenedInApp: true } });
  };

  useEffect(() => {
    if (!video) return;
    let scanner: QrScanner | undefined;
    let stopped = false;
    (async () => {
      // qr-scanner reports every camera failure as "Camera not found": ask first to tell a
      // refusal from a missing camera.
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('no camera', 'NotFoundError');
        const probe = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        for (const track of probe.getTracks()) track.stop();
      } catch (error) {
        if (!stopped) setCamera(cameraErrorValue(error) === 'denied' ? 'denied' : 'unavailable');
        return;
      }
      const { default: Scanner } = await import('qr-scanner');
      if (stopped) return;
      scanner = new Scanner(video, (result) => handleText.current(result.data), {
        returnDetailedScanResult: true,
        preferredCamera: 'environment',
        maxScansPerSecond: 5,
        onDecodeError: () => undefined,
      });
      try {
        await scanner.start();
        if (!stopped) setCamera('scanning');
      } catch {
        if (!stopped) setCamera('unavailable');
      }
    })();
    return () => {
      stopped = true;
      scanner?.destroy();
    };
  }, [video]);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('unlock.scanner.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="qr-scanner-dialog"
    >
      <Stack gap="sm">
        {camera === 'denied' || camera === 'unavailable' ? (
          <Alert color="orange" icon={<IconCameraOff size={20} />} data-testid="scanner-camera-problem">
            <Text size="sm">{t(camera === 'denied' ? 'unlock.camera.denied' : 'unlock.camera.unavailable')}</Text>
            <Anchor component={Link} to={CAMERA_AND_GPS_PATH} size="sm" fw={600} onClick={onClose}>
              {t('unlock.permissions.link')}
            </Anchor>
          </Alert>
        ) : (
          <>
            <div className={classes.viewport}>
              <video ref={setVideo} className={classes.video} muted playsInline data-testid="scanner-video" />
              {camera === 'starting' && (
                <div className={classes.status}>
                  <Loader color="white" aria-label={t('unlock.camera.starting')} />
                </div>
              )}
            </div>
            <Text size="sm" c="dimmed" ta="center">
              {t('unlock.scanner.hint')}
            </Text>
          </>
        )}
        {problem && (
          <Alert color="orange" icon={<IconQrcode size={20} />} data-testid="scanner-problem" role="alert">
            <Text size="sm">
              {problem.kind === 'other-guide'
                ? t('unlock.scanner.other_guide', { guide: problem.guideName })
                : problem.kind === 'refused'
                  ? t(errorMessageKey(problem.error))
                  : t(PROBLEM_KEYS[problem.kind])}
            </Text>
            {problem.kind === 'other-guide' && (
              <Button
                mt="xs"
                size="xs"
                variant="light"
                onClick={() => {
                  open(problem.pointId, problem.target).catch((error: unknown) =>
                    setProblem(error instanceof ApiError ? { kind: 'refused', error } : { kind: 'failed' }),
                  );
                }}
              >
                {t('unlock.scanner.open_other_guide')}
              </Button>
            )}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
