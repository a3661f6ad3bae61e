import { describe, expect, it } from 'vitest';
import { guideDefaults, pointDefaults } from '../defaults.ts';
import type { GuideBundle } from '../schemas/api.ts';
import type { Point } from '../schemas/point.ts';
import { offlineMediaOf, smallImageUrl } from './offline-files.ts';

const point = (changes: Partial<Point> = {}): Point => ({
  id: 'p1',
  guideId: 'g1',
  journeyIds: ['j1'],
  name: { pt: 'Moenda' },
  description: { pt: '' },
  content: { pt: '' },
  contentPreview: {},
  ...pointDefaults(),
  createdAt: '2026-01-01T00:00:00.000Z',
  ...changes,
});

const bundle: GuideBundle = {
  guide: {
    id: 'g1',
    name: { pt: 'Museu' },
    description: { pt: '' },
    type: 'Público',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...guideDefaults(),
    bannerUrl: '/media/banner.webp',
    introAudio: { pt: '/media/intro-pt.mp3', en: '/media/intro-en.mp3' },
  },
  maps: [
    { id: 'm1', guideId: 'g1', name: { pt: 'Planta' }, type: 'floorPlan', fileUrl: '/media/plan.png', position: 0 },
  ],
  journeys: [],
  points: [],
  sponsors: [],
  socialNetworks: [],
};

describe('offlineMediaOf', () => {
  const points = [
    point({
      frontImage: '/media/front.webp',
      audio: { pt: '/media/p1-pt.mp3', fr: '/media/p1-fr.mp3' },
      medias: [
        { fileType: 'image', url: '/media/a.webp' },
        { fileType: 'video', url: '/media/v.mp4', posterUrl: '/media/v.webp' },
        { fileType: 'pdf', url: '/media/doc.pdf' },
      ],
    }),
    point({ id: 'p2', frontImage: '/media/front.webp', audio: { es: '/media/p2-es.mp3' } }),
  ];

  it('takes narration in the visitor language only, falling back to Portuguese, then any', () => {
    const urls = offlineMediaOf(bundle, points, 'fr').map((file) => file.url);
    expect(urls).toContain('/media/p1-fr.mp3');
    expect(urls).not.toContain('/media/p1-pt.mp3');
    expect(urls).toContain('/media/intro-pt.mp3');
    expect(urls).not.toContain('/media/intro-en.mp3');
    expect(urls).toContain('/media/p2-es.mp3');
  });

  it('takes the easy-read narration and the audio-description track in the visitor language', () => {
    const formats = point({
      id: 'p3',
      easyRead: { pt: 'Frases curtas.' },
      easyReadAudio: { pt: '/media/easy-pt.mp3', en: '/media/easy-en.mp3' },
      audioDescription: { pt: '/media/ad-pt.mp3' },
    });
    const files = offlineMediaOf(bundle, [formats], 'en');
    expect(files).toContainEqual({ url: '/media/easy-en.mp3', kind: 'audio' });
    expect(files).toContainEqual({ url: '/media/ad-pt.mp3', kind: 'audio' });
    expect(files.map((file) => file.url)).not.toContain('/media/easy-pt.mp3');
  });

  it('lists images, floor plans and documents once each, and leaves videos out (poster kept)', () => {
    const files = offlineMediaOf(bundle, points, 'pt');
    expect(files).toContainEqual({ url: '/media/plan.png', kind: 'map' });
    expect(files).toContainEqual({ url: '/media/doc.pdf', kind: 'document' });
    expect(files).toContainEqual({ url: '/media/v.webp', kind: 'image' });
    expect(files.map((file) => file.url)).not.toContain('/media/v.mp4');
    expect(files.filter((file) => file.url === '/media/front.webp')).toHaveLength(1);
  });
});

describe('smallImageUrl', () => {
  const id = '0b5e2c1a-9d7f-4e2b-8a61-3c4d5e6f7a8b';
  it('points media-library images to their 400 px copy and leaves other URLs alone', () => {
    expect(smallImageUrl(`/media/library/${id}/original.jpg`)).toBe(`/media/library/${id}/w400.webp`);
    expect(smallImageUrl(`https://bucket.example/library/${id}/w1600.webp`)).toBe(
      `https://bucket.example/library/${id}/w400.webp`,
    );
    expect(smallImageUrl('/media/demo/moenda.webp')).toBe('/media/demo/moenda.webp');
    expect(smallImageUrl(`/media/library/${id}/original.pdf`)).toBe(`/media/library/${id}/original.pdf`);
  });
});
