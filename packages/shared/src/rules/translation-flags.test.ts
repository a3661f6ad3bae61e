import { describe, expect, it } from 'vitest';
import { machineFlagsOnly, showsMachineText } from './translation-flags.ts';

describe('translation flags (issue 16)', () => {
  const flags = { description: { en: 'machine' as const, es: 'reviewed' as const }, name: { fr: 'human' as const } };

  it('finds a machine text only in the language shown, and only when that language is written', () => {
    const texts = { name: { pt: 'Sala', fr: 'Salle' }, description: { pt: '<p>Sobre</p>', en: '<p>About</p>' } };
    expect(showsMachineText(flags, 'en', texts)).toBe(true);
    expect(showsMachineText(flags, 'es', texts)).toBe(false);
    expect(showsMachineText(flags, 'fr', texts)).toBe(false);
    // An empty English text falls back to Portuguese: no machine text is shown.
    expect(showsMachineText(flags, 'en', { description: { pt: 'Sobre', en: '<p> </p>' } })).toBe(false);
    expect(showsMachineText(undefined, 'en', texts)).toBe(false);
  });

  it('keeps only the machine flags for visitors', () => {
    expect(machineFlagsOnly(flags)).toEqual({ description: { en: 'machine' } });
    expect(machineFlagsOnly({ name: { en: 'reviewed' } })).toBeUndefined();
    expect(machineFlagsOnly(undefined)).toBeUndefined();
  });
});
