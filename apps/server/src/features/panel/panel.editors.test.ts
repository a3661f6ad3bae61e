import type { Guide, GuideMap, Journey, Point, SocialNetwork, Sponsor } from '@percurso/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import { createBrowserAgent } from '../../../test/browser-agent.ts';
import { buildGuide, publish, uniqueId } from '../../../test/factories.ts';
import { addGuideManager, makeGlobalAdmin } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

/** The panel's editors through the API: spec §5 validation codes, §4 states, what visitors then see. */
const t = setupTestApp();
const app = () => t.app;

let admin: RegisteredVisitor;
beforeAll(async () => {
  admin = await registerVisitor(app);
  await makeGlobalAdmin(t.db, admin.id);
});

type Body = Record<string, unknown>;
async function call(method: string, path: string, json?: unknown, who: RegisteredVisitor = admin) {
  const response = await who.agent.request(path, { method, json });
  return {
    status: response.status,
    body: (await response.json()) as Body & { error?: { code: string; field?: string } },
  };
}
/** The error code and field of a failed answer ('ok' for a success). */
async function failure(method: string, path: string, json?: unknown) {
  const { body } = await call(method, path, json);
  return body.error ? `${body.error.code} ${body.error.field ?? ''}`.trim() : 'ok';
}

const address = {
  zipCode: '50000-000',
  road: 'Rua da Aurora',
  number: '10',
  neighborhood: 'Boa Vista',
  city: 'Recife',
  state: 'PE',
};
const guideBody = (overrides: Body = {}) => ({
  name: { pt: `Museu ${uniqueId('teste')}` },
  type: 'Público',
  description: { pt: 'Um museu de teste.' },
  latitude: -8.06,
  longitude: -34.88,
  address,
  ...overrides,
});

async function createGuide(overrides: Body = {}): Promise<Guide> {
  const { status, body } = await call('POST', '/api/panel/guides', guideBody(overrides));
  expect(status).toBe(201);
  return body.guide as Guide;
}
async function createJourney(guideId: string, overrides: Body = {}): Promise<Journey> {
  const { status, body } = await call('POST', '/api/panel/journeys', {
    guideId,
    name: { pt: 'Jornada', en: 'Journey' },
    description: { pt: 'Descrição', en: 'Description' },
    ...overrides,
  });
  expect(status).toBe(201);
  return body.journey as Journey;
}
async function createPoint(guideId: string, journeyIds: string[], overrides: Body = {}): Promise<Point> {
  const { status, body } = await call('POST', '/api/panel/points', {
    guideId,
    journeyIds,
    name: { pt: `Ponto ${uniqueId('p')}` },
    description: { pt: 'Texto do ponto' },
    ...overrides,
  });
  expect(status).toBe(201);
  return body.point as Point;
}
async function createMap(guideId: string): Promise<GuideMap> {
  const { status, body } = await call('POST', `/api/panel/guides/${guideId}/maps`, {
    name: { pt: 'Térreo' },
    type: 'floorPlan',
    fileUrl: '/media/planta.png',
    width: 1000,
    height: 800,
  });
  expect(status).toBe(201);
  return body.map as GuideMap;
}
const publicGuideIds = async () => {
  const response = await createBrowserAgent(app).request('/api/guides');
  return ((await response.json()) as { guides: Array<{ id: string }> }).guides.map((guide) => guide.id);
};

