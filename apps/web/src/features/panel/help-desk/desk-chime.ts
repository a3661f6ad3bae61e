import { useEffect, useRef, useState } from 'react';

const SOUND_KEY = 'percurso.helpDesk.sound';

/** Two short tones (A5 then E6), made on the spot: no file to fetch, nothing to cache. */
function chime(context: AudioContext): void {
  const start = context.currentTime;
  for (const [index, frequency] of [880, 1318.5].entries()) {
    const at = start + index * 0.18;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.4);
  }
}

function readSound(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

/**
 * The front desk's sound: a chime when a request arrives that the desk had not seen (not for
 * those already there when the screen opened), on by default and remembered on this computer.
 * Browsers let a page sound only after a gesture on it: the audio context is made (or resumed) on
 * the first press anywhere on the page, so a desk opened and left alone chimes once staff have
 * touched it.
 */
export function useDeskChime(openIds: readonly string[] | undefined) {
  const [isOn, setOn] = useState(readSound);
  const context = useRef<AudioContext | null>(null);
  const seen = useRef<Set<string> | null>(null);

  useEffect(() => {
    const wake = () => {
      if (typeof AudioContext === 'undefined') return;
      context.current ??= new AudioContext();
      void context.current.resume();
    };
    window.addEventListener('pointerdown', wake, true);
    window.addEventListener('keydown', wake, true);
    return () => {
      window.removeEventListener('pointerdown', wake, true);
      window.removeEventListener('keydown', wake, true);
      void context.current?.close();
      context.current = null;
    };
  }, []);

  useEffect(() => {
    if (!openIds) return;
    const before = seen.current;
    seen.current = new Set([...(before ?? []), ...openIds]);
    if (!before || !isOn || !openIds.some((id) => !before.has(id))) return;
    if (context.current?.state === 'running') chime(context.current);
  }, [openIds, isOn]);

  const setSound = (on: boolean) => {
    try {
      localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts while the screen is open.
    }
    setOn(on);
  };
  return { isOn, setSound };
}
