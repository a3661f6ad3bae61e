import { roadMap as roadMapSchema } from '@percurso/shared';
import { panelRoadMap } from '@percurso/shared/road-map';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerVisitor } from '../../../test/accounts.ts';
import { buildGuide, buildRoadMap, buildSponsor } from '../../../test/factories.ts';
import { addRoadMapAdmin, buildRoleMatrix, markEmailVerified, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();
const app = () => t.app;
let matrix: RoleMatrix;

beforeAll(async () => {
  matrix = await buildRoleMatrix(app, t.db);
});

const admin = () => matrix.agents.globalAdmin;
const codeOf = async (response: Response) =>
  ((await response.json()) as { error?: { code: string; field?: string } }).error;
const body = (guideIds: string[]) => ({
  name: { pt: 'Roteiro do Frevo', en: 'Frevo Route' },
  description: { pt: 'Dois lugares do frevo.', en: 'Two places of frevo.' },
  guideIds,
});
const stored = (id: string) => t.db.selectFrom('road_maps').selectAll().where('id', '=', id).executeTakeFirst();

describe('panel road maps', () => {
  it('creates a road map with two guides and a van, disabled until enabled, and visitors see it once enabled', async () => {
    const [a, b] = [await buildGuide(), await buildGuide()];
    const created = await admin().post('/api/panel/road-maps', {
      ...body([a.id, b.id]),
      vans: [{ name: 'van 3', guideIds: [b.id] }],
    });
    expect(created.status).toBe(201);
    const answer = (await created.json()) as { confirmation: string; roadMap: unknown };
    expect(answer.confirmation).toBe('road-map-added');
    const saved = panelRoadMap.parse(answer.roadMap);
    expect(saved).toMatchObject({
      enabled: false,
      guideIds: [a.id, b.id],
      vans: [{ name: 'van 3', guideIds: [b.id] }],
    });
    expect((await app().request(`/api/road-maps/${saved.id}`)).status).toBe(404);

    const enabled = await admin().request(`/api/panel/road-maps/${saved.id}`, {
      method: 'PATCH',
      json: { enabled: true },
    });
    expect(((await enabled.json()) as { confirmation: string }).confirmation).toBe('road-map-saved');
    const visible = roadMapSchema.parse(await (await app().request(`/api/road-maps/${saved.id}`)).json());
    expect(visible.guides.map((guide) => guide.id)).toEqual([a.id, b.id]);
  });

  it.each([
    [{ name: { en: 'Frevo Route' } }, 'name-empty', 'name.pt'],
    [{ name: { pt: 'Roteiro', en: '  ' } }, 'nameInEnglish-empty', 'name.en'],
    [{ description: { en: 'Two places.' } }, 'description-empty', 'description.pt'],
    [{ description: { pt: 'Dois lugares.' } }, 'descriptionInEnglish-empty', 'description.en'],
  ])('refuses %j with %s and writes nothing', async (change, code, field) => {
    const before = await t.db.selectFrom('road_maps').select('id').execute();
    const response = await admin().post('/api/panel/road-maps', { ...body([]), ...change });
    expect(response.status).toBe(400);
    expect(await codeOf(response)).toEqual({ code, field });
    expect(await t.db.selectFrom('road_maps').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses unknown guide, van guide and sponsor ids, and an unknown van name, changing nothing', async () => {
    const guide = await buildGuide();
    const roadMap = await buildRoadMap({ guides: [{ id: guide.id, name: guide.name }] });
    const path = `/api/panel/road-maps/${roadMap.id}`;
    const attempts = [
      [{ guideIds: [guide.id, 'guia-fantasma'] }, 'guide/not-found', 'guideIds'],
      [{ vans: [{ name: 'van 1', guideIds: ['outro'] }] }, 'guide/not-found', 'vans'],
      [{ sponsorIds: ['patrocinador-fantasma'] }, 'sponsor/not-found', 'sponsorIds'],
      [{ vans: [{ name: 'van 13', guideIds: [guide.id] }] }, 'invalid-request', 'vans.0.name'],
      [{ name: { pt: '', en: 'x' } }, 'name-empty', 'name.pt'],
    ] as const;
    const before = await stored(roadMap.id);
    for (const [change, code, field] of attempts) {
      const response = await admin().request(path, { method: 'PATCH', json: change });
      expect(await codeOf(response), JSON.stringify(change)).toEqual({ code, field });
    }
    expect(await stored(roadMap.id)).toEqual(before);
  });

  it('lets a road-map administrator edit their road map only; global actions stay with global admins', async () => {
    const other = await buildRoadMap({ name: { pt: 'Roteiro de outra pessoa' } });
    const agent = matrix.agents.roadMapAdmin;
    const list = (await (await agent.request('/api/panel/road-maps')).json()) as { roadMaps: Array<{ id: string }> };
    expect(list.roadMaps.map((entry) => entry.id)).toEqual([matrix.roadMapId]);

    const own = await agent.request(`/api/panel/road-maps/${matrix.roadMapId}`, {
      method: 'PATCH',
      json: { name: { pt: 'Roteiro renomeado', en: 'Renamed road map' } },
    });
    expect(own.status).toBe(200);
    const before = await stored(other.id);
    const refused = [
      await agent.request(`/api/panel/road-maps/${other.id}`, { method: 'PATCH', json: { enabled: false } }),
      await agent.request(`/api/panel/road-maps/${other.id}`),
      await agent.request(`/api/panel/road-maps/${matrix.roadMapId}`, { method: 'DELETE' }),
      await agent.post('/api/panel/road-maps', body([])),
    ];
    for (const response of refused) expect((await codeOf(response))?.code).toBe('permission/denied');
    expect(await stored(other.id)).toEqual(before);
    expect(await stored(matrix.roadMapId)).toBeDefined();
  });

  it('names and removes road-map administrators by e-mail; the new one gets the panel', async () => {
    const roadMap = await buildRoadMap();
    const person = await registerVisitor(app);
    await markEmailVerified(t.db, person.id);
    expect((await (await person.agent.request('/api/panel/road-maps')).json()) as object).toMatchObject({
      error: { code: 'permission/denied' },
    });
    const path = `/api/panel/road-maps/${roadMap.id}/admins`;
    const added = await admin().post(path, { email: person.email.toUpperCase() });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ confirmation: 'admin-added', admins: [{ userId: person.id }] });
    expect((await admin().post(path, { email: person.email })).status).toBe(201);
    const listed = (await (await admin().request(path)).json()) as { admins: unknown[] };
    expect(listed.admins).toHaveLength(1);
    const theirs = (await (await person.agent.request('/api/panel/road-maps')).json()) as {
      roadMaps: { id: string }[];
    };
    expect(theirs.roadMaps.map((entry) => entry.id)).toEqual([roadMap.id]);

    expect((await codeOf(await admin().post(path, { email: 'ninguem@example.com' })))?.code).toBe(
      'permission/user-not-found',
    );
    const removed = await admin().request(`${path}/${person.id}`, { method: 'DELETE' });
    expect(await removed.json()).toEqual({ confirmation: 'admin-removed', admins: [] });
    expect((await codeOf(await admin().request(`${path}/${person.id}`, { method: 'DELETE' })))?.code).toBe(
      'admin/not-found',
    );
    expect((await person.agent.request(`/api/panel/road-maps/${roadMap.id}`)).status).toBe(403);
  });

  it('deletes a road map with its administrators, and answers road-map/not-found afterwards', async () => {
    const sponsor = await buildSponsor();
    const roadMap = await buildRoadMap({ sponsorIds: [sponsor.id] });
    const person = await registerVisitor(app);
    await addRoadMapAdmin(t.db, roadMap.id, person);
    const removed = await admin().request(`/api/panel/road-maps/${roadMap.id}`, { method: 'DELETE' });
    expect(await removed.json()).toEqual({ confirmation: 'road-map-removed', id: roadMap.id });
    expect(await stored(roadMap.id)).toBeUndefined();
    const records = await t.db
      .selectFrom('admin_panel_access')
      .select('id')
      .where('road_map_id', '=', roadMap.id)
      .execute();
    expect(records).toEqual([]);
    expect((await codeOf(await admin().request(`/api/panel/road-maps/${roadMap.id}`)))?.code).toBe(
      'road-map/not-found',
    );
  });
});
