import { describe, expect, it } from 'vitest';
import {
  CONTENT_FORMATS,
  type FormatPoint,
  offersFormat,
  openingFormat,
  parseContentFormat,
} from './content-format.ts';

const bare: FormatPoint = { audio: {}, audioTranscript: {} };
const full: FormatPoint = {
  audio: { pt: '/media/a.mp3' },
  audioTranscript: { pt: 'Texto' },
  signLanguageVideo: '/media/libras.mp4',
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

  it('offers a format when the point has its material in the language or one it falls back to', () => {
    expect(CONTENT_FORMATS.filter((format) => offersFormat(bare, format, 'pt'))).toEqual(['standard']);
    expect(CONTENT_FORMATS.filter((format) => offersFormat(full, format, 'es'))).toEqual([...CONTENT_FORMATS]);
    expect(offersFormat({ ...bare, easyRead: { pt: '   ' } }, 'easy-read', 'pt')).toBe(false);
    expect(offersFormat({ ...bare, signLanguageVideo: ' ' }, 'sign-language', 'pt')).toBe(false);
  });

  it('opens in the chosen format, else standard naming the one missing', () => {
    expect(openingFormat(full, undefined, 'pt')).toEqual({ format: 'standard' });
    expect(openingFormat(bare, 'standard', 'pt')).toEqual({ format: 'standard' });
    expect(openingFormat(full, 'sign-language', 'pt')).toEqual({ format: 'sign-language' });
    expect(openingFormat(full, 'easy-read', 'pt')).toEqual({ format: 'easy-read' });
    expect(openingFormat(bare, 'easy-read', 'pt')).toEqual({ format: 'standard', missing: 'easy-read' });
    expect(openingFormat(bare, 'audio-description', 'en')).toEqual({
      format: 'standard',
      missing: 'audio-description',
    });
  });
});
