import { roadMapList, roadMap as roadMapSchema } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { buildGuide, buildRoadMap } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();

describe('road maps API', () => {
  it('returns a road map with its guides in order, current names and vans', async () => {
    const a = await buildGuide({ name: { pt: 'Igreja de São Francisco' } });
    const b = await buildGuide({ name: { pt: 'Casa dos Contos' } });
    const roadMap = await buildRoadMap({
      name: { pt: 'Roteiro do Ouro', en: 'Gold Route' },
      guides: [
        { id: b.id, name: b.name },
        { id: a.id, name: a.name },
      ],
      vans: [
        { name: 'van 1', guideIds: [a.id] },
        { name: 'van 2', guideIds: [b.id, a.id] },
      ],
      bannerImage: '/media/test/banner.webp',
    });
    await buildGuide({ ...a, name: { pt: 'Igreja de São Francisco de Assis' } });
    const response = await t.app.request(`/api/road-maps/${roadMap.id}`);
    expect(response.status).toBe(200);
    expect(roadMapSchema.parse(await response.json())).toEqual({
      ...roadMap,
      guides: [
        { id: b.id, name: b.name },
        { id: a.id, name: { pt: 'Igreja de São Francisco de Assis' } },
      ],
    });
  });

  it('leaves switched-off guides out of a road map', async () => {
    const open = await buildGuide();
    const closed = await buildGuide({ enabled: false });
    const roadMap = await buildRoadMap({
      guides: [
        { id: closed.id, name: closed.name },
        { id: open.id, name: open.name },
      ],
    });
    const body = roadMapSchema.parse(await (await t.app.request(`/api/road-maps/${roadMap.id}`)).json());
    expect(body.guides.map((guide) => guide.id)).toEqual([open.id]);
  });

  it('finds a road map by name like /roteiro/roteiro-do-acucar links do', async () => {
    const roadMap = await buildRoadMap({ name: { pt: 'Roteiro do Açúcar', en: 'Sugar Trail' } });
    for (const name of ['roteiro-do-acucar', 'Sugar Trail']) {
      const response = await t.app.request(`/api/road-maps/by-name/${encodeURIComponent(name)}`);
      expect(response.status, name).toBe(200);
      expect(roadMapSchema.parse(await response.json()).id).toBe(roadMap.id);
    }
  });

  it('lists enabled road maps only and answers road-map/not-found for a disabled one', async () => {
    const shown = await buildRoadMap();
    const hidden = await buildRoadMap({ enabled: false, name: { pt: 'Roteiro Escondido' } });
    const list = roadMapList.parse(await (await t.app.request('/api/road-maps')).json());
    expect(list.roadMaps.map((roadMap) => roadMap.id)).toContain(shown.id);
    expect(list.roadMaps.map((roadMap) => roadMap.id)).not.toContain(hidden.id);
    for (const path of [`/api/road-maps/${hidden.id}`, '/api/road-maps/by-name/roteiro-escondido']) {
      const response = await t.app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'road-map/not-found' } });
    }
  });
});
