import { useRef, useState } from 'react';

/** 83 → "1:23": a player's position and length. */
export function clock(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * What the narration and video players share: the element, whether it plays, where it is and how
 * long it lasts (0 until playback starts: nothing loads before, issue 28 item 4), play/pause and
 * seek. `events` go on the `<audio>`/`<video>`.
 */
export function usePlayback<Element extends HTMLMediaElement>() {
  const media = useRef<Element>(null);
  const [isPlaying, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);

  const toggle = () => {
    const element = media.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  const seek = (seconds: number) => {
    const bounded = Math.max(0, Math.min(seconds, duration || 0));
    if (media.current) media.current.currentTime = bounded;
    setPosition(bounded);
  };
  const events = {
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => setPlaying(false),
    onLoadedMetadata: (event: { currentTarget: HTMLMediaElement }) => setDuration(event.currentTarget.duration),
    onDurationChange: (event: { currentTarget: HTMLMediaElement }) => setDuration(event.currentTarget.duration),
    onTimeUpdate: (event: { currentTarget: HTMLMediaElement }) => setPosition(event.currentTarget.currentTime),
  };
  return { media, isPlaying, position, duration, toggle, seek, events };
}
