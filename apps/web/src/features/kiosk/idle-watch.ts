/** What counts as someone using the kiosk. */
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface IdleWatch {
  /** Starts counting the idle time again (after "Continuar a visita"). */
  restart(): void;
  stop(): void;
}

/**
 * Calls `onIdle` after `idleMs` without a touch, key, wheel or scroll. While narration or a video
 * plays the visitor is listening: the time does not run, and the screen is kept awake (Screen
 * Wake Lock, where the browser has it), released when the last one pauses or ends.
 */
export function watchIdle(idleMs: number, onIdle: () => void): IdleWatch {
  const playing = new Set<HTMLMediaElement>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking = false;
  let lock: WakeLockSentinel | null = null;

  const schedule = () => {
    clearTimeout(timer);
    if (asking || playing.size > 0) return;
    timer = setTimeout(() => {
      asking = true;
      onIdle();
    }, idleMs);
  };
  const holdScreen = async () => {
    if (lock || !('wakeLock' in navigator) || document.visibilityState !== 'visible') return;
    try {
      lock = await navigator.wakeLock.request('screen');
      lock.addEventListener('release', () => {
        lock = null;
      });
    } catch {
      // Refused (battery saver, no permission): the screen follows the system's timeout.
    }
  };
  const releaseScreen = () => {
    void lock?.release().catch(() => undefined);
    lock = null;
  };

  const onActivity = () => {
    if (!asking) schedule();
  };
  const onPlay = (event: Event) => {
    if (!(event.target instanceof HTMLMediaElement)) return;
    playing.add(event.target);
    clearTimeout(timer);
    void holdScreen();
  };
  const onStop = (event: Event) => {
    if (!(event.target instanceof HTMLMediaElement) || !playing.delete(event.target)) return;
    if (playing.size === 0) {
      releaseScreen();
      schedule();
    }
  };
  // The browser lets a wake lock go when the page is hidden: taken again on return.
  const onVisibility = () => {
    if (playing.size > 0) void holdScreen();
  };

  for (const type of ACTIVITY) window.addEventListener(type, onActivity, { capture: true, passive: true });
  // Media events do not bubble: listened to on the way down.
  document.addEventListener('playing', onPlay, true);
  for (const type of ['pause', 'ended', 'emptied'] as const) document.addEventListener(type, onStop, true);
  document.addEventListener('visibilitychange', onVisibility);
  schedule();

  return {
    restart: () => {
      asking = false;
      schedule();
    },
    stop: () => {
      clearTimeout(timer);
      releaseScreen();
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener('playing', onPlay, true);
      for (const type of ['pause', 'ended', 'emptied'] as const) document.removeEventListener(type, onStop, true);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
