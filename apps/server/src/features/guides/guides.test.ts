import { guideBundle, guideList } from '@percurso/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  buildGuide,
  buildGuideMap,
  buildJourney,
  buildPoint,
  buildSocialNetwork,
  buildSponsor,
  uniqueId,
} from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();

async function getJson(path: string, init?: RequestInit) {
  const response = await t.app.request(path, init);
  return { response, body: response.status === 304 ? undefined : await response.json() };
}

describe('GET /api/guides', () => {
  it('lists enabled guides only, as the guide list schema says', async () => {
    const shown = await buildGuide({ name: { pt: 'Museu Aberto ao Público' } });
    const hidden = await buildGuide({ enabled: false });
    const { response, body } = await getJson('/api/guides');
    expect(response.status).toBe(200);
    const ids = guideList.parse(body).guides.map((guide) => guide.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
  });

  it('finds guides by words of the name, description, topics or city, ignoring case', async () => {
    const marker = uniqueId('zq');
    const byCity = await buildGuide({
      description: { pt: `Casa histórica ${marker}` },
      address: { zipCode: '1', road: 'Rua', number: '1', neighborhood: 'Centro', city: 'Tiradentes', state: 'MG' },
    });
    const byTopic = await buildGuide({ description: { en: `Gardens ${marker}` }, topics: ['Jardins Botânicos'] });
    const search = async (q: string) => {
      const { body } = await getJson(`/api/guides?q=${encodeURIComponent(q)}`);
      return guideList.parse(body).guides.map((guide) => guide.id);
    };
    expect(await search(`${marker.toUpperCase()}+tiradentes`)).toEqual([byCity.id]);
    expect(await search(`${marker} botânicos`)).toEqual([byTopic.id]);
    expect((await search(marker)).sort()).toEqual([byCity.id, byTopic.id].sort());
    expect(await search(`${marker}+nowhere`)).toEqual([]);
  });

  it('rejects an over-long search with invalid-request naming the field', async () => {
    const { response, body } = await getJson(`/api/guides?q=${'a'.repeat(201)}`);
    expect(response.status).toBe(400);
    expect(body).toEqual({ error: { code: 'invalid-request', field: 'q' } });
  });
});

describe('GET /api/guides/by-name/:name', () => {
  it('finds "Museu do Açúcar" by /museu-do-acucar, ignoring accents, case and punctuation', async () => {
    const guide = await buildGuide({ name: { pt: 'Museu do Açúcar', en: 'Sugar Museum' } });
    for (const name of ['museu-do-acucar', 'Museu do Açúcar', 'MUSEUDOACUCAR', 'sugar-museum']) {
      const { response, body } = await getJson(`/api/guides/by-name/${encodeURIComponent(name)}`);
      expect(response.status, name).toBe(200);
      expect(guideBundle.parse(body).guide.id).toBe(guide.id);
    }
  });

  it('answers 403 guide/disabled for a switched-off guide and 404 guide/not-found for an unknown one', async () => {
    await buildGuide({ name: { pt: 'Guia Desligado Temporariamente' }, enabled: false });
    const disabled = await getJson('/api/guides/by-name/guia-desligado-temporariamente');
    expect(disabled.response.status).toBe(403);
    expect(disabled.body).toEqual({ error: { code: 'guide/disabled' } });
    const unknown = await getJson('/api/guides/by-name/nenhum-guia-com-este-nome');
    expect(unknown.response.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'guide/not-found' } });
  });
});

