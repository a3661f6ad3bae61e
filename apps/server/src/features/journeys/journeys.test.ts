import { journey as journeySchema } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { buildGuide, buildJourney } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();

describe('GET /api/journeys/:id', () => {
  it('returns an enabled journey as saved', async () => {
    const journey = await buildJourney({
      name: { pt: 'Do engenho à xícara', en: 'From mill to cup' },
      pointOrder: ['p2', 'p1'],
      backgroundColor: '#6C4CE0',
      iaModel: { modelUrl: '/media/test/model.json', metadataUrl: '/media/test/metadata.json' },
    });
    const response = await t.app.request(`/api/journeys/${journey.id}`);
    expect(response.status).toBe(200);
    expect(journeySchema.parse(await response.json())).toEqual(journey);
  });

  it('answers 404 journey/not-found for a disabled or unknown journey', async () => {
    const disabled = await buildJourney({ enabled: false });
    for (const id of [disabled.id, 'no-such-journey']) {
      const response = await t.app.request(`/api/journeys/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'journey/not-found' } });
    }
  });

  it('answers 403 guide/disabled for a journey of a switched-off guide', async () => {
    const guide = await buildGuide({ enabled: false });
    const journey = await buildJourney({ guideId: guide.id });
    const response = await t.app.request(`/api/journeys/${journey.id}`);
    expect(response.status).toBe(403);
  });
});
