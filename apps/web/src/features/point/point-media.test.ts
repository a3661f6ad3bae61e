import { describe, expect, it } from 'vitest';
import { mediaForLanguage } from './point-media.ts';

describe('mediaForLanguage', () => {
  const audio = { pt: '/media/a-pt.mp3', en: '/media/a-en.mp3', fr: ' ' };

  it('picks the file of the requested language', () => {
    expect(mediaForLanguage(audio, 'en')).toEqual({ src: '/media/a-en.mp3', language: 'en' });
  });

  it('falls back to Portuguese when the language has no (or a blank) file', () => {
    expect(mediaForLanguage(audio, 'es')).toEqual({ src: '/media/a-pt.mp3', language: 'pt' });
    expect(mediaForLanguage(audio, 'fr')).toEqual({ src: '/media/a-pt.mp3', language: 'pt' });
  });

  it('falls back to the first file present, or nothing', () => {
    expect(mediaForLanguage({ es: '/media/a-es.mp3' }, 'fr')).toEqual({ src: '/media/a-es.mp3', language: 'es' });
    expect(mediaForLanguage({}, 'pt')).toBeNull();
    expect(mediaForLanguage(undefined, 'pt')).toBeNull();
  });
});
