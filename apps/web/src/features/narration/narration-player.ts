import type { Language } from '@percurso/shared';
import { useSyncExternalStore } from 'react';
import { describeShown, mediaPlays } from '../progress/visit-events.ts';
import { setNarrationActive } from './narration-state.ts';

/** What the persistent player plays: a narration and the point it belongs to. */
export interface NarrationTrack {
  src: string;
  language: Language;
  /** The narration's title (the point's name, or its section's). */
  title: string;
  /** The guide's name, shown under the title on the lock screen. */
  guideTitle: string;
  /** Where the mini-player's title leads: the point on its guide page. */
  href: string;
  pointId: string;
  /** The point's picture, for the lock screen. */
  artwork?: string | undefined;
  /**
   * The narration of the point after this one in the journey, the visitor's language then, or null
   * when none follows (the last point, or every following one locked or silent). For the continuous
   * tour.
   */
  next?: (() => Promise<NarrationTrack | null>) | undefined;
}

export interface NarrationState {
  track: NarrationTrack | null;
  playing: boolean;
  position: number;
  /** 0 until the file's length is known (nothing loads before play). */
  duration: number;
  /** The continuous tour: the next point's narration starts when one ends (remembered). */
  continuous: boolean;
  /** How many point views show the current track's own player (the mini-player hides meanwhile). */
  shownInPoint: number;
}

const CONTINUOUS_KEY = 'percurso.narration.continuous';
const IDLE: NarrationState = {
  track: null,
  playing: false,
  position: 0,
  duration: 0,
  continuous: false,
  shownInPoint: 0,
};

let state: NarrationState = { ...IDLE, continuous: readContinuous() };
const listeners = new Set<() => void>();
let element: HTMLAudioElement | null = null;
/** Plays and completions of each narration, for the panel's visit insights (issue 31). */
const plays = mediaPlays({ play: 'narrationPlay', complete: 'narrationComplete' });

/** Whose narration plays: its point and language, in the format its point view opened in. */
function owner(track: NarrationTrack | null) {
  if (!track) return undefined;
  const view = describeShown();
  return {
    pointId: track.pointId,
    language: track.language,
    ...(view?.pointId === track.pointId ? { format: view.format, journeyId: view.journeyId } : {}),
  };
}

function readContinuous(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(CONTINUOUS_KEY) === '1';
  } catch {
    return false;
  }
}

function update(change: Partial<NarrationState>) {
  state = { ...state, ...change };
  setNarrationActive(state.track !== null);
  for (const listener of listeners) listener();
}

/**
 * One <audio> for the whole visit, outside the React tree: it keeps playing when the point that
 * started it closes, while the visitor walks to the next one, and with the screen locked (the
 * Media Session gives the lock screen its title and buttons). preload="none" until play.
 */
function audio(): HTMLAudioElement {
  if (element) return element;
  const created = document.createElement('audio');
  created.preload = 'none';
  created.hidden = true;
  created.dataset.testid = 'narration-audio';
  created.addEventListener('play', () => {
    plays.onPlay(owner(state.track));
    update({ playing: true });
    updatePositionState(created);
  });
  created.addEventListener('pause', () => {
    update({ playing: false });
    updatePositionState(created);
  });
  created.addEventListener('durationchange', () => update({ duration: finite(created.duration) }));
  created.addEventListener('timeupdate', () => {
    plays.onProgress(created.currentTime, created.duration);
    update({ position: created.currentTime });
    updatePositionState(created);
  });
  created.addEventListener('ended', () => {
    plays.onProgress(created.currentTime, created.duration, true);
    update({ playing: false });
    if (state.continuous) void playNext();
  });
  document.body.append(created);
  element = created;
  return created;
}

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** Plays `track` from its start, or goes on with it when it is the one loaded. */
export function play(track: NarrationTrack): void {
  const media = audio();
  if (state.track?.src !== track.src) {
    media.src = track.src;
    media.dataset.language = track.language;
    plays.reset();
    update({ track, position: 0, duration: 0 });
    describeForLockScreen(track);
  } else if (state.track !== track) update({ track });
  void media.play().catch(() => update({ playing: false }));
}

/** Play/pause of the loaded track (the mini-player's and the lock screen's button). */
export function toggle(): void {
  const media = element;
  if (!media || !state.track) return;
  if (media.paused) void media.play().catch(() => update({ playing: false }));
  else media.pause();
}

export function seek(seconds: number): void {
  const media = element;
  if (!media || !state.track) return;
  const bounded = Math.max(0, Math.min(seconds, state.duration || 0));
  media.currentTime = bounded;
  update({ position: bounded });
}

/** Stops and forgets the track: the mini-player goes away. */
export function stop(): void {
  plays.reset();
  if (element) {
    element.pause();
    element.removeAttribute('src');
    element.load();
  }
  if (typeof navigator !== 'undefined' && 'mediaSession' in navigator) {
    navigator.mediaSession.metadata = null;
    navigator.mediaSession.playbackState = 'none';
  }
  update({ track: null, playing: false, position: 0, duration: 0 });
}

export function setContinuous(continuous: boolean): void {
  try {
    localStorage.setItem(CONTINUOUS_KEY, continuous ? '1' : '0');
  } catch {
    // Private mode without storage: the choice lasts for this visit.
  }
  update({ continuous });
}

/** The next point's narration, in journey order; the player stops at the end of the journey. */
async function playNext(): Promise<void> {
  const next = await state.track?.next?.().catch(() => null);
  if (next) play(next);
}

/** A point view showing the current track's player: the mini-player steps aside meanwhile. */
export function showInPoint(): () => void {
  update({ shownInPoint: state.shownInPoint + 1 });
  return () => update({ shownInPoint: Math.max(0, state.shownInPoint - 1) });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The player's state; the server's (and hydration's) is idle. */
export function useNarration(): NarrationState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => IDLE,
  );
}

/** The lock screen's title, picture and buttons (Media Session API, where the browser has it). */
function describeForLockScreen(track: NarrationTrack) {
  if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
  const session = navigator.mediaSession;
  session.metadata = new MediaMetadata({
    title: track.title,
    artist: track.guideTitle,
    artwork: track.artwork ? [{ src: new URL(track.artwork, location.href).href }] : [],
  });
  const handlers: [MediaSessionAction, MediaSessionActionHandler | null][] = [
    ['play', () => toggle()],
    ['pause', () => toggle()],
    ['stop', () => stop()],
    ['seekto', (details) => seek(details.seekTime ?? state.position)],
    ['seekbackward', (details) => seek(state.position - (details.seekOffset ?? 10))],
    ['seekforward', (details) => seek(state.position + (details.seekOffset ?? 10))],
    ['nexttrack', track.next ? () => void playNext() : null],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // An action this browser does not know.
    }
  }
}

function updatePositionState(media: HTMLAudioElement) {
  if (!('mediaSession' in navigator)) return;
  navigator.mediaSession.playbackState = media.paused ? 'paused' : 'playing';
  const duration = finite(media.duration);
  if (!duration) return;
  try {
    navigator.mediaSession.setPositionState({
      duration,
      position: Math.min(media.currentTime, duration),
      playbackRate: media.playbackRate,
    });
  } catch {
    // A position the browser refuses (it changes as the file loads).
  }
}
