import { randomUUID } from 'node:crypto';
import { ANALYTICS_TIME_ZONE, placesAnalytics } from '@percurso/shared';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousVisitor } from '../../../test/accounts.ts';
import { buildGuideMap, buildJourney, buildPoint, uniqueId } from '../../../test/factories.ts';
import { buildRoleMatrix, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the expectations check them.
type AnyBody = Record<string, any>;

/**
 * Codes and places (issue 31 item 4) over a hand-made log in March 2025 (São Paulo, UTC−3). A, B,
 * C and D are in a journey, so each has a printed code; E is not. A and B are on the floor plan,
 * C is placed by latitude and longitude, E on the plan too, D nowhere. A is scanned twice by the
 * in-app scanner and once by its link, B once by its link; C and D are not scanned in March (D
 * was in February).
 */
const t = setupTestApp();
const app = () => t.app;

let matrix: RoleMatrix;
let g: string;
let plan: string;
const ids = { a: '', b: '', c: '', d: '', e: '' };
type Point = keyof typeof ids;

function interaction(at: string, point: Point, tracker: string, unlock = true) {
  return {
    id: uniqueId('i'),
    type: unlock ? 'Desbloqueio de interação' : 'Acesso ao conteudo',
    tracker,
    guide_id: g,
    journey_id: null,
    point_id: ids[point],
    user_id: uniqueId('visitor'),
    user_name: 'Visitante',
    created_at: new Date(at),
  };
}

beforeAll(async () => {
  matrix = await buildRoleMatrix(app, t.db);
  g = matrix.guideId;
  plan = (await buildGuideMap({ guideId: g, width: 1000, height: 800 })).id;
  const j = (await buildJourney({ guideId: g })).id;
  ids.a = (await buildPoint({ guideId: g, journeyIds: [j], stopNumber: 1, mapId: plan, x: 100, y: 200 })).id;
  ids.b = (await buildPoint({ guideId: g, journeyIds: [j], stopNumber: 2, mapId: plan, x: 500, y: 400 })).id;
  ids.c = (
    await buildPoint({
      guideId: g,
      journeyIds: [j],
      stopNumber: 3,
      coordinates: { latitude: -19.92, longitude: -43.94 },
    })
  ).id;
  ids.d = (await buildPoint({ guideId: g, journeyIds: [j], stopNumber: 4 })).id;
  ids.e = (await buildPoint({ guideId: g, journeyIds: [], stopNumber: 5, mapId: plan, x: 900, y: 700 })).id;
  await t.db
    .insertInto('interactions')
    .values([
      interaction('2025-02-20T12:00:00Z', 'd', 'toolBar'),
      interaction('2025-03-10T13:00:00Z', 'a', 'toolBar'),
      interaction('2025-03-10T13:20:00Z', 'a', 'toolBar', false),
      interaction('2025-03-10T14:05:00Z', 'a', 'OutOfApp'),
      interaction('2025-03-10T14:30:00Z', 'b', 'number'),
      interaction('2025-03-11T18:00:00Z', 'b', 'OutOfApp'),
      interaction('2025-03-11T18:10:00Z', 'c', 'gps'),
    ])
    .execute();
  // Single inserts too, as the recorder writes them.
  for (const row of [
    interaction('2025-03-12T12:00:00Z', 'c', 'camera'),
    interaction('2025-03-12T12:05:00Z', 'e', 'intPointDialog'),
    interaction('2025-03-12T12:10:00Z', 'b', 'intPointDialog', false),
    interaction('2025-03-13T20:00:00Z', 'e', 'raContent', false),
  ]) {
    await t.db.insertInto('interactions').values(row).execute();
  }
});

const MARCH = 'from=2025-03-01&to=2025-03-31';

async function read(query: string, who: keyof RoleMatrix['agents'] = 'analyst') {
  const response = await matrix.agents[who].request(`/api/panel/guides/${g}/analytics/places?${query}`);
  return { status: response.status, body: (await response.json()) as AnyBody };
}

const hours = (cells: Record<number, number>) => Array.from({ length: 24 }, (_, hour) => cells[hour] ?? 0);

describe('codes and places', () => {
  it('counts unlocks and openings per method', async () => {
    const { status, body } = await read(MARCH);
    expect(status).toBe(200);
    expect(placesAnalytics.safeParse(body.analytics).error).toBeUndefined();
    expect(body.analytics.methods).toEqual([
      { method: 'qr', tracker: 'toolBar', unlocks: 1, events: 2 },
      { method: 'link', tracker: 'OutOfApp', unlocks: 2, events: 2 },
      { method: 'gps', tracker: 'gps', unlocks: 1, events: 1 },
      { method: 'camera', tracker: 'camera', unlocks: 1, events: 1 },
      { method: 'number', tracker: 'number', unlocks: 1, events: 1 },
      { method: 'list', tracker: 'intPointDialog', unlocks: 1, events: 2 },
      { method: 'ar', tracker: 'raContent', unlocks: 0, events: 1 },
    ]);
  });

  it('counts scans per printed code and lists the codes never scanned in the period', async () => {
    const march = (await read(MARCH)).body.analytics;
    expect(march.codes.map((c: AnyBody) => [c.pointId, c.stopNumber, c.qr, c.link, c.scans])).toEqual([
      [ids.a, 1, 2, 1, 3],
      [ids.b, 2, 0, 1, 1],
    ]);
    // E has no code: it is in no journey.
    expect(march.neverScanned.map((c: AnyBody) => [c.pointId, c.stopNumber])).toEqual([
      [ids.c, 3],
      [ids.d, 4],
    ]);
    const february = (await read('from=2025-02-01&to=2025-02-28')).body.analytics;
    expect(february.codes.map((c: AnyBody) => [c.pointId, c.qr, c.link, c.scans])).toEqual([[ids.d, 1, 0, 1]]);
    expect(february.neverScanned.map((c: AnyBody) => c.pointId)).toEqual([ids.a, ids.b, ids.c]);
  });

  it('answers the heatmap: each placed point’s openings per hour of the day, and the maps', async () => {
    const a = (await read(MARCH)).body.analytics;
    expect(a.maps).toEqual([
      expect.objectContaining({
        mapId: plan,
        type: 'floorPlan',
        fileUrl: '/media/test/floor.svg',
        width: 1000,
        height: 800,
      }),
    ]);
    const cells = Object.fromEntries(a.heat.map((p: AnyBody) => [p.pointId, p]));
    // D is placed nowhere: no cell.
    expect(Object.keys(cells).sort()).toEqual([ids.a, ids.b, ids.c, ids.e].sort());
    expect(cells[ids.a]).toMatchObject({ mapId: plan, x: 100, y: 200, hours: hours({ 10: 2, 11: 1 }), total: 3 });
    expect(cells[ids.b]).toMatchObject({ mapId: plan, x: 500, y: 400, hours: hours({ 9: 1, 11: 1, 15: 1 }), total: 3 });
    expect(cells[ids.c]).toMatchObject({
      mapId: null,
      latitude: -19.92,
      longitude: -43.94,
      hours: hours({ 9: 1, 15: 1 }),
      total: 2,
    });
    expect(cells[ids.e]).toMatchObject({ hours: hours({ 9: 1, 17: 1 }), total: 2 });
  });

  it('counts what a visitor records through the API by the tracker the app sends', async () => {
    const visitor = await anonymousVisitor(app);
    // The periods are days in the venue's zone: at 00:30 UTC it is still yesterday there.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ANALYTICS_TIME_ZONE }).format(new Date());
    const before = (await read(`from=${today}&to=${today}`)).body.analytics;
    for (const tracker of ['toolBar', 'number']) {
      const response = await visitor.post('/api/interactions', { id: randomUUID(), pointId: ids.d, tracker });
      expect(response.status).toBe(200);
    }
    const after = (await read(`from=${today}&to=${today}`)).body.analytics;
    const events = (a: AnyBody, method: string) => a.methods.find((m: AnyBody) => m.method === method).events;
    expect(events(after, 'qr') - events(before, 'qr')).toBe(1);
    expect(events(after, 'number') - events(before, 'number')).toBe(1);
    expect(after.codes.find((c: AnyBody) => c.pointId === ids.d)).toMatchObject({ qr: 1, link: 0, scans: 1 });
  });

  it('answers the same figures after the rollups are emptied and analytics_places_backfill() runs', async () => {
    const before = await read(MARCH);
    await sql`truncate analytics_point_methods, analytics_point_hours`.execute(t.db);
    await sql`select analytics_places_backfill()`.execute(t.db);
    expect((await read(MARCH)).body).toEqual(before.body);
  });

  it('answers analytics readers only', async () => {
    expect((await read(MARCH, 'guideAdmin')).status).toBe(200);
    expect((await read(MARCH, 'contentEditor')).status).toBe(403);
  });
});
