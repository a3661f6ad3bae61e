import { useSyncExternalStore } from 'react';

let available: boolean | undefined;

/**
 * Whether this browser can draw WebGL (the 360° viewer needs it). Asked once: each question opens
 * a WebGL context, which costs a phone (or a software renderer) tens of milliseconds, and the
 * screens ask on every render. The test context is released at once.
 */
export function webglAvailable(): boolean {
  if (available === undefined) {
    try {
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
      context?.getExtension('WEBGL_lose_context')?.loseContext();
      available = context !== null;
    } catch {
      available = false;
    }
  }
  return available;
}

const unchanging = () => () => undefined;

/** webglAvailable() for a screen's render: undefined on the server, which cannot know (entry-server.tsx). */
export function useWebglAvailable(): boolean | undefined {
  return useSyncExternalStore(unchanging, webglAvailable, () => undefined);
}
