import { guideMap } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { buildGuide, buildGuideMap } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();

describe('GET /api/maps/:id', () => {
  it('returns a floor plan and a geographic map as saved', async () => {
    const floorPlan = await buildGuideMap({ name: { pt: 'Casa-grande', en: 'Manor house' }, width: 1600, height: 900 });
    const geographic = await buildGuideMap({
      type: 'geographic',
      fileUrl: undefined,
      width: undefined,
      height: undefined,
      center: { latitude: -20.385, longitude: -43.503 },
      zoom: 16.5,
    });
    for (const map of [floorPlan, geographic]) {
      const response = await t.app.request(`/api/maps/${map.id}`);
      expect(response.status).toBe(200);
      expect(guideMap.parse(await response.json())).toEqual(map);
    }
  });

  it('answers 404 for an unknown map and 403 for a map of a switched-off guide', async () => {
    const unknown = await t.app.request('/api/maps/no-such-map');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'not-found' } });
    const guide = await buildGuide({ enabled: false });
    const map = await buildGuideMap({ guideId: guide.id });
    expect((await t.app.request(`/api/maps/${map.id}`)).status).toBe(403);
  });
});
