import { describe, expect, it } from 'vitest';
import { TRACKERS } from '../constants.ts';
import { canUnlockWithTracker, interactionTypeFor, isTracker } from './interaction-rules.ts';

describe('interaction type', () => {
  it("records a visitor's first access to a point as 'Desbloqueio de interação'", () => {
    expect(interactionTypeFor(false)).toBe('Desbloqueio de interação');
  });

  it("records every later access as 'Acesso ao conteudo'", () => {
    expect(interactionTypeFor(true)).toBe('Acesso ao conteudo');
  });
});

describe('unlocking with a tracker', () => {
  const qrPoint = { qrValidation: true };
  const openPoint = { qrValidation: false };

  it('knows the four trackers of the spec and nothing else', () => {
    expect(TRACKERS).toEqual(['intPointDialog', 'toolBar', 'OutOfApp', 'raContent']);
    for (const tracker of TRACKERS) expect(isTracker(tracker)).toBe(true);
    for (const other of ['gps', 'camera', '', 'outofapp', 'OutOfApp ']) expect(isTracker(other)).toBe(false);
  });

  it.each(TRACKERS)('unlocks a point that requires QR validation through %s', (tracker) => {
    expect(canUnlockWithTracker(qrPoint, tracker)).toBe(true);
  });

  it("lets the keypad ('number') try a point that requires QR validation: the proof decides", () => {
    expect(canUnlockWithTracker(qrPoint, 'number')).toBe(true);
  });

  it.each(['gps', 'camera', 'objectDetection', '', 'toolbar'])(
    "refuses to unlock a point that requires QR validation through '%s'",
    (tracker) => {
      expect(canUnlockWithTracker(qrPoint, tracker)).toBe(false);
    },
  );

  it.each([...TRACKERS, 'gps', 'camera', ''])("unlocks a point without QR validation through '%s'", (tracker) => {
    expect(canUnlockWithTracker(openPoint, tracker)).toBe(true);
  });
});
