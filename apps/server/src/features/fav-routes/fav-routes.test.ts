import { FAVOURITE_ROUTE_MAX_POINTS, FAVOURITE_ROUTES_PER_GUIDE } from '@percurso/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousVisitor, type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import { type BrowserAgent, createBrowserAgent } from '../../../test/browser-agent.ts';
import { buildGuide, buildJourney, buildPoint, uniqueId } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { json } from '../../db/column-types.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the expectations check their shape.
type AnyBody = Record<string, any>;

/** Favourite routes (issue 13): a registered visitor's own itineraries, shared read-only by link. */
const t = setupTestApp();
const app = () => t.app;

let guideId: string;
let pointIds: string[];
let disabledPointId: string;
let otherGuidePointId: string;
let owner: RegisteredVisitor;
let stranger: RegisteredVisitor;

beforeAll(async () => {
  guideId = (await buildGuide({ name: { pt: 'Museu das Rotas Favoritas' } })).id;
  const journeyId = (await buildJourney({ guideId })).id;
  pointIds = [];
  for (const name of ['Moinho', 'Engenho', 'Senzala']) {
    pointIds.push((await buildPoint({ guideId, journeyIds: [journeyId], name: { pt: name } })).id);
  }
  disabledPointId = (await buildPoint({ guideId, journeyIds: [journeyId], enabled: false })).id;
  otherGuidePointId = (await buildPoint({ guideId: (await buildGuide()).id })).id;
  owner = await registerVisitor(app);
  stranger = await registerVisitor(app);
});

async function call(agent: BrowserAgent, path: string, method = 'GET', body?: unknown) {
  const response = await agent.request(path, { method, ...(body !== undefined && { json: body }) });
  return { status: response.status, body: (await response.json()) as AnyBody };
}
const create = (agent: BrowserAgent, body: Record<string, unknown>) =>
  call(agent, '/api/me/favourite-routes', 'POST', { guideId, ...body });
const change = (agent: BrowserAgent, routeId: string, body: Record<string, unknown>) =>
  call(agent, `/api/me/favourite-routes/${routeId}`, 'PATCH', body);
const stored = (routeId: string) =>
  t.db.selectFrom('fav_journeys').selectAll().where('id', '=', routeId).executeTakeFirst();

describe('a registered visitor’s favourite routes', () => {
  it('are created with the default name in four languages, renamed, reordered and listed', async () => {
    const created = await create(owner.agent, { pointIds: [pointIds[0]] });
    expect(created.status).toBe(201);
    expect(created.body.route).toMatchObject({
      guideId,
      name: { pt: 'Meus favoritos', en: 'My favorites', es: 'Mis favoritos', fr: 'Mes favoris' },
      pointIds: [pointIds[0]],
    });
    const routeId = created.body.route.id as string;

    const renamed = await change(owner.agent, routeId, { name: '  Visita com as crianças ' });
    expect(renamed.body.route.name).toEqual({ pt: 'Visita com as crianças' });
    const reordered = await change(owner.agent, routeId, { pointIds: [pointIds[2], pointIds[0], pointIds[1]] });
    expect(reordered.status).toBe(200);

    const list = await call(owner.agent, `/api/me/favourite-routes?guideId=${guideId}`);
    const mine = list.body.routes.find((route: AnyBody) => route.id === routeId);
    expect(mine).toMatchObject({
      name: { pt: 'Visita com as crianças' },
      pointIds: [pointIds[2], pointIds[0], pointIds[1]],
    });
    // The stranger's list does not show it.
    const theirs = await call(stranger.agent, '/api/me/favourite-routes');
    expect(theirs.body.routes.map((route: AnyBody) => route.id)).not.toContain(routeId);
  });

  it('is deleted by its owner, after which its link is unknown', async () => {
    const routeId = (await create(owner.agent, { name: 'Para apagar' })).body.route.id as string;
    const removed = await call(owner.agent, `/api/me/favourite-routes/${routeId}`, 'DELETE');
    expect(removed).toEqual({ status: 200, body: { confirmation: 'favourite-route-removed', id: routeId } });
    expect(await stored(routeId)).toBeUndefined();
    expect((await call(createBrowserAgent(app), `/api/favourite-routes/${routeId}`)).body.error.code).toBe(
      'favourite-route/not-found',
    );
  });
});

