import { ANALYTICS_TIME_ZONE } from '@percurso/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousVisitor, type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import type { BrowserAgent } from '../../../test/browser-agent.ts';
import { buildGuide, buildJourney, buildPoint } from '../../../test/factories.ts';
import { addGuideManager } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the expectations check their shape.
type AnyBody = Record<string, any>;

/** Ratings (issue 12): visitors rate the app, a guide, a journey or a point; the panel reads them. */
const t = setupTestApp();
const app = () => t.app;

let guideId: string;
let otherGuideId: string;
let journeyId: string;
let pointId: string;
let otherPointId: string;
let admin: RegisteredVisitor;
let analyst: RegisteredVisitor;
let editor: RegisteredVisitor;

beforeAll(async () => {
  guideId = (await buildGuide({ name: { pt: 'Museu das Avaliações' } })).id;
  otherGuideId = (await buildGuide()).id;
  journeyId = (await buildJourney({ guideId, name: { pt: 'Jornada do Café', en: 'Coffee journey' } })).id;
  pointId = (await buildPoint({ guideId, journeyIds: [journeyId], name: { pt: 'Moinho' } })).id;
  otherPointId = (await buildPoint({ guideId: otherGuideId })).id;
  admin = await registerVisitor(app);
  analyst = await registerVisitor(app);
  editor = await registerVisitor(app);
  await addGuideManager(t.db, guideId, admin, ['Administração']);
  await addGuideManager(t.db, guideId, analyst, ['Análise']);
  await addGuideManager(t.db, guideId, editor, ['Edição de contéudo']);
});

async function give(agent: BrowserAgent, rating: Record<string, unknown>) {
  const response = await agent.request('/api/ratings', { method: 'PUT', json: { guideId, ...rating } });
  return { status: response.status, body: (await response.json()) as AnyBody };
}
const ratingsOf = (userId: string) => t.db.selectFrom('ratings').selectAll().where('user_id', '=', userId).execute();
async function panel(who: RegisteredVisitor, path: string, method = 'GET') {
  const response = await who.agent.request(path, { method });
  return { status: response.status, body: (await response.json()) as AnyBody };
}

describe('a visitor rating', () => {
  it('is one per visitor and target: a new score replaces the old one, comment included', async () => {
    const visitor = await registerVisitor(app, { name: 'Clara Avaliadora' });
    const first = await give(visitor.agent, { type: 'Guia', targetId: guideId, rate: 9, comment: 'Lindo!' });
    expect(first.status).toBe(200);
    expect(first.body.rating).toMatchObject({ type: 'Guia', targetId: guideId, rate: 9, comment: 'Lindo!' });
    const second = await give(visitor.agent, { type: 'Guia', rate: 4 });
    expect(second.body.rating).toMatchObject({ id: first.body.rating.id, rate: 4, comment: null });

    const stored = await ratingsOf(visitor.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ rate: 4, user_name: 'Clara Avaliadora', guide_id: guideId });

    const own = await visitor.agent.request(`/api/me/ratings?guideId=${guideId}`);
    expect(((await own.json()) as { ratings: unknown[] }).ratings).toEqual([
      expect.objectContaining({ type: 'Guia', rate: 4 }),
    ]);
  });

  it('rates the app, a journey and a point of the guide separately', async () => {
    const visitor = await registerVisitor(app);
    expect((await give(visitor.agent, { type: 'Aplicação', rate: 10 })).body.rating.targetId).toBe('app');
    expect((await give(visitor.agent, { type: 'Jornada', targetId: journeyId, rate: 8 })).status).toBe(200);
    expect((await give(visitor.agent, { type: 'Ponto', targetId: pointId, rate: 7 })).status).toBe(200);
    const stored = await ratingsOf(visitor.id);
    expect(stored.map((row) => [row.type, row.rate]).sort()).toEqual([
      ['Aplicação', 10],
      ['Jornada', 8],
      ['Ponto', 7],
    ]);
    expect(stored.find((row) => row.type === 'Ponto')).toMatchObject({ journey_id: journeyId });
  });

  it('counts an anonymous visitor, stored without a name (never Anônimo)', async () => {
    const anonymous = await anonymousVisitor(app);
    const given = await give(anonymous, { type: 'Guia', rate: 10 });
    expect(given.status).toBe(200);
    const row = await t.db.selectFrom('ratings').selectAll().where('id', '=', given.body.rating.id).executeTakeFirst();
    expect(row).toMatchObject({ rate: 10, user_name: null });
  });

  it('refuses a score outside 0–10 or not whole, and an unknown target, saving nothing', async () => {
    const visitor = await registerVisitor(app);
    for (const rate of [11, -1, 7.5, '9']) {
      const refused = await give(visitor.agent, { type: 'Guia', rate });
      expect(refused).toMatchObject({ status: 400, body: { error: { code: 'rating-score-invalid', field: 'rate' } } });
    }
    const otherGuidesPoint = await give(visitor.agent, { type: 'Ponto', targetId: otherPointId, rate: 5 });
    expect(otherGuidesPoint).toMatchObject({ status: 404, body: { error: { code: 'rating/target-not-found' } } });
    const noJourney = await give(visitor.agent, { type: 'Jornada', targetId: 'nenhuma', rate: 5 });
    expect(noJourney.body.error.code).toBe('rating/target-not-found');
    expect(await ratingsOf(visitor.id)).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await app().request('/api/ratings', {
      method: 'PUT',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ guideId, type: 'Guia', rate: 5 }),
    });
    expect(response.status).toBe(401);
  });
});

