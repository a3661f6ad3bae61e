import {
  type ContentFormat,
  type Language,
  MEDIA_COMPLETION_THRESHOLD,
  trackingOff,
  USAGE_TRACKING_COOKIE,
  type VisitEventInput,
  type VisitEventKind,
} from '@percurso/shared';
import { isOnline, subscribeConnectivity } from '../../api/connectivity.ts';
import { readCookie } from '../../app/preference-cookies.ts';

/**
 * The visit events of issue 31 (a point shown and closed, narration and video plays and
 * completions) for the panel's visit insights: kept on the device (localStorage) with the time
 * they happened and sent in batches to POST /api/visit-events, every few seconds, when the page is
 * hidden, and when the connection returns; each has its own id, so a batch sent twice is stored
 * once. Analytics never block the visitor: failures only keep the events for later. With usage
 * tracking off (settings/usage-tracking.ts) nothing is kept and what waited is dropped.
 */

// Usage tracking on this browser (issue 31 item 6): a cookie, so the server drops what a page sent
// before the app read it, and an anonymous visitor's choice needs no account. Off stops the visit
// events and the usage logs (access-log.ts); unlocks, answers and ratings are the visitor's own.
// Only the reading is here, with the events it stops; the switch (settings/usage-tracking-switch.tsx,
// a chunk of its own) writes the cookie.

/** Whether this browser has usage tracking off. */
export function isTrackingOff(): boolean {
  return trackingOff(readCookie(USAGE_TRACKING_COOKIE));
}

const STORAGE_KEY = 'percurso.visit-events';
const FLUSH_AFTER_MS = 5_000;
const MAX_BATCH = 100;
/** Beyond this many waiting events (a long offline visit), the oldest are dropped. */
const MAX_KEPT = 1_000;

/** Whose event it is: the point, and what is known of how it was shown. */
interface EventOwner {
  pointId: string;
  journeyId?: string | undefined;
  language?: Language | undefined;
  format?: ContentFormat | undefined;
}

interface ShownPoint {
  pointId: string;
  journeyId: string | undefined;
  language: Language;
  format: ContentFormat;
}

let queue: VisitEventInput[] | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let sending = false;
let started = false;
/** The point on screen: a video played is its, in its language and format. */
let shown: ShownPoint | undefined;

function load(): VisitEventInput[] {
  if (queue) return queue;
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    queue = Array.isArray(stored) ? (stored as VisitEventInput[]) : [];
  } catch {
    queue = [];
  }
  return queue;
}

function save(events: VisitEventInput[]): void {
  queue = events.slice(-MAX_KEPT);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(queue));
  } catch {
    // Private mode without storage: the events live in memory for this visit.
  }
}

function start(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // keepalive lets the last batch leave with the page.
  window.addEventListener('pagehide', () => void flushVisitEvents());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushVisitEvents();
  });
  subscribeConnectivity(() => {
    if (isOnline()) void flushVisitEvents();
  });
}

/** Keeps one event (now, on this device) and schedules the next batch. */
export function recordVisitEvent(kind: VisitEventKind, { pointId, journeyId, language, format }: EventOwner): void {
  if (typeof window === 'undefined' || isTrackingOff()) return;
  start();
  const event: VisitEventInput = { id: crypto.randomUUID(), kind, pointId, at: new Date().toISOString() };
  if (journeyId) event.journeyId = journeyId;
  if (language) event.language = language;
  if (format) event.format = format;
  save([...load(), event]);
  clearTimeout(timer);
  timer = setTimeout(() => void flushVisitEvents(), FLUSH_AFTER_MS);
}

/** Sends the waiting events, a batch at a time, oldest first. */
export async function flushVisitEvents(): Promise<void> {
  if (isTrackingOff()) {
    clearTimeout(timer);
    if (load().length > 0) save([]);
    return;
  }
  if (sending || !isOnline()) return;
  sending = true;
  clearTimeout(timer);
  try {
    for (let batch = load().slice(0, MAX_BATCH); batch.length > 0; batch = load().slice(0, MAX_BATCH)) {
      const response = await fetch('/api/visit-events', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ events: batch }),
        keepalive: true,
      });
      // A server error or a limit waits; a refusal (a malformed event) would come again: dropped.
      if (response.status >= 500 || response.status === 429 || response.status === 408) return;
      const sent = new Set(batch.map((event) => event.id));
      save(load().filter((event) => !sent.has(event.id)));
    }
  } catch {
    // No network: sent when it returns (or with the next event).
  } finally {
    sending = false;
  }
}

/** The point view shows a point: recorded, and its closing when it goes (or another replaces it). */
export function showPoint(point: ShownPoint): () => void {
  shown = point;
  recordVisitEvent('pointView', point);
  return () => {
    if (shown === point) shown = undefined;
    recordVisitEvent('pointLeave', point);
  };
}

/**
 * Follows one play of a media element: its start (once per play from the beginning, not each
 * resume after a pause) and its completion, once MEDIA_COMPLETION_THRESHOLD of it has played or
 * it ended; `onPlay` is told whose it is.
 */
export function mediaPlays(kinds: { play: VisitEventKind; complete: VisitEventKind }) {
  let playing: EventOwner | null = null;
  let completed = false;
  return {
    /** A new file (or the same from its start): the next play counts again. */
    reset() {
      playing = null;
      completed = false;
    },
    onPlay(owner: EventOwner | undefined) {
      if (playing || !owner) return;
      playing = owner;
      completed = false;
      recordVisitEvent(kinds.play, owner);
    },
    onProgress(position: number, duration: number, ended = false) {
      if (!playing) return;
      const reached = duration > 0 && Number.isFinite(duration) && position >= duration * MEDIA_COMPLETION_THRESHOLD;
      if (!completed && (ended || reached)) {
        completed = true;
        recordVisitEvent(kinds.complete, playing);
      }
      // Played again after its end: another play.
      if (ended) playing = null;
    },
  };
}

/** The point on screen, for a video played in it. */
export function describeShown(): EventOwner | undefined {
  return shown ? { ...shown } : undefined;
}
