import { randomUUID } from 'node:crypto';
import { accessAnalytics, guideAnalytics, roadMapAnalytics } from '@percurso/shared';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerVisitor } from '../../../test/accounts.ts';
import { buildJourney, buildPoint, buildRoadMap, uniqueId } from '../../../test/factories.ts';
import { buildRoleMatrix, markEmailVerified, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the expectations check them.
type AnyBody = Record<string, any>;

/**
 * Dashboards over known events (issue 15): four visitors in March 2025 at a São Paulo guide, one
 * the evening before (28 February in São Paulo, 1 March in UTC) that must not count.
 */
const t = setupTestApp();
const app = () => t.app;

let matrix: RoleMatrix;
let g: string;
let otherGuide: string;
let j: string;
let k: string;
let roadMapId: string;
const P: string[] = [];
let q1: string;

const SAO_PAULO = {
  zipCode: '01000-000',
  road: 'Rua',
  number: '1',
  neighborhood: 'Sé',
  city: 'São Paulo',
  state: 'SP',
};
const visitors = {
  a: { id: uniqueId('ana'), name: 'Ana', gender: 'Feminino', birth: '2007-03-10', city: 'São Paulo' },
  b: { id: uniqueId('anon'), name: 'Anônimo', gender: 'Masculino', birth: '2006-03-10', city: 'Guarulhos' },
  c: { id: uniqueId('caio'), name: 'Caio', gender: null, birth: null, city: 'Rio de Janeiro' },
  d: { id: uniqueId('dora'), name: 'Dora', gender: 'Feminino', birth: '1990-01-01', city: 'São Paulo' },
  e: { id: uniqueId('eva'), name: 'Eva', gender: 'Outro', birth: '1965-01-01', city: 'Campinas' },
};
type Who = keyof typeof visitors;

function interaction(who: Who, at: string, pointId: string, journeyId: string, tracker: string, unlock = true) {
  const v = visitors[who];
  return {
    id: uniqueId('i'),
    type: unlock ? 'Desbloqueio de interação' : 'Acesso ao conteudo',
    tracker,
    guide_id: g,
    guide_name: 'Museu',
    journey_id: journeyId,
    point_id: pointId,
    point_name: `name-${pointId}`,
    user_id: v.id,
    user_name: v.name,
    user_gender: v.gender,
    user_city: v.city,
    user_birth_date: v.birth,
    created_at: new Date(at),
  };
}

const snapshot = (who: Who) => {
  const v = visitors[who];
  return { user_id: v.id, user_name: v.name, user_gender: v.gender, user_city: v.city, user_birth_date: v.birth };
};

beforeAll(async () => {
  matrix = await buildRoleMatrix(app, t.db);
  g = matrix.guideId;
  otherGuide = matrix.otherGuideId;
  await t.db
    .updateTable('guides')
    .set({ address: sql`${JSON.stringify(SAO_PAULO)}::jsonb` as never })
    .where('id', '=', g)
    .execute();
  j = (await buildJourney({ guideId: g, name: { pt: 'Jornada J' } })).id;
  k = (await buildJourney({ guideId: g, name: { pt: 'Jornada K' } })).id;
  for (const n of [1, 2, 3, 4]) P.push((await buildPoint({ id: `p${n}-${g}`, guideId: g, journeyIds: [j] })).id);
  q1 = (await buildPoint({ id: `q1-${g}`, guideId: g, journeyIds: [k] })).id;
  await buildPoint({ guideId: g, journeyIds: [k] });
  const [p1, p2, p3, p4] = P as [string, string, string, string];
  // One bulk insert (as the demo and the bench write) and single ones (as POST /api/interactions does).
  await t.db
    .insertInto('interactions')
    .values([
      interaction('a', '2025-03-10T13:00:00Z', p1, j, 'intPointDialog'),
      interaction('a', '2025-03-10T14:00:00Z', p2, j, 'intPointDialog'),
      interaction('a', '2025-03-10T15:00:00Z', p1, j, 'intPointDialog', false),
      interaction('b', '2025-03-11T12:00:00Z', p1, j, 'OutOfApp'),
      interaction('b', '2025-03-11T13:00:00Z', p2, j, 'OutOfApp'),
    ])
    .execute();
  for (const row of [
    interaction('b', '2025-03-11T14:00:00Z', p3, j, 'OutOfApp'),
    interaction('b', '2025-03-11T15:00:00Z', p4, j, 'OutOfApp'),
    interaction('c', '2025-03-15T12:00:00Z', q1, k, 'toolBar'),
    interaction('d', '2025-03-01T02:30:00Z', p1, j, 'camera'),
    interaction('e', '2025-03-31T23:00:00Z', p1, j, 'gps'),
  ]) {
    await t.db.insertInto('interactions').values(row).execute();
  }
  await t.db
    .insertInto('completed_journeys')
    .values({
      id: uniqueId('done'),
      journey_id: j,
      guide_id: g,
      ...snapshot('b'),
      created_at: new Date('2025-03-11T15:00:00Z'),
    })
    .execute();
  const rating = (
    type: string,
    target: string,
    rate: number,
    userName: string | null,
    comment: string | null,
    journey: string | null,
  ) => ({
    id: uniqueId('r'),
    type,
    target_id: target,
    guide_id: g,
    journey_id: journey,
    user_id: uniqueId('u'),
    user_name: userName,
    rate,
    comment,
    created_at: new Date('2025-03-20T12:00:00Z'),
  });
  await t.db
    .insertInto('ratings')
    .values([
      rating('Guia', g, 6, null, 'Fraco', null),
      { ...rating('Guia', g, 7, 'Anônimo', 'Ok', null), created_at: new Date('2025-03-20T11:00:00Z') },
      rating('Guia', g, 8, 'Bia', null, null),
      { ...rating('Guia', g, 9, 'Ana', 'Ótimo', null), created_at: new Date('2025-03-21T12:00:00Z') },
      rating('Jornada', j, 8, 'Ana', null, j),
      rating('Jornada', j, 10, 'Bia', null, j),
      rating('Ponto', p1, 7, 'Bia', null, j),
      { ...rating('Guia', g, 0, 'Zé', 'fora do período', null), created_at: new Date('2025-04-01T12:00:00Z') },
    ])
    .execute();
  await t.db
    .insertInto('earned_emblems')
    .values({
      user_id: visitors.b.id,
      emblem_id: uniqueId('emblem'),
      guide_id: g,
      journey_id: j,
      earned_at: new Date('2025-03-11T15:00:00Z'),
    })
    .execute();
  const access = (who: Who, feature: string, at: string) => ({
    id: uniqueId('acc'),
    feature,
    guide_id: g,
    ...snapshot(who),
    created_at: new Date(at),
  });
  await t.db
    .insertInto('accesses')
    .values([
      access('a', 'guideAcess', '2025-03-10T12:00:00Z'),
      access('b', 'guideAcess', '2025-03-11T12:00:00Z'),
      access('e', 'guideAcess', '2025-03-31T22:00:00Z'),
      access('e', 'pointClick', '2025-03-31T22:05:00Z'),
      access('d', 'guideAcess', '2025-03-01T02:00:00Z'),
    ])
    .execute();
  const pointEvent = (pointId: string, who: Who, at: string) => ({
    id: uniqueId('pe'),
    guide_id: g,
    point_id: pointId,
    ...snapshot(who),
    created_at: new Date(at),
  });
  await t.db
    .insertInto('point_clicks')
    .values([pointEvent(p1, 'a', '2025-03-10T13:00:00Z'), pointEvent(p1, 'e', '2025-03-31T22:05:00Z')])
    .execute();
  await t.db
    .insertInto('point_accesses')
    .values([pointEvent(p2, 'a', '2025-03-10T14:00:00Z')])
    .execute();
  roadMapId = (await buildRoadMap({ guides: [{ id: g }, { id: otherGuide }] as never })).id;
  const exec = (who: Who, guideId: string, at: string) => ({
    id: uniqueId('x'),
    type: 'roadMapQrCode',
    tracker: 'OutOfApp',
    road_map_id: roadMapId,
    guide_id: guideId,
    ...snapshot(who),
    created_at: new Date(at),
  });
  await t.db
    .insertInto('road_map_executions')
    .values([
      exec('b', g, '2025-03-11T12:00:00Z'),
      exec('a', g, '2025-03-10T12:00:00Z'),
      exec('a', otherGuide, '2025-03-12T12:00:00Z'),
      exec('e', g, '2025-03-30T12:00:00Z'),
      exec('e', g, '2025-03-31T12:00:00Z'),
    ])
    .execute();
});

const MARCH = 'from=2025-03-01&to=2025-03-31';

async function read(path: string, who: keyof RoleMatrix['agents'] = 'analyst') {
  const response = await matrix.agents[who].request(path);
  return { status: response.status, body: (await response.json()) as AnyBody };
}

describe('guide dashboard', () => {
  it('answers every figure of March in São Paulo time', async () => {
    const { status, body } = await read(`/api/panel/guides/${g}/analytics?${MARCH}`);
    expect(status).toBe(200);
    expect(guideAnalytics.safeParse(body.analytics).error).toBeUndefined();
    const a = body.analytics;
    expect(a.period).toEqual({ from: '2025-03-01', to: '2025-03-31', timeZone: 'America/Sao_Paulo' });
    expect(a.headline).toEqual({
      visitors: 4,
      registeredVisitors: 3,
      anonymousVisitors: 1,
      unlocks: 8,
      contentAccesses: 1,
      completedJourneys: 1,
      rating: { count: 4, promoters: 1, passives: 2, detractors: 1, score: 0 },
      emblemsWon: 1,
      rewardsWon: 0,
    });
    expect(a.interactions.byMonth[2]).toBe(9);
    expect(a.interactions.byMonth.reduce((x: number, y: number) => x + y, 0)).toBe(9);
    const nonZero = (bars: number[]) => Object.fromEntries(bars.flatMap((n, i) => (n ? [[i, n]] : [])));
    expect(nonZero(a.interactions.byDayOfMonth)).toEqual({ 9: 3, 10: 4, 14: 1, 30: 1 });
    expect(nonZero(a.interactions.byHour)).toEqual({ 9: 2, 10: 2, 11: 2, 12: 2, 20: 1 });
    expect(nonZero(a.interactions.byWeekday)).toEqual({ 1: 4, 2: 4, 6: 1 });
    expect(a.gender).toEqual([
      { bucket: 'Masculino', count: 1 },
      { bucket: 'Feminino', count: 1 },
      { bucket: 'Outro', count: 1 },
      { bucket: 'Não informado', count: 1 },
    ]);
    expect(a.ageGroups).toEqual([
      { bucket: '0-18', count: 1 },
      { bucket: '19-29', count: 1 },
      { bucket: '30-39', count: 0 },
      { bucket: '40-49', count: 0 },
      { bucket: '50-59', count: 0 },
      { bucket: '60+', count: 1 },
      { bucket: 'Desconhecida', count: 1 },
    ]);
    expect(a.regions).toEqual([
      { bucket: 'sameCity', count: 1 },
      { bucket: 'sameMesoregion', count: 1 },
      { bucket: 'sameState', count: 1 },
      { bucket: 'otherStates', count: 1 },
      { bucket: 'unknown', count: 0 },
    ]);
    const buckets = (id: string) =>
      Object.fromEntries(
        a.journeys
          .find((x: AnyBody) => x.journeyId === id)
          .buckets.flatMap((b: AnyBody) => (b.count ? [[b.bucket, b.count]] : [])),
      );
    expect(buckets(j)).toEqual({ 'Leitura única': 1, '26 a 50': 1, '100': 1 });
    expect(buckets(k)).toEqual({ 'Leitura única': 1 });
    expect(a.journeys.find((x: AnyBody) => x.journeyId === k).requiredPoints).toBe(2);
    const [p1, p2] = P;
    expect(a.points.map((p: AnyBody) => [p.pointId, p.unlocks, p.accesses])).toEqual([
      [p1, 3, 1],
      [p2, 2, 0],
      [P[2], 1, 0],
      [P[3], 1, 0],
      [q1, 1, 0],
    ]);
    expect(a.points[0].trackers).toEqual({
      intPointDialog: 2,
      toolBar: 0,
      OutOfApp: 1,
      raContent: 0,
      gps: 1,
      camera: 0,
    });
    expect(a.ratings.nps.score).toBe(0);
    expect(a.ratings.journeys).toEqual([{ id: j, name: null, count: 2, mean: 9 }]);
    expect(a.ratings.points).toEqual([{ id: P[0], name: null, count: 1, mean: 7 }]);
    expect(a.ratings.latestComments.map((c: AnyBody) => [c.comment, c.userName])).toEqual([
      ['Ótimo', 'Ana'],
      ['Fraco', null],
      ['Ok', null],
    ]);
    expect(a.habit.score).toBe(-14);
    expect(a.habit.weeklyThreshold).toBe(7);
    expect(a.habit.weeks.find((w: AnyBody) => w.weekStart === '2025-03-10')).toEqual({
      weekStart: '2025-03-10',
      interactions: 8,
      reached: true,
    });
  });

  it('narrows every figure to one journey', async () => {
    const { body } = await read(`/api/panel/guides/${g}/analytics?${MARCH}&journeyId=${j}`);
    const a = body.analytics;
    expect(a.headline).toMatchObject({ visitors: 3, registeredVisitors: 2, unlocks: 7, contentAccesses: 1 });
    expect(a.journeys.map((x: AnyBody) => x.journeyId)).toEqual([j]);
    expect(a.points.map((p: AnyBody) => p.pointId)).not.toContain(q1);
  });

  it('counts the visitor of 28 February evening (1 March in UTC) in February', async () => {
    const { body } = await read(`/api/panel/guides/${g}/analytics?from=2025-02-28&to=2025-02-28`);
    expect(body.analytics.headline).toMatchObject({ visitors: 1, unlocks: 1 });
    expect(body.analytics.interactions.byHour[23]).toBe(1);
  });

  it('refuses reversed dates and a journey of another guide', async () => {
    expect((await read(`/api/panel/guides/${g}/analytics?from=2025-03-31&to=2025-03-01`)).body.error.code).toBe(
      'date-invalid',
    );
    const other = await buildJourney({ guideId: otherGuide });
    expect((await read(`/api/panel/guides/${g}/analytics?journeyId=${other.id}`)).status).toBe(404);
  });
});

describe('access and road-map dashboards', () => {
  it('counts accesses by feature, access age group, gender and point', async () => {
    const { status, body } = await read(`/api/panel/guides/${g}/analytics/accesses?${MARCH}`);
    expect(status).toBe(200);
    expect(accessAnalytics.safeParse(body.analytics).error).toBeUndefined();
    const a = body.analytics;
    expect(a.headline).toEqual({ accesses: 4, visitors: 3, pointClicks: 2, pointAccesses: 1 });
    expect(a.features).toEqual([
      { bucket: 'guideAcess', count: 3 },
      { bucket: 'pointClick', count: 1 },
    ]);
    expect(Object.fromEntries(a.ageGroups.map((x: AnyBody) => [x.bucket, x.count]))).toEqual({
      '0 a 18': 1,
      '19 a 24': 1,
      '25 a 40': 0,
      '41 a 50': 0,
      '51 a 60': 2,
      '60 a 99+': 0,
      Desconhecida: 0,
    });
    expect(a.points).toEqual([
      { pointId: P[0], name: expect.any(String), clicks: 2, accesses: 0 },
      { pointId: P[1], name: expect.any(String), clicks: 0, accesses: 1 },
    ]);
    expect(a.accessesByTime.byDayOfMonth[30]).toBe(2);
  });

  it('counts road-map executions with road-map age groups and completion bands', async () => {
    const { status, body } = await read(`/api/panel/road-maps/${roadMapId}/analytics?${MARCH}`, 'globalAdmin');
    expect(status).toBe(200);
    expect(roadMapAnalytics.safeParse(body.analytics).error).toBeUndefined();
    const a = body.analytics;
    expect(a.headline).toEqual({ executions: 5, visitors: 3, guides: 2, accesses: 0 });
    expect(Object.fromEntries(a.ageGroups.map((x: AnyBody) => [x.bucket, x.count]))).toMatchObject({
      '0 a 18': 2,
      '19 a 29': 1,
      '60 a 99+': 2,
    });
    expect(Object.fromEntries(a.completion.flatMap((x: AnyBody) => (x.count ? [[x.bucket, x.count]] : [])))).toEqual({
      'Acesso único': 1,
      '26 a 50': 1,
      '100': 1,
    });
    expect(a.guides.map((x: AnyBody) => [x.guideId, x.executions, x.visitors])).toEqual([
      [g, 4, 3],
      [otherGuide, 1, 1],
    ]);
  });
});

describe('CSV export', () => {
  it('streams the period: interactions, accesses, ratings, completions, without names', async () => {
    const response = await matrix.agents.analyst.request(`/api/panel/guides/${g}/analytics/export.csv?${MARCH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const text = await response.text();
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'section,id,createdAt,type,tracker,feature,journeyId,pointId,pointName,targetId,rate,comment,visitor,gender,ageGroup,city',
    );
    const sections = lines.slice(1).map((line) => line.split(',')[0]);
    expect(sections.filter((s) => s === 'interactions')).toHaveLength(9);
    expect(sections.filter((s) => s === 'accesses')).toHaveLength(4);
    expect(sections.filter((s) => s === 'ratings')).toHaveLength(7);
    expect(sections.filter((s) => s === 'completions')).toHaveLength(1);
    expect(Number(response.headers.get('x-total-rows'))).toBe(21);
    const first = lines[1]?.split(',');
    expect(first).toEqual([
      'interactions',
      expect.any(String),
      '2025-03-10T13:00:00.000Z',
      'Desbloqueio de interação',
      'intPointDialog',
      '',
      j,
      P[0],
      `name-${P[0]}`,
      '',
      '',
      '',
      'registered',
      'Feminino',
      '0-18',
      'São Paulo',
    ]);
    expect(text).toContain(',anonymous,Masculino,19-29,Guarulhos');
    expect(text).not.toMatch(/Ana|Anônimo|Caio|Bia|Eva/);
    expect(text).toContain(',9,Ótimo,registered,');
  });
});

describe('who reads the dashboards', () => {
  const paths = () => [
    `/api/panel/guides/${g}/analytics`,
    `/api/panel/guides/${g}/analytics/accesses`,
    `/api/panel/guides/${g}/analytics/export.csv`,
  ];

  it('lets global admins, the guide admins and its analysts read; not a content editor, nor another guide admin', async () => {
    for (const path of paths()) {
      for (const who of ['analyst', 'guideAdmin', 'globalAdmin'] as const) {
        expect((await matrix.agents[who].request(path)).status).toBe(200);
      }
      for (const who of ['contentEditor', 'otherGuideAdmin', 'commonUser', 'anonymous'] as const) {
        const response = await matrix.agents[who].request(path);
        expect(response.status).toBe(403);
      }
    }
  });

  it('an analyst of guide A does not read guide B; road maps are for global and road-map admins', async () => {
    expect((await read(`/api/panel/guides/${otherGuide}/analytics`, 'analyst')).status).toBe(403);
    expect((await read(`/api/panel/guides/${otherGuide}/analytics`, 'otherGuideAdmin')).status).toBe(200);
    expect((await read(`/api/panel/road-maps/${roadMapId}/analytics`, 'analyst')).status).toBe(403);
    expect((await read(`/api/panel/road-maps/${roadMapId}/analytics`, 'guideAdmin')).status).toBe(403);
    await t.db
      .insertInto('admin_panel_access')
      .values({
        id: uniqueId('apa'),
        road_map_id: roadMapId,
        user_email: matrix.users.guideAdmin.email,
        type: 'roadMap',
      })
      .execute();
    expect((await read(`/api/panel/road-maps/${roadMapId}/analytics`, 'guideAdmin')).status).toBe(200);
    // A road-map administrator without any guide role reads it too (once the e-mail is verified).
    await markEmailVerified(t.db, matrix.users.commonUser.id);
    await t.db
      .insertInto('admin_panel_access')
      .values({
        id: uniqueId('apa'),
        road_map_id: roadMapId,
        user_email: matrix.users.commonUser.email,
        type: 'roadMap',
      })
      .execute();
    expect((await read(`/api/panel/road-maps/${roadMapId}/analytics`, 'commonUser')).status).toBe(200);
  });
});

describe('rollups', () => {
  it('an unlock recorded through POST /api/interactions shows in the default period (the last 30 days)', async () => {
    const before = (await read(`/api/panel/guides/${g}/analytics`)).body.analytics;
    expect(before.headline.unlocks).toBe(0);
    const { agent, name } = await registerVisitor(app);
    const response = await agent.post('/api/interactions', {
      id: randomUUID(),
      pointId: P[1],
      tracker: 'intPointDialog',
    });
    expect(response.status).toBe(200);
    const after = (await read(`/api/panel/guides/${g}/analytics`)).body.analytics;
    expect(after.headline).toMatchObject({ visitors: 1, registeredVisitors: 1, unlocks: 1 });
    expect(after.points.map((p: AnyBody) => [p.pointId, p.unlocks, p.trackers.intPointDialog])).toEqual([[P[1], 1, 1]]);
    expect(after.journeys.find((x: AnyBody) => x.journeyId === j).buckets[0]).toEqual({
      bucket: 'Leitura única',
      count: 1,
    });
    expect(JSON.stringify(after)).not.toContain(name);
  });

  it('the backfill rebuilds exactly what the triggers kept', async () => {
    const snapshotOf = async () =>
      (
        await sql<{ n: string }>`select json_agg(x order by x::text)::text as n from (
          select guide_id, journey_key, day::text, hour, unlocks, accesses from analytics_interaction_hours where guide_id = ${g}) x`.execute(
          t.db,
        )
      ).rows[0]?.n;
    const before = await snapshotOf();
    await sql`delete from analytics_interaction_hours where guide_id = ${g}`.execute(t.db);
    await sql`delete from analytics_point_days where guide_id = ${g}`.execute(t.db);
    await sql`delete from analytics_visitor_groups where guide_id = ${g}`.execute(t.db);
    await sql`delete from analytics_visitors where guide_id = ${g}`.execute(t.db);
    await sql`delete from analytics_completion_days where guide_id = ${g}`.execute(t.db);
    await sql`select analytics_backfill('-infinity', 'infinity')`.execute(t.db);
    expect(await snapshotOf()).toBe(before);
    const { body } = await read(`/api/panel/guides/${g}/analytics?${MARCH}`);
    expect(body.analytics.headline).toMatchObject({ visitors: 4, unlocks: 8, completedJourneys: 1 });
  });
});
