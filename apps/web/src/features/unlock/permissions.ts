import { useCallback, useEffect, useState } from 'react';

/** The spec's permission values: each starts 'pending' (not asked yet). */
export type PermissionValue = 'pending' | 'granted' | 'denied' | 'unavailable';
export type DevicePermission = 'camera' | 'gps';

const QUERY_NAMES: Record<DevicePermission, string> = { camera: 'camera', gps: 'geolocation' };

/** The Permissions API's answer in the spec's terms ('prompt' has not been asked: pending). */
export function fromBrowserState(state: string): PermissionValue {
  if (state === 'granted') return 'granted';
  if (state === 'denied') return 'denied';
  return 'pending';
}

/** Whether this browser has the device at all (camera needs a secure page; so does location). */
export function isSupported(kind: DevicePermission): boolean {
  if (typeof navigator === 'undefined') return false;
  if (kind === 'camera') return typeof navigator.mediaDevices?.getUserMedia === 'function';
  return 'geolocation' in navigator;
}

/** What a failed camera request means for the visitor. */
export function cameraErrorValue(error: unknown): PermissionValue {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  return 'unavailable';
}

/** Asks for the camera; the stream is closed at once, only the permission matters. */
async function requestCamera(): Promise<PermissionValue> {
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
    for (const track of stream.getTracks()) track.stop();
    return 'granted';
  } catch (error) {
    return cameraErrorValue(error);
  }
}

function requestLocation(): Promise<PermissionValue> {
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      () => resolve('granted'),
      (error) => resolve(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  });
}

/**
 * One device permission: its state ('pending' first, then what the Permissions API says where the
 * browser has it, following later changes) and a request that asks the browser for it.
 */
export function useDevicePermission(kind: DevicePermission) {
  const [state, setState] = useState<PermissionValue>('pending');

  useEffect(() => {
    if (!isSupported(kind)) {
      setState('unavailable');
      return;
    }
    let status: PermissionStatus | undefined;
    let cancelled = false;
    const follow = () => {
      if (status && !cancelled) setState(fromBrowserState(status.state));
    };
    navigator.permissions
      ?.query({ name: QUERY_NAMES[kind] as PermissionName })
      .then((answer) => {
        status = answer;
        follow();
        answer.addEventListener('change', follow);
      })
      // Browsers that cannot query this permission (Firefox and the camera) keep 'pending'.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      status?.removeEventListener('change', follow);
    };
  }, [kind]);

  const request = useCallback(async () => {
    if (!isSupported(kind)) {
      setState('unavailable');
      return 'unavailable' as const;
    }
    const result = kind === 'camera' ? await requestCamera() : await requestLocation();
    setState(result);
    return result;
  }, [kind]);

  return { state, request };
}
