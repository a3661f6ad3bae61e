import { pointLookup, type Questionnaire } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { buildGuide, buildPoint } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();

const quiz: Questionnaire = {
  enabled: true,
  type: 'Quiz',
  open: false,
  content: { pt: 'Teste seus conhecimentos' },
  feedback: { pt: 'Obrigado!' },
  questions: [
    {
      statement: { pt: 'Em que século a fazenda foi fundada?', en: 'When was the farm founded?' },
      options: [
        { content: { pt: 'XVII' }, feedback: { pt: 'Quase.' } },
        { content: { pt: 'XVIII' }, feedback: { pt: 'Isso!' } },
      ],
      correctOptionIndex: 1,
    },
  ],
};

describe('GET /api/points/:id', () => {
  it('resolves a QR code’s point id to the point and its guide’s Portuguese name', async () => {
    const guide = await buildGuide({ name: { pt: 'Museu do Café Mineiro', en: 'Coffee Museum' } });
    const point = await buildPoint({ guideId: guide.id, questionnaire: quiz, tags: ['café'] });
    const response = await t.app.request(`/api/points/${point.id}`);
    expect(response.status).toBe(200);
    const lookup = pointLookup.parse(await response.json());
    expect(lookup).toEqual({ point, guideId: guide.id, guideName: 'Museu do Café Mineiro' });
  });

  it('names the guide in another language when it has no Portuguese name, so the QR link still opens', async () => {
    const guide = await buildGuide({ name: { en: 'Harbour Museum', es: 'Museo del Puerto' } });
    const point = await buildPoint({ guideId: guide.id });
    const lookup = pointLookup.parse(await (await t.app.request(`/api/points/${point.id}`)).json());
    expect(lookup.guideName).toBe('Harbour Museum');
  });

  it('keeps a point’s quiz, media, sections and coordinates intact', async () => {
    // Not a located point (geolocation off): a located one answers its teaser to a stranger (decision 0014).
    const point = await buildPoint({
      questionnaire: quiz,
      medias: [{ fileType: 'audio', url: '/media/test/a.mp3', caption: { pt: 'Narração' } }],
      sections: [{ name: { pt: 'Curiosidade' }, description: { pt: 'Texto' }, medias: [] }],
      coordinates: { latitude: -20.4, longitude: -43.5 },
      geolocation: false,
      immersive: { image360: '/media/test/pano.jpg', image360Rotation: 90 },
      x: 120.5,
      y: 80,
    });
    const lookup = pointLookup.parse(await (await t.app.request(`/api/points/${point.id}`)).json());
    expect(lookup.point).toEqual(point);
  });

  it('answers 404 point/not-found for a disabled or unknown point', async () => {
    const disabled = await buildPoint({ enabled: false });
    for (const id of [disabled.id, 'no-such-point']) {
      const response = await t.app.request(`/api/points/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'point/not-found' } });
    }
  });

  it('answers 403 guide/disabled for a point of a switched-off guide', async () => {
    const guide = await buildGuide({ enabled: false });
    const point = await buildPoint({ guideId: guide.id });
    const response = await t.app.request(`/api/points/${point.id}`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'guide/disabled' } });
  });
});