describe('a shared link', () => {
  it('is read by anyone, signed in or not, and names the guide for the page', async () => {
    const routeId = (await create(owner.agent, { name: 'Roteiro da tarde', pointIds: [pointIds[1], pointIds[0]] })).body
      .route.id as string;
    for (const agent of [createBrowserAgent(app), await anonymousVisitor(app), stranger.agent]) {
      const read = await call(agent, `/api/favourite-routes/${routeId}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({
        guideName: 'Museu das Rotas Favoritas',
        route: { id: routeId, name: { pt: 'Roteiro da tarde' }, pointIds: [pointIds[1], pointIds[0]] },
      });
    }
  });

  it('is read-only: another visitor can neither change nor delete it, and nothing changes', async () => {
    const routeId = (await create(owner.agent, { name: 'Só minha', pointIds: [pointIds[0]] })).body.route.id as string;
    const before = await stored(routeId);
    expect(await change(stranger.agent, routeId, { name: 'Roubada' })).toMatchObject({
      status: 403,
      body: { error: { code: 'favourite-route/not-owner' } },
    });
    expect(await change(stranger.agent, routeId, { pointIds: [] })).toMatchObject({ status: 403 });
    expect(await call(stranger.agent, `/api/me/favourite-routes/${routeId}`, 'DELETE')).toMatchObject({
      status: 403,
      body: { error: { code: 'favourite-route/not-owner' } },
    });
    const anonymous = await anonymousVisitor(app);
    expect((await change(anonymous, routeId, { name: 'x' })).body.error.code).toBe('auth/anonymous-not-allowed');
    expect((await change(createBrowserAgent(app), routeId, { name: 'x' })).body.error.code).toBe(
      'auth/session-required',
    );
    expect(await stored(routeId)).toEqual(before);
  });

  it('of an unknown id answers 404, for reads and writes', async () => {
    expect(await call(createBrowserAgent(app), '/api/favourite-routes/nao-existe')).toMatchObject({
      status: 404,
      body: { error: { code: 'favourite-route/not-found' } },
    });
    expect((await change(owner.agent, 'nao-existe', { name: 'x' })).body.error.code).toBe('favourite-route/not-found');
  });
});

describe('visitors without an account', () => {
  it('cannot create a route: anonymous ones are asked to register, without a session to sign in', async () => {
    const anonymous = await anonymousVisitor(app);
    expect(await create(anonymous, {})).toMatchObject({
      status: 403,
      body: { error: { code: 'auth/anonymous-not-allowed' } },
    });
    expect(await call(anonymous, '/api/me/favourite-routes')).toEqual({ status: 200, body: { routes: [] } });
    expect((await create(createBrowserAgent(app), {})).status).toBe(401);
  });
});

describe('bad input gets its code and changes nothing', () => {
  let routeId: string;
  beforeAll(async () => {
    routeId = (await create(owner.agent, { name: 'Intocável', pointIds: [pointIds[0]] })).body.route.id as string;
  });

  it.each([
    ['an empty name', { name: '   ' }, 'name-empty'],
    ['a name of 81 characters', { name: 'x'.repeat(81) }, 'favourite-route/name-too-long'],
    ['an unknown point', { pointIds: ['nao-existe'] }, 'favourite-route/unknown-points'],
    ['a point of another guide', () => ({ pointIds: [otherGuidePointId] }), 'favourite-route/unknown-points'],
    ['a disabled point', () => ({ pointIds: [disabledPointId] }), 'favourite-route/unknown-points'],
    ['the same point twice', () => ({ pointIds: [pointIds[0], pointIds[0]] }), 'favourite-route/duplicate-points'],
    [
      // Past the limit but within the 64 KiB of a JSON body (a larger one answers 413 before it is read).
      'a route one point too long',
      { pointIds: Array.from({ length: FAVOURITE_ROUTE_MAX_POINTS + 1 }, (_, index) => `point-${index}`) },
      'favourite-route/too-many-points',
    ],
    ['no change at all', {}, 'invalid-request'],
  ])('%s', async (_, input, code) => {
    const body = typeof input === 'function' ? input() : input;
    const before = await stored(routeId);
    const changed = await change(owner.agent, routeId, body);
    expect(changed.status).toBe(400);
    expect(changed.body.error.code).toBe(code);
    expect(await stored(routeId)).toEqual(before);
    // The same input creates nothing either (except the empty change, which is a valid creation).
    if (Object.keys(body).length === 0) return;
    const count = async () => (await call(owner.agent, '/api/me/favourite-routes')).body.routes.length as number;
    const routesBefore = await count();
    expect((await create(owner.agent, body)).body.error.code).toBe(code);
    expect(await count()).toBe(routesBefore);
  });

  it('a route in an unknown guide', async () => {
    expect(
      (await call(owner.agent, '/api/me/favourite-routes', 'POST', { guideId: 'nao-existe' })).body.error.code,
    ).toBe('guide/not-found');
  });

  it(`more than ${FAVOURITE_ROUTES_PER_GUIDE} routes in one guide`, async () => {
    const visitor = await registerVisitor(app);
    await t.db
      .insertInto('fav_journeys')
      .values(
        Array.from({ length: FAVOURITE_ROUTES_PER_GUIDE }, () => ({
          id: uniqueId('fav'),
          user_id: visitor.id,
          guide_id: guideId,
          name: json({ pt: 'Rota' }),
          point_ids: [],
        })),
      )
      .execute();
    expect(await create(visitor.agent, {})).toMatchObject({
      status: 409,
      body: { error: { code: 'favourite-route/too-many-routes' } },
    });
    expect(FAVOURITE_ROUTE_MAX_POINTS).toBeLessThan(10_000);
  });
});