describe('GET /api/guides/:id', () => {
  it('returns the bundle with journeys in journeyOrder and points in the journeys’ order', async () => {
    const guide = await buildGuide();
    const [p1, p2, p3, p4] = [
      await buildPoint({ guideId: guide.id }),
      await buildPoint({ guideId: guide.id }),
      await buildPoint({ guideId: guide.id }),
      await buildPoint({ guideId: guide.id }),
    ];
    const first = await buildJourney({ guideId: guide.id, pointOrder: [p3.id, p1.id] });
    const second = await buildJourney({ guideId: guide.id, pointOrder: [p4.id, p1.id, p2.id] });
    await buildGuide({ ...guide, journeyOrder: [second.id, first.id] });
    const { body } = await getJson(`/api/guides/${guide.id}`);
    const bundle = guideBundle.parse(body);
    expect(bundle.journeys.map((journey) => journey.id)).toEqual([second.id, first.id]);
    expect(bundle.points.map((point) => point.id)).toEqual([p4.id, p1.id, p2.id, p3.id]);
  });

  it('hides disabled journeys and points', async () => {
    const guide = await buildGuide();
    const shownJourney = await buildJourney({ guideId: guide.id });
    const hiddenJourney = await buildJourney({ guideId: guide.id, enabled: false });
    const shownPoint = await buildPoint({ guideId: guide.id });
    const hiddenPoint = await buildPoint({ guideId: guide.id, enabled: false });
    const bundle = guideBundle.parse((await getJson(`/api/guides/${guide.id}`)).body);
    expect(bundle.journeys.map((journey) => journey.id)).toEqual([shownJourney.id]);
    expect(bundle.points.map((point) => point.id)).toEqual([shownPoint.id]);
    expect(JSON.stringify(bundle)).not.toContain(hiddenJourney.id);
    expect(JSON.stringify(bundle)).not.toContain(hiddenPoint.id);
  });

  it('includes the maps by position and the guide’s enabled sponsors and networks in its order', async () => {
    const guide = await buildGuide();
    const upper = await buildGuideMap({ guideId: guide.id, position: 1, name: { pt: 'Andar superior' } });
    const ground = await buildGuideMap({ guideId: guide.id, position: 0, name: { pt: 'Térreo' } });
    const [s1, s2] = [await buildSponsor({ name: 'A' }), await buildSponsor({ name: 'B' })];
    const off = await buildSponsor({ enabled: false });
    const [n1, n2] = [await buildSocialNetwork(), await buildSocialNetwork({ suffix: '@museu' })];
    await buildSponsor(); // not the guide's
    await buildGuide({ ...guide, sponsorIds: [s2.id, off.id, s1.id], socialNetIds: [n2.id, n1.id] });
    const bundle = guideBundle.parse((await getJson(`/api/guides/${guide.id}`)).body);
    expect(bundle.maps.map((map) => map.id)).toEqual([ground.id, upper.id]);
    expect(bundle.sponsors.map((sponsor) => sponsor.id)).toEqual([s2.id, s1.id]);
    expect(bundle.socialNetworks.map((network) => network.id)).toEqual([n2.id, n1.id]);
    expect(bundle.socialNetworks[0]?.suffix).toBe('@museu');
  });

  it('returns the guide exactly as it was saved', async () => {
    const guide = await buildGuide({
      name: { pt: 'Museu Completo de Teste', en: 'Complete Test Museum' },
      image: '/media/test/cover.webp',
      theme: { toolBarColor: '#112233' },
      location: { latitude: -20.38, longitude: -43.5 },
      topics: ['arte'],
      introAudio: { pt: '/media/test/intro.mp3' },
      aboutGuide: { images: [], caption: { pt: 'Legenda' }, description: { pt: 'Sobre' }, tagToFilter: 'arte' },
      toolTipLink: { title: { pt: 'Saiba mais' }, link: { pt: 'https://example.org' } },
      visit3dUrl: 'https://example.org/3d',
      initialPointId: 'point-1',
      roadMapId: 'road-1',
    });
    const bundle = guideBundle.parse((await getJson(`/api/guides/${guide.id}`)).body);
    expect(bundle.guide).toEqual(guide);
  });

  it('answers 304 when the client already has the current bundle', async () => {
    const guide = await buildGuide();
    const first = await t.app.request(`/api/guides/${guide.id}`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await t.app.request(`/api/guides/${guide.id}`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await buildGuide({ ...guide, description: { pt: 'Descrição nova' } });
    // The write reaches the app's guide cache through NOTIFY, asynchronously.
    await vi.waitFor(async () => {
      const changed = await t.app.request(`/api/guides/${guide.id}`, { headers: { 'if-none-match': etag ?? '' } });
      expect(changed.status).toBe(200);
    });
  });

  it('answers 403 guide/disabled and 404 guide/not-found by id too', async () => {
    const disabled = await buildGuide({ enabled: false });
    expect((await getJson(`/api/guides/${disabled.id}`)).body).toEqual({ error: { code: 'guide/disabled' } });
    const unknown = await getJson('/api/guides/no-such-guide');
    expect(unknown.response.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'guide/not-found' } });
  });

  it('rejects an id with a control character as a bad request, not a server error', async () => {
    const { response, body } = await getJson('/api/guides/demo%00museum');
    expect(response.status).toBe(400);
    expect(body).toEqual({ error: { code: 'invalid-text', field: 'path' } });
  });

  it('rejects an id longer than 128 characters', async () => {
    const { response, body } = await getJson(`/api/guides/${'x'.repeat(129)}`);
    expect(response.status).toBe(400);
    expect(body).toEqual({ error: { code: 'invalid-request', field: 'id' } });
  });
});
