import { describe, expect, it } from 'vitest';
import {
  CONTENT_FORMATS,
  type FormatPoint,
  formatChoiceValue,
  offeredFormatsOf,
  offersFormat,
  openingFormat,
  parseContentFormat,
  parseFormatChoice,
} from './content-format.ts';

const bare: FormatPoint = { audio: {}, audioTranscript: {}, signLanguageVideos: [] };
const libras = { language: 'bzs', url: '/media/libras.mp4' } as const;
const asl = { language: 'ase', url: '/media/asl.mp4' } as const;
const full: FormatPoint = {
  audio: { pt: '/media/a.mp3' },
  audioTranscript: { pt: 'Texto' },
  signLanguageVideos: [libras, asl],
  easyRead: { en: 'Short words.' },
  easyReadAudio: { en: '/media/e.mp3' },
  audioDescription: { fr: '/media/ad.mp3' },
};

describe('content formats', () => {
  it('reads a stored format and refuses anything else', () => {
    for (const format of CONTENT_FORMATS) expect(parseContentFormat(format)).toBe(format);
    expect(parseContentFormat('libras')).toBeUndefined();
    expect(parseContentFormat(null)).toBeUndefined();
    expect(parseContentFormat('')).toBeUndefined();
  });

  it('keeps a choice in the cookie with its sign language; plain sign language (stored before) is Libras', () => {
    expect(parseFormatChoice('sign-language')).toEqual({ format: 'sign-language', signLanguage: 'bzs' });
    expect(parseFormatChoice('sign-language:ase')).toEqual({ format: 'sign-language', signLanguage: 'ase' });
    expect(parseFormatChoice('sign-language:xx')).toBeUndefined();
    expect(parseFormatChoice('narration:ase')).toBeUndefined();
    expect(parseFormatChoice('easy-read')).toEqual({ format: 'easy-read' });
    expect(parseFormatChoice(undefined)).toBeUndefined();
    const choice = { format: 'sign-language', signLanguage: 'fsl' } as const;
    expect(parseFormatChoice(formatChoiceValue(choice))).toEqual(choice);
    expect(formatChoiceValue({ format: 'transcript' })).toBe('transcript');
  });

  it('offers a format when the point has its material in the language or one it falls back to', () => {
    expect(CONTENT_FORMATS.filter((format) => offersFormat(bare, format, 'pt'))).toEqual(['standard']);
    expect(CONTENT_FORMATS.filter((format) => offersFormat(full, format, 'es'))).toEqual([...CONTENT_FORMATS]);
    expect(offersFormat({ ...bare, easyRead: { pt: '   ' } }, 'easy-read', 'pt')).toBe(false);
    expect(offersFormat({ ...bare, signLanguageVideos: [{ language: 'bzs', url: ' ' }] }, 'sign-language', 'pt')).toBe(
      false,
    );
  });

  it('opens in the chosen format, else standard naming the one missing', () => {
    expect(openingFormat(full, undefined, 'pt')).toEqual({ format: 'standard' });
    expect(openingFormat(bare, { format: 'standard' }, 'pt')).toEqual({ format: 'standard' });
    expect(openingFormat(full, { format: 'easy-read' }, 'pt')).toEqual({ format: 'easy-read' });
    expect(openingFormat(bare, { format: 'easy-read' }, 'pt')).toEqual({
      format: 'standard',
      missing: { format: 'easy-read' },
    });
    expect(openingFormat(bare, { format: 'audio-description' }, 'en')).toEqual({
      format: 'standard',
      missing: { format: 'audio-description' },
    });
  });

  it('opens in the sign language chosen, else standard offering the sign languages the point has', () => {
    expect(openingFormat(full, { format: 'sign-language', signLanguage: 'ase' }, 'pt')).toEqual({
      format: 'sign-language',
      signLanguageVideo: asl,
    });
    expect(openingFormat(full, { format: 'sign-language', signLanguage: 'bzs' }, 'en')).toEqual({
      format: 'sign-language',
      signLanguageVideo: libras,
    });
    // Plain 'sign-language' (no sign language) is Libras.
    expect(openingFormat(full, { format: 'sign-language' }, 'pt').signLanguageVideo).toEqual(libras);
    const lsf = { format: 'sign-language', signLanguage: 'fsl' } as const;
    expect(openingFormat(full, lsf, 'fr')).toEqual({
      format: 'standard',
      missing: lsf,
      otherSignLanguages: [libras, asl],
    });
    expect(openingFormat(bare, lsf, 'fr')).toEqual({ format: 'standard', missing: lsf });
  });

  it('lists what a guide offers: standard, the formats of any point in any language, its sign languages', () => {
    expect(offeredFormatsOf([])).toEqual({ formats: ['standard'], signLanguages: [] });
    expect(offeredFormatsOf([bare, { ...bare, easyRead: { fr: 'Mots.' } }])).toEqual({
      formats: ['standard', 'easy-read'],
      signLanguages: [],
    });
    expect(offeredFormatsOf([bare, { ...bare, signLanguageVideos: [asl] }, full])).toEqual({
      formats: [...CONTENT_FORMATS],
      signLanguages: ['bzs', 'ase'],
    });
  });
});
