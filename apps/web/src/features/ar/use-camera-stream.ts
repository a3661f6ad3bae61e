import { useCallback, useEffect, useState } from 'react';
import { cameraErrorValue, isSupported } from '../unlock/index.ts';

/** The rear camera's stream, or why there is none. */
export type CameraState =
  | { status: 'starting' }
  | { status: 'live'; stream: MediaStream }
  | { status: 'denied' }
  | { status: 'unavailable' };

/**
 * Opens the rear camera (getUserMedia, facingMode environment) while the screen is shown and
 * stops it when the screen goes; `retry` asks again after the visitor changed the permission.
 */
export function useCameraStream(): { camera: CameraState; retry: () => void } {
  const [camera, setCamera] = useState<CameraState>({ status: 'starting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt;
    if (!isSupported('camera')) {
      setCamera({ status: 'unavailable' });
      return;
    }
    let stream: MediaStream | undefined;
    let cancelled = false;
    setCamera({ status: 'starting' });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      .then((opened) => {
        stream = opened;
        if (cancelled) for (const track of opened.getTracks()) track.stop();
        else setCamera({ status: 'live', stream: opened });
      })
      .catch((error: unknown) => {
        if (!cancelled) setCamera({ status: cameraErrorValue(error) === 'denied' ? 'denied' : 'unavailable' });
      });
    return () => {
      cancelled = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { camera, retry };
}
