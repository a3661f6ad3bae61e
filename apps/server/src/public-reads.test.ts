import { namePathOf } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import {
  buildGuide,
  buildGuideMap,
  buildJourney,
  buildPoint,
  buildRoadMap,
  buildSocialNetwork,
  buildSponsor,
} from '../test/factories.ts';
import { setupTestApp } from '../test/test-app.ts';

const t = setupTestApp();

// The web app paints guides, points and /index before any session exists (the anonymous one starts
// with the visitor's first write), so every public read must answer without one and start none.
describe('public reads without a session', () => {
  it('answer guides, points, journeys, maps, road maps, partners and app properties, and set no cookie', async () => {
    const guide = await buildGuide({ name: { pt: 'Museu Sem Sessão' } });
    const map = await buildGuideMap({ guideId: guide.id });
    const journey = await buildJourney({ guideId: guide.id });
    const point = await buildPoint({ guideId: guide.id, journeyIds: [journey.id] });
    const roadMap = await buildRoadMap({ name: { pt: 'Roteiro Sem Sessão' } });
    await buildSponsor();
    await buildSocialNetwork();
    const paths = [
      '/api/app-properties',
      '/api/guides',
      '/api/guides?q=museu',
      `/api/guides/by-name/${namePathOf(guide.name)}`,
      `/api/guides/${guide.id}`,
      `/api/points/${point.id}`,
      `/api/journeys/${journey.id}`,
      `/api/maps/${map.id}`,
      '/api/road-maps',
      `/api/road-maps/by-name/${namePathOf(roadMap.name)}`,
      `/api/road-maps/${roadMap.id}`,
      '/api/sponsors',
      '/api/social-networks',
    ];
    for (const path of paths) {
      const response = await t.app.request(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect({ path, cookies: response.headers.getSetCookie() }).toEqual({ path, cookies: [] });
    }
  });
});
