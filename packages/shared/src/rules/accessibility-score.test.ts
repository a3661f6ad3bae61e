import { describe, expect, it } from 'vitest';
import { pointDefaults } from '../defaults.ts';
import type { Media } from '../schemas/point.ts';
import {
  type AccessiblePoint,
  accessibilityItems,
  guideAccessibilityScore,
  pointAccessibilityScore,
} from './accessibility-score.ts';

const point = (changes: Partial<AccessiblePoint> = {}): AccessiblePoint => ({ ...pointDefaults(), ...changes });
const image = (changes: Partial<Media> = {}): Media => ({ fileType: 'image', url: '/media/a.jpg', ...changes });
const video = (changes: Partial<Media> = {}): Media => ({ fileType: 'video', url: '/media/a.mp4', ...changes });

describe('pointAccessibilityScore', () => {
  it('is complete for a point with only text: nothing needs an alternative', () => {
    expect(pointAccessibilityScore(point())).toEqual({ score: 100, met: 0, needed: 0 });
  });

  it('asks a transcript for each narrated language and a sign-language video', () => {
    const narrated = point({ audio: { pt: '/media/pt.mp3', en: '/media/en.mp3' } });
    expect(pointAccessibilityScore(narrated)).toEqual({ score: 0, met: 0, needed: 3 });
    const items = accessibilityItems(narrated);
    expect(items.filter((item) => item.need === 'transcript').map((item) => item.language)).toEqual(['pt', 'en']);

    const partly = { ...narrated, audioTranscript: { pt: 'Bem-vindo à moenda.', en: '   ' } };
    expect(pointAccessibilityScore(partly)).toEqual({ score: 33, met: 1, needed: 3 });

    const whole = {
      ...partly,
      audioTranscript: { pt: 'Bem-vindo.', en: 'Welcome.' },
      signLanguageVideos: [{ language: 'ase' as const, url: '/media/asl.mp4' }],
    };
    expect(pointAccessibilityScore(whole)).toEqual({ score: 100, met: 3, needed: 3 });
  });

  it('asks alt text for every image and captions for every video, in sections too', () => {
    const withMedia = point({
      medias: [image({ alt: { pt: 'Uma moenda de ferro' } }), video(), { fileType: 'pdf', url: '/media/a.pdf' }],
      sections: [
        { name: { pt: 'S' }, description: {}, medias: [image(), video({ captions: { en: '/media/a.vtt' } })] },
      ],
    });
    const items = accessibilityItems(withMedia);
    expect(items).toEqual([
      { need: 'alt', met: true, media: { index: 0 } },
      { need: 'captions', met: false, media: { index: 1 } },
      { need: 'alt', met: false, media: { section: 0, index: 0 } },
      { need: 'captions', met: true, media: { section: 0, index: 1 } },
      { need: 'audioDescription', met: false },
    ]);
    expect(pointAccessibilityScore(withMedia).score).toBe(40);
    const described = { ...withMedia, audioDescription: { es: '/media/ad.mp3' } };
    expect(pointAccessibilityScore(described).score).toBe(60);
  });

  it('asks an easy-read text for rich content, and its narration per language it is written in', () => {
    expect(accessibilityItems(point({ content: { pt: '<p> </p>' } }))).toEqual([]);
    const rich = point({ content: { pt: '<p>A moenda de cana.</p>' } });
    expect(accessibilityItems(rich)).toEqual([{ need: 'easyRead', met: false }]);
    const easy = {
      ...rich,
      easyRead: { pt: 'A moenda mói cana.', en: 'The mill grinds cane.' },
      easyReadAudio: { en: '/e.mp3' },
    };
    expect(accessibilityItems(easy)).toEqual([
      { need: 'easyRead', met: true },
      { need: 'easyReadNarration', met: false, language: 'pt' },
      { need: 'easyReadNarration', met: true, language: 'en' },
    ]);
    expect(pointAccessibilityScore(easy)).toEqual({ score: 66, met: 2, needed: 3 });
  });

  it('rounds down, so only a point with nothing missing shows 100', () => {
    const medias = [...Array.from({ length: 199 }, () => image({ alt: { pt: 'x' } })), image()];
    expect(pointAccessibilityScore(point({ medias })).score).toBe(99);
  });
});

describe('guideAccessibilityScore', () => {
  it('counts every need of every point once', () => {
    const done = point({ medias: [image({ alt: { fr: 'Un moulin' } })] });
    const missing = point({ medias: [image(), image(), video()] });
    expect(guideAccessibilityScore([done, missing, point()])).toEqual({ score: 20, met: 1, needed: 5 });
  });

  it('is complete for a guide without points or needs', () => {
    expect(guideAccessibilityScore([])).toEqual({ score: 100, met: 0, needed: 0 });
  });
});