describe('guide editor', () => {
  it.each([
    [{ name: {} }, 'name-empty name.pt'],
    [{ name: { pt: 'Museu' } }, 'small-name name.pt'],
    [{ type: undefined }, 'guideType-empty type'],
    [{ description: { pt: ' ' } }, 'description-empty description.pt'],
    [{ latitude: '' }, 'latitude-empty latitude'],
    [{ longitude: undefined }, 'longitude-empty longitude'],
    [{ address: undefined }, 'address-empty address'],
    [{ address: { ...address, zipCode: '' } }, 'zipCode-empty address.zipCode'],
    [{ address: { ...address, road: '' } }, 'road-empty address.road'],
    [{ address: { ...address, number: '' } }, 'number-empty address.number'],
    [{ address: { ...address, neighborhood: '' } }, 'neighborhood-empty address.neighborhood'],
    [{ address: { ...address, city: '' } }, 'city-empty address.city'],
    [{ address: { ...address, state: '' } }, 'state-empty address.state'],
  ])('refuses %j with the spec code', async (overrides, expected) => {
    expect(await failure('POST', '/api/panel/guides', guideBody(overrides))).toBe(expected);
  });

  it("refuses a name another guide has, ignoring accents, case and punctuation: 'existing-name'", async () => {
    const name = `Museu do Açúcar ${uniqueId('x')}`;
    await createGuide({ name: { pt: name } });
    const twin = name.toUpperCase().replace('Ç', 'C').replace('Ú', 'U').replaceAll(' ', '-');
    const { status, body } = await call('POST', '/api/panel/guides', guideBody({ name: { pt: twin } }));
    expect(status).toBe(409);
    expect(body.error).toMatchObject({ code: 'existing-name', field: 'name.pt' });
    // Renaming another guide to it is refused too; keeping one's own name is not.
    const other = await createGuide();
    expect(await failure('PATCH', `/api/panel/guides/${other.id}`, { name: { pt: twin } })).toBe(
      'existing-name name.pt',
    );
    expect(await failure('PATCH', `/api/panel/guides/${other.id}`, { name: other.name })).toBe('ok');
  });

  it('creates a disabled guide whose creator becomes its admin, answered with the confirmation', async () => {
    // A guide admin (of another guide) creates one: they administer the new guide, nothing more.
    const creator = await registerVisitor(app);
    await addGuideManager(t.db, (await buildGuide()).id, creator, ['Administração']);
    const { status, body } = await call('POST', '/api/panel/guides', guideBody(), creator);
    expect(status).toBe(201);
    expect(body.confirmation).toBe('guide-added');
    const guide = body.guide as Guide;
    expect(guide.enabled).toBe(false);
    expect(guide.location).toEqual({ latitude: -8.06, longitude: -34.88 });

    const managers = await call('GET', `/api/panel/guides/${guide.id}/managers`, undefined, creator);
    expect(managers.body.managers).toEqual([
      { id: creator.id, email: creator.email, name: creator.name, roles: ['Administração'], pending: false },
    ]);
    const access = await creator.agent.request('/api/me/access');
    expect(((await access.json()) as { manageableGuideIds: string[] }).manageableGuideIds).toContain(guide.id);
    const list = await call('GET', '/api/panel/guides', undefined, creator);
    const row = (list.body.guides as Array<{ id: string; enabled: boolean; roles: string[]; can: Body }>).find(
      (entry) => entry.id === guide.id,
    );
    expect(row).toMatchObject({ enabled: false, roles: ['Administração'], can: { edit: true, delete: true } });
  });

  it('keeps a new guide out of the public lists until it is enabled with an initial point and a map, and published', async () => {
    const guide = await createGuide();
    expect(await publicGuideIds()).not.toContain(guide.id);
    // Never published: unknown to visitors.
    expect((await createBrowserAgent(app).request(`/api/guides/${guide.id}`)).status).toBe(404);

    expect(await failure('PATCH', `/api/panel/guides/${guide.id}`, { enabled: true })).toBe(
      'initialIntPoint-empty initialPointId',
    );
    const journey = await createJourney(guide.id);
    const point = await createPoint(guide.id, [journey.id]);
    expect(await failure('PATCH', `/api/panel/guides/${guide.id}`, { enabled: true, initialPointId: point.id })).toBe(
      'maps-empty maps',
    );
    await createMap(guide.id);
    const enabled = await call('PATCH', `/api/panel/guides/${guide.id}`, { enabled: true, initialPointId: point.id });
    expect(enabled.body).toMatchObject({
      confirmation: 'guide-saved',
      guide: { enabled: true, initialPointId: point.id },
    });
    expect(await publicGuideIds()).not.toContain(guide.id);
    expect((await call('POST', `/api/panel/guides/${guide.id}/publish`, {})).body).toMatchObject({
      confirmation: 'guide-published',
    });

    expect(await publicGuideIds()).toContain(guide.id);
    const bundle = (await (await createBrowserAgent(app).request(`/api/guides/${guide.id}`)).json()) as {
      journeys: Journey[];
      points: Point[];
    };
    expect(bundle.journeys.map((entry) => entry.id)).toEqual([journey.id]);
    expect(bundle.points.map((entry) => entry.id)).toEqual([point.id]);
  });

  it('refuses an initial point of another guide', async () => {
    const guide = await createGuide();
    const other = await createGuide();
    const point = await createPoint(other.id, [(await createJourney(other.id)).id]);
    expect(await failure('PATCH', `/api/panel/guides/${guide.id}`, { initialPointId: point.id })).toBe(
      'point/not-found initialPointId',
    );
  });

  it('shows a published edit to visitors at once: the cached copy is no longer fresh', async () => {
    const guide = await buildGuide({ enabled: true });
    const visitor = createBrowserAgent(app);
    const first = await visitor.request(`/api/guides/${guide.id}`);
    const etag = first.headers.get('etag') ?? '';
    expect((await visitor.request(`/api/guides/${guide.id}`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    await call('PATCH', `/api/panel/guides/${guide.id}`, { description: { pt: 'Descrição nova' } });
    // A draft until published.
    expect((await visitor.request(`/api/guides/${guide.id}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    await call('POST', `/api/panel/guides/${guide.id}/publish`, {});
    const after = await visitor.request(`/api/guides/${guide.id}`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { guide: Guide }).guide.description).toEqual({ pt: 'Descrição nova' });

    // Switching it off hides it again.
    await call('PATCH', `/api/panel/guides/${guide.id}`, { enabled: false });
    expect(await publicGuideIds()).not.toContain(guide.id);
  });

  it('deletes a guide with its journeys, points and maps', async () => {
    const guide = await createGuide();
    const journey = await createJourney(guide.id);
    const point = await createPoint(guide.id, [journey.id]);
    const removed = await call('DELETE', `/api/panel/guides/${guide.id}`);
    expect(removed.body).toEqual({ confirmation: 'guide-removed', id: guide.id });
    expect((await call('GET', `/api/panel/guides/${guide.id}`)).body.error?.code).toBe('guide/not-found');
    expect((await call('GET', `/api/panel/points/${point.id}`)).body.error?.code).toBe('point/not-found');
  });
});

describe('journey editor', () => {
  it.each([
    [{ guideId: undefined }, 'guide-empty guideId'],
    [{ name: { en: 'Journey' } }, 'name-empty name.pt'],
    [{ name: { pt: 'Jornada' } }, 'nameInEnglish-empty name.en'],
    [{ description: { en: 'Description' } }, 'description-empty description.pt'],
    [{ description: { pt: 'Descrição' } }, 'descriptionInEnglish-empty description.en'],
    [{ guideId: 'no-such-guide' }, 'guide/not-found guideId'],
  ])('refuses %j with the spec code', async (overrides, expected) => {
    const guide = await createGuide();
    const body = {
      guideId: guide.id,
      name: { pt: 'Jornada', en: 'Journey' },
      description: { pt: 'Descrição', en: 'Description' },
      ...overrides,
    };
    expect(await failure('POST', '/api/panel/journeys', body)).toBe(expected);
  });

  it("refuses to move a journey with points to another guide: 'Guia não pode ser alterado!'", async () => {
    const guide = await createGuide();
    const other = await createGuide();
    const journey = await createJourney(guide.id);
    await createPoint(guide.id, [journey.id]);
    const { status, body } = await call('PATCH', `/api/panel/journeys/${journey.id}`, { guideId: other.id });
    expect(status).toBe(409);
    expect(body.error).toMatchObject({ code: 'journey/change-guide-with-intPoint', field: 'guideId' });

    // An empty journey moves, leaving the first guide's order for the second's.
    const empty = await createJourney(guide.id);
    const moved = await call('PATCH', `/api/panel/journeys/${empty.id}`, { guideId: other.id });
    expect(moved.body).toMatchObject({ confirmation: 'journey-saved', journey: { guideId: other.id } });
    expect((await call('GET', `/api/panel/guides/${guide.id}`)).body.guide).toMatchObject({
      journeyOrder: [journey.id],
    });
    expect((await call('GET', `/api/panel/guides/${other.id}`)).body.guide).toMatchObject({ journeyOrder: [empty.id] });
  });

  it('keeps the point order (intListOrder) and lists disabled journeys in the panel only', async () => {
    const guide = await buildGuide({ enabled: true });
    const journey = await createJourney(guide.id);
    const [a, b, c] = [
      await createPoint(guide.id, [journey.id]),
      await createPoint(guide.id, [journey.id]),
      await createPoint(guide.id, [journey.id]),
    ];
    expect((await call('GET', `/api/panel/journeys/${journey.id}`)).body.journey).toMatchObject({
      pointOrder: [a.id, b.id, c.id],
    });
    const reordered = await call('PATCH', `/api/panel/journeys/${journey.id}`, { pointOrder: [c.id, a.id] });
    expect((reordered.body.journey as Journey).pointOrder).toEqual([c.id, a.id, b.id]);
    expect(await failure('PATCH', `/api/panel/journeys/${journey.id}`, { pointOrder: ['elsewhere'] })).toBe(
      'point/not-found pointOrder',
    );

    await call('PATCH', `/api/panel/journeys/${journey.id}`, { enabled: false });
    const panel = await call('GET', `/api/panel/guides/${guide.id}/journeys`);
    expect((panel.body.journeys as Journey[]).map((entry) => [entry.id, entry.enabled])).toEqual([[journey.id, false]]);
    const bundle = (await (await createBrowserAgent(app).request(`/api/guides/${guide.id}`)).json()) as {
      journeys: Journey[];
    };
    expect(bundle.journeys).toEqual([]);
  });
});

describe('interaction point editor', () => {
  it.each([
    [{ name: {} }, 'name-empty name.pt'],
    [{ description: {} }, 'description-empty description.pt'],
    [{ guideId: '' }, 'guide-empty guideId'],
    [{ journeyIds: [] }, 'journey-empty journeyIds'],
    [{ geolocation: true }, 'coordinates-empty coordinates'],
    [{ journeyIds: ['not-a-journey'] }, 'journey/not-found journeyIds'],
    [{ mapId: 'not-a-map' }, 'map/not-found mapId'],
  ])('refuses %j with the spec code', async (overrides, expected) => {
    const guide = await createGuide();
    const journey = await createJourney(guide.id);
    const body = { guideId: guide.id, journeyIds: [journey.id], name: { pt: 'Ponto' }, description: { pt: 'T' } };
    expect(await failure('POST', '/api/panel/points', { ...body, ...overrides })).toBe(expected);
  });

  it('stores every content field of the editor', async () => {
    const guide = await createGuide();
    const [first, second] = [await createJourney(guide.id), await createJourney(guide.id)];
    const map = await createMap(guide.id);
    const content = {
      content: { pt: '<p>Texto</p>', en: '<p>Text</p>' },
      mapId: map.id,
      x: 120,
      y: 340,
      mapIcon: '/media/icone.png',
      mapIconSize: 90,
      medias: [{ fileType: 'image', url: '/media/foto.jpg', caption: { pt: 'Foto' } }],
      sections: [{ name: { pt: 'Mais' }, description: { pt: 'Detalhes' }, medias: [], audio: { pt: '/media/s.mp3' } }],
      audio: { pt: '/media/pt.mp3', en: '/media/en.mp3', es: '/media/es.mp3', fr: '/media/fr.mp3' },
      signLanguageVideos: [{ language: 'bzs', url: '/media/libras.mp4' }],
      geolocation: true,
      coordinates: { latitude: -8.06, longitude: -34.88 },
      objectDetection: true,
      objectLabel: 'moenda',
      journeyRequired: true,
      qrRequired: true,
      qrNested: true,
      qrValidation: true,
      immersive: { raContent: true, image360: '/media/360.jpg', image360Rotation: 90 },
      keywords: ['engenho'],
      tags: ['história'],
      questionnaire: {
        enabled: true,
        type: 'Quiz',
        open: false,
        content: { pt: 'Responda' },
        feedback: { pt: 'Obrigado' },
        questions: [
          {
            statement: { pt: 'Qual?', en: 'Which?', es: '¿Cuál?', fr: 'Lequel ?' },
            options: [
              { content: { pt: 'Cana' }, feedback: { pt: 'Certo!' } },
              { content: { pt: 'Milho' }, feedback: { pt: 'Não.' } },
            ],
            correctOptionIndex: 0,
          },
        ],
      },
    };
    const point = await createPoint(guide.id, [first.id, second.id], content);
    const stored = (await call('GET', `/api/panel/points/${point.id}`)).body.point as Point;
    expect(stored).toMatchObject({ ...content, journeyIds: [first.id, second.id] });
    // It joined both journeys' order.
    for (const journey of [first, second]) {
      expect(((await call('GET', `/api/panel/journeys/${journey.id}`)).body.journey as Journey).pointOrder).toEqual([
        point.id,
      ]);
    }
  });

  it("clears journeys and map when the point's guide changes, unless new ones come with it", async () => {
    const guide = await createGuide();
    const other = await createGuide();
    const journey = await createJourney(guide.id);
    const map = await createMap(guide.id);
    const point = await createPoint(guide.id, [journey.id], { mapId: map.id, x: 1, y: 2 });

    expect(await failure('PATCH', `/api/panel/points/${point.id}`, { guideId: other.id })).toBe(
      'journey-empty journeyIds',
    );
    const target = await createJourney(other.id);
    const moved = await call('PATCH', `/api/panel/points/${point.id}`, { guideId: other.id, journeyIds: [target.id] });
    expect(moved.body.confirmation).toBe('point-saved');
    const stored = moved.body.point as Point;
    expect(stored).toMatchObject({ guideId: other.id, journeyIds: [target.id] });
    expect(stored.mapId).toBeUndefined();
    expect(stored.x).toBeUndefined();
    expect(((await call('GET', `/api/panel/journeys/${journey.id}`)).body.journey as Journey).pointOrder).toEqual([]);
    expect(((await call('GET', `/api/panel/journeys/${target.id}`)).body.journey as Journey).pointOrder).toEqual([
      point.id,
    ]);
  });

  it('hides a disabled point from visitors and removes a deleted one from its journeys', async () => {
    const guide = await buildGuide({ enabled: true });
    const journey = await createJourney(guide.id);
    const point = await createPoint(guide.id, [journey.id], { enabled: false });
    const bundle = (await (await createBrowserAgent(app).request(`/api/guides/${guide.id}`)).json()) as {
      points: Point[];
    };
    expect(bundle.points).toEqual([]);
    expect(((await call('GET', `/api/panel/guides/${guide.id}/points`)).body.points as Point[]).length).toBe(1);

    expect((await call('DELETE', `/api/panel/points/${point.id}`)).body).toEqual({
      confirmation: 'point-removed',
      id: point.id,
    });
    expect(((await call('GET', `/api/panel/journeys/${journey.id}`)).body.journey as Journey).pointOrder).toEqual([]);
  });
});

describe('map editor', () => {
  it('needs the floor plan image or the geographic centre, and unplaces points when deleted', async () => {
    const guide = await createGuide();
    const path = `/api/panel/guides/${guide.id}/maps`;
    expect(await failure('POST', path, { name: { pt: 'Planta' }, type: 'floorPlan' })).toBe('image-empty fileUrl');
    expect(await failure('POST', path, { name: { pt: 'Mapa' }, type: 'geographic' })).toBe('coordinates-empty center');
    expect(await failure('POST', path, { name: {}, type: 'floorPlan', fileUrl: '/media/p.png' })).toBe(
      'name-empty name.pt',
    );
    const geographic = await call('POST', path, {
      name: { pt: 'Cidade' },
      type: 'geographic',
      center: { latitude: -8, longitude: -35 },
      zoom: 15,
    });
    expect(geographic.body).toMatchObject({ confirmation: 'map-added', map: { type: 'geographic', position: 0 } });

    const plan = await createMap(guide.id);
    const point = await createPoint(guide.id, [(await createJourney(guide.id)).id], { mapId: plan.id, x: 5, y: 6 });
    expect((await call('DELETE', `/api/panel/maps/${plan.id}`)).body.confirmation).toBe('map-removed');
    const stored = (await call('GET', `/api/panel/points/${point.id}`)).body.point as Point;
    expect([stored.mapId, stored.x, stored.y]).toEqual([undefined, undefined, undefined]);
  });
});

describe('sponsor and social network editors', () => {
  for (const [kind, key] of [
    ['sponsors', 'sponsor'],
    ['social-networks', 'socialNetwork'],
  ] as const) {
    it(`${kind}: name, url and image required; attached to the guide; removed from it`, async () => {
      const guide = await buildGuide({ enabled: true });
      const path = `/api/panel/guides/${guide.id}/${kind}`;
      const valid = { name: 'Instagram', url: 'https://instagram.com/museu', image: '/media/ig.png' };
      expect(await failure('POST', path, { ...valid, name: '' })).toBe('name-empty name');
      expect(await failure('POST', path, { ...valid, url: '' })).toBe('url-empty url');
      expect(await failure('POST', path, { ...valid, image: '' })).toBe('image-empty image');

      const created = await call('POST', path, valid);
      expect(created.status).toBe(201);
      const prefix = kind === 'sponsors' ? 'sponsor' : 'social-network';
      expect(created.body.confirmation).toBe(`${prefix}-added`);
      const partner = created.body[key] as Sponsor | SocialNetwork;
      const bundleKey = kind === 'sponsors' ? 'sponsors' : 'socialNetworks';
      // What visitors see once the guide is published again.
      const visible = async () => {
        await publish(guide.id);
        const response = await createBrowserAgent(app).request(`/api/guides/${guide.id}`);
        return ((await response.json()) as Record<string, Array<{ id: string; name: string }>>)[bundleKey] ?? [];
      };
      expect((await visible()).map((entry) => entry.id)).toEqual([partner.id]);

      const saved = await call('PATCH', `${path}/${partner.id}`, { name: 'Instagram do museu', enabled: false });
      expect(saved.body.confirmation).toBe(`${prefix}-saved`);
      expect(await visible()).toEqual([]);
      expect(((await call('GET', path)).body[bundleKey] as Array<{ name: string }>).map((entry) => entry.name)).toEqual(
        ['Instagram do museu'],
      );

      // Another guide cannot edit it through itself.
      const other = await buildGuide();
      const notFound = kind === 'sponsors' ? 'sponsor/not-found' : 'social-network/not-found';
      expect(await failure('PATCH', `/api/panel/guides/${other.id}/${kind}/${partner.id}`, { name: 'X' })).toBe(
        notFound,
      );

      expect((await call('DELETE', `${path}/${partner.id}`)).body).toEqual({
        confirmation: `${prefix}-removed`,
        id: partner.id,
      });
      expect((await call('GET', path)).body[bundleKey]).toEqual([]);
    });
  }
});

describe('app properties editor', () => {
  it('saves version, switches and tooltip texts that the public read then shows', async () => {
    // Read first, so the change has to replace what the server keeps in memory.
    expect((await createBrowserAgent(app).request('/api/app-properties')).status).toBe(200);
    expect(await failure('PATCH', '/api/panel/app-properties', { version: 'new' })).toBe('version-empty version');
    const saved = await call('PATCH', '/api/panel/app-properties', {
      version: '1.2.0',
      onEvaluation: true,
      tooltipTitle: { pt: 'Bem-vindo', en: 'Welcome' },
      topics: ['museus'],
    });
    expect(saved.body).toMatchObject({ confirmation: 'app-properties-saved', appProperties: { version: '1.2.0' } });
    const visitor = await (await createBrowserAgent(app).request('/api/app-properties')).json();
    expect(visitor).toMatchObject({
      version: '1.2.0',
      enabled: true,
      onEvaluation: true,
      tooltipTitle: { pt: 'Bem-vindo', en: 'Welcome' },
      topics: ['museus'],
    });
  });
});
