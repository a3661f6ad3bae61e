import { panelAccess } from '@percurso/shared/road-map';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGuide, buildGuideMap } from '../../../test/factories.ts';
import { buildRoleMatrix, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();
const app = () => t.app;
let matrix: RoleMatrix;
let mapId: string;

beforeAll(async () => {
  matrix = await buildRoleMatrix(app, t.db);
  mapId = (await buildGuideMap({ guideId: matrix.guideId })).id;
});

const admin = () => matrix.agents.guideAdmin;
const path = () => `/api/panel/guides/${matrix.guideId}/accesses`;
const valid = () => ({
  name: { pt: 'Entrada principal', en: 'Main entrance' },
  type: 'Entrada',
  description: { pt: 'Pelo portão da praça.', en: 'Through the square gate.' },
  coordinates: { latitude: -8.063, longitude: -34.871 },
  address: {
    zipCode: '50030-230',
    road: 'Praça do Arsenal',
    number: '1',
    neighborhood: 'Recife',
    city: 'Recife',
    state: 'PE',
  },
  image: '/media/entrada.webp',
  mapIds: [mapId],
});
const errorOf = async (response: Response) =>
  ((await response.json()) as { error?: { code: string; field?: string } }).error;
const count = async () => (await t.db.selectFrom('venue_accesses').select('id').execute()).length;

describe('panel accesses', () => {
  it('creates, reads, saves and removes an access with the spec confirmations', async () => {
    const created = await admin().post(path(), valid());
    expect(created.status).toBe(201);
    const first = (await created.json()) as { confirmation: string; access: unknown };
    expect(first.confirmation).toBe('access-saved');
    const access = panelAccess.parse(first.access);
    expect(access).toMatchObject({ guideId: matrix.guideId, type: 'Entrada', mapIds: [mapId], enabled: true });

    const list = (await (await matrix.agents.analyst.request(path())).json()) as { accesses: Array<{ id: string }> };
    expect(list.accesses.map((entry) => entry.id)).toContain(access.id);

    const saved = await admin().request(`/api/panel/accesses/${access.id}`, {
      method: 'PUT',
      json: { ...valid(), type: 'Estacionamento' },
    });
    expect(await saved.json()).toMatchObject({ confirmation: 'access-saved', access: { type: 'Estacionamento' } });

    const removed = await admin().request(`/api/panel/accesses/${access.id}`, { method: 'DELETE' });
    expect(await removed.json()).toEqual({ confirmation: 'access-removed', id: access.id });
    expect((await errorOf(await admin().request(`/api/panel/accesses/${access.id}`)))?.code).toBe('access/not-found');
  });

  const without = (change: (body: Record<string, unknown>) => void) => {
    const body = valid() as unknown as Record<string, unknown>;
    change(body);
    return body;
  };
  const address = (part: string) => (body: Record<string, unknown>) => {
    delete (body.address as Record<string, unknown>)[part];
  };

  it.each([
    ['name-empty', 'name.pt', (b: Record<string, unknown>) => (b.name = { en: 'Main entrance' })],
    ['nameInEnglish-empty', 'name.en', (b: Record<string, unknown>) => (b.name = { pt: 'Entrada' })],
    ['accessType-empty', 'type', (b: Record<string, unknown>) => delete b.type],
    ['accessType-empty', 'type', (b: Record<string, unknown>) => (b.type = 'Heliponto')],
    ['description-empty', 'description.pt', (b: Record<string, unknown>) => (b.description = { en: 'Gate' })],
    [
      'descriptionInEnglish-empty',
      'description.en',
      (b: Record<string, unknown>) => (b.description = { pt: 'Portão' }),
    ],
    ['coordinates-empty', 'coordinates', (b: Record<string, unknown>) => delete b.coordinates],
    [
      'latitude-empty',
      'coordinates.latitude',
      (b: Record<string, unknown>) => (b.coordinates = { latitude: '', longitude: 1 }),
    ],
    ['longitude-empty', 'coordinates.longitude', (b: Record<string, unknown>) => (b.coordinates = { latitude: 1 })],
    ['address-empty', 'address', (b: Record<string, unknown>) => delete b.address],
    ['zipCode-empty', 'address.zipCode', address('zipCode')],
    ['road-empty', 'address.road', address('road')],
    ['number-empty', 'address.number', address('number')],
    ['neighborhood-empty', 'address.neighborhood', address('neighborhood')],
    ['city-empty', 'address.city', address('city')],
    ['state-empty', 'address.state', address('state')],
    ['image-empty', 'image', (b: Record<string, unknown>) => (b.image = ' ')],
    ['maps-empty', 'mapIds', (b: Record<string, unknown>) => (b.mapIds = [])],
    ['maps-empty', 'mapIds', (b: Record<string, unknown>) => delete b.mapIds],
  ])('answers %s (%s) and saves nothing', async (code, field, change) => {
    const before = await count();
    const response = await admin().post(path(), without(change));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code, field });
    expect(await count()).toBe(before);
  });

  it('refuses a map of another guide, and an edit by someone without guide.edit, changing nothing', async () => {
    const otherMap = await buildGuideMap({ guideId: matrix.otherGuideId });
    const before = await count();
    expect(await errorOf(await admin().post(path(), { ...valid(), mapIds: [otherMap.id] }))).toEqual({
      code: 'map/not-found',
      field: 'mapIds',
    });
    expect(await count()).toBe(before);

    const access = panelAccess.parse(
      ((await (await admin().post(path(), valid())).json()) as { access: unknown }).access,
    );
    for (const agent of [matrix.agents.contentEditor, matrix.agents.otherGuideAdmin, matrix.agents.roadMapAdmin]) {
      const response = await agent.request(`/api/panel/accesses/${access.id}`, {
        method: 'PUT',
        json: { ...valid(), type: 'Bilheteria' },
      });
      expect((await errorOf(response))?.code).toBe('permission/denied');
    }
    const row = await t.db.selectFrom('venue_accesses').select('type').where('id', '=', access.id).executeTakeFirst();
    expect(row?.type).toBe('Entrada');
  });

  it('answers guide/not-found for a guide that does not exist', async () => {
    const guide = await buildGuide();
    await t.db.deleteFrom('guides').where('id', '=', guide.id).execute();
    const response = await matrix.agents.globalAdmin.post(`/api/panel/guides/${guide.id}/accesses`, valid());
    expect((await errorOf(response))?.code).toBe('guide/not-found');
  });
});