describe('the panel ratings', () => {
  let guide: string;
  let journey: string;
  let point: string;
  let named: RegisteredVisitor;
  beforeAll(async () => {
    guide = (await buildGuide()).id;
    journey = (await buildJourney({ guideId: guide, name: { pt: 'Trilha' } })).id;
    point = (await buildPoint({ guideId: guide, journeyIds: [journey] })).id;
    await addGuideManager(t.db, guide, admin, ['Administração']);
    await addGuideManager(t.db, guide, analyst, ['Análise']);
    named = await registerVisitor(app, { name: 'Rui Nomeado' });
    const rate = async (agent: BrowserAgent, body: Record<string, unknown>) =>
      expect((await agent.request('/api/ratings', { method: 'PUT', json: { guideId: guide, ...body } })).status).toBe(
        200,
      );
    // Guide: 10, 9, 8, 3 → 2 promoters, 1 passive, 1 detractor: NPS (2 − 1) / 4 = 25.
    await rate(named.agent, { type: 'Guia', rate: 10 });
    await rate((await registerVisitor(app)).agent, { type: 'Guia', rate: 9 });
    await rate((await registerVisitor(app)).agent, { type: 'Guia', rate: 8 });
    await rate(await anonymousVisitor(app), { type: 'Guia', rate: 3 });
    await rate(named.agent, { type: 'Jornada', targetId: journey, rate: 10 });
    await rate((await registerVisitor(app)).agent, { type: 'Jornada', targetId: journey, rate: 5 });
    await rate(named.agent, { type: 'Ponto', targetId: point, rate: 6 });
  });

  it("answers the guide's NPS and plain means per journey and point (ratingByGuide)", async () => {
    const { status, body } = await panel(analyst, `/api/panel/guides/${guide}/ratings/summary`);
    expect(status).toBe(200);
    expect(body.summary.guide).toEqual({ count: 4, promoters: 2, passives: 1, detractors: 1, score: 25 });
    expect(body.summary.journeys).toEqual([{ id: journey, name: { pt: 'Trilha' }, count: 2, mean: 7.5 }]);
    expect(body.summary.points).toEqual([expect.objectContaining({ id: point, count: 1, mean: 6 })]);
    expect(body.summary.app.count).toBe(0);
  });

  it('lists ratings with filters by target, band and date, naming only registered visitors', async () => {
    const all = (await panel(analyst, `/api/panel/guides/${guide}/ratings`)).body.ratings as AnyBody[];
    expect(all).toHaveLength(7);
    expect(all.filter((rating) => rating.userName === 'Rui Nomeado')).toHaveLength(3);
    expect(all.find((rating) => rating.rate === 3)).toMatchObject({ userName: null, band: 'detractor' });

    const list = async (query: string) =>
      ((await panel(analyst, `/api/panel/guides/${guide}/ratings?${query}`)).body.ratings as Array<{ rate: number }>)
        .map((rating) => rating.rate)
        .sort((a, b) => a - b);
    expect(await list('type=Guia')).toEqual([3, 8, 9, 10]);
    expect(await list('type=Guia&band=promoter')).toEqual([9, 10]);
    expect(await list('band=detractor')).toEqual([3, 5, 6]);
    expect(await list('band=passive')).toEqual([8]);
    // The venue's day (ANALYTICS_TIME_ZONE), not UTC's: the two differ for three hours each night.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ANALYTICS_TIME_ZONE }).format(new Date());
    expect(await list(`from=${today}&to=${today}`)).toHaveLength(7);
    expect(await list('to=2020-01-01')).toEqual([]);
    const bad = await panel(analyst, `/api/panel/guides/${guide}/ratings?from=2026-02-30`);
    expect(bad.body.error).toMatchObject({ code: 'date-invalid', field: 'from' });
  });

  it("filters by the venue's days: a rating at 22:00 in São Paulo is that day's, not the next UTC day's", async () => {
    const other = (await buildGuide()).id;
    await addGuideManager(t.db, other, analyst, ['Análise']);
    const visitor = await registerVisitor(app);
    const given = await visitor.agent.request('/api/ratings', {
      method: 'PUT',
      json: { guideId: other, type: 'Guia', rate: 7 },
    });
    expect(given.status).toBe(200);
    // 2026-01-10 01:00 UTC is 2026-01-09 22:00 in America/Sao_Paulo (UTC−3).
    await t.db
      .updateTable('ratings')
      .set({ updated_at: new Date('2026-01-10T01:00:00Z') })
      .where('guide_id', '=', other)
      .execute();
    const count = async (query: string) =>
      ((await panel(analyst, `/api/panel/guides/${other}/ratings?${query}`)).body.ratings as unknown[]).length;
    expect(await count('from=2026-01-09&to=2026-01-09')).toBe(1);
    expect(await count('from=2026-01-10&to=2026-01-10')).toBe(0);
    expect(await count('to=2026-01-08')).toBe(0);
    expect(await count('from=2026-01-10')).toBe(0);
  });

  it("deletes a rating for a guide admin ('Avaliação removida!'), not for an analyst", async () => {
    const visitor = await registerVisitor(app);
    const given = await visitor.agent.request('/api/ratings', {
      method: 'PUT',
      json: { guideId: guide, type: 'Guia', rate: 1 },
    });
    const ratingId = ((await given.json()) as { rating: { id: string } }).rating.id;
    const refused = await panel(analyst, `/api/panel/ratings/${ratingId}`, 'DELETE');
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'permission/denied' } } });
    const removed = await panel(admin, `/api/panel/ratings/${ratingId}`, 'DELETE');
    expect(removed).toMatchObject({ status: 200, body: { confirmation: 'rating-removed', id: ratingId } });
    expect(await ratingsOf(visitor.id)).toEqual([]);
    expect((await panel(admin, `/api/panel/ratings/${ratingId}`, 'DELETE')).body.error.code).toBe('rating/not-found');
  });

  it('refuses content editors and managers of other guides', async () => {
    const denied = await panel(editor, `/api/panel/guides/${guideId}/ratings`);
    expect(denied).toMatchObject({ status: 403, body: { error: { code: 'permission/denied' } } });
    const other = await panel(admin, `/api/panel/guides/${otherGuideId}/ratings/summary`);
    expect(other.status).toBe(403);
  });
});
