import { randomUUID } from 'node:crypto';
import { funnelAnalytics, mediaAnalytics, visitAnalytics } from '@percurso/shared';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousVisitor } from '../../../test/accounts.ts';
import { buildJourney, buildPoint, uniqueId } from '../../../test/factories.ts';
import { buildRoleMatrix, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the expectations check them.
type AnyBody = Record<string, any>;

/**
 * Visit insights (issue 31 items 1–3) over a hand-made event log in March 2025 (São Paulo, UTC−3):
 * Ana's first day holds two visits split by a 45-minute gap (a 25-minute one does not split) and
 * she returns two days later; Bia plays a narration twice and completes it once; Caio's video is
 * played by nobody signed in; Dora's first visit is in February, so she is no new visitor of March.
 */
const t = setupTestApp();
const app = () => t.app;

let matrix: RoleMatrix;
let g: string;
let j: string;
let k: string;
const P: string[] = [];
let q: string;

const people = { ana: uniqueId('ana'), bia: uniqueId('bia'), caio: uniqueId('caio'), dora: uniqueId('dora') };
type Who = keyof typeof people;

function interaction(who: Who, at: string, pointId: string, journeyId: string, unlock = true) {
  return {
    id: uniqueId('i'),
    type: unlock ? 'Desbloqueio de interação' : 'Acesso ao conteudo',
    tracker: 'intPointDialog',
    guide_id: g,
    journey_id: journeyId,
    point_id: pointId,
    user_id: people[who],
    user_name: 'Visitante',
    created_at: new Date(at),
  };
}

function event(
  who: Who | null,
  at: string,
  kind: string,
  pointId: string,
  language: string | null = 'pt',
  format: string | null = 'standard',
) {
  return {
    id: uniqueId('e'),
    kind,
    guide_id: g,
    point_id: pointId,
    user_id: who ? people[who] : null,
    language,
    format,
    created_at: new Date(at),
  };
}

beforeAll(async () => {
  matrix = await buildRoleMatrix(app, t.db);
  g = matrix.guideId;
  j = (await buildJourney({ guideId: g, name: { pt: 'Jornada J' } })).id;
  k = (await buildJourney({ guideId: g, name: { pt: 'Jornada K' } })).id;
  for (const n of [1, 2, 3, 4]) {
    P.push((await buildPoint({ id: `p${n}-${g}`, guideId: g, journeyIds: [j], name: { pt: `P${n}` } })).id);
  }
  q = (await buildPoint({ guideId: g, journeyIds: [k], name: { pt: 'Q' } })).id;
  const [p1, p2, p3, p4] = P as [string, string, string, string];
  // The journey's order is not the points' creation order: P2 comes after P3 in no way here, but
  // the order is set explicitly so the funnel follows it.
  await t.db
    .updateTable('journeys')
    .set({ point_order: [p1, p2, p3, p4] })
    .where('id', '=', j)
    .execute();
  await t.db
    .insertInto('interactions')
    .values([
      interaction('dora', '2025-02-28T12:00:00Z', p1, j),
      interaction('ana', '2025-03-10T13:00:00Z', p1, j),
      interaction('ana', '2025-03-10T13:10:00Z', p2, j),
      interaction('ana', '2025-03-10T13:35:00Z', p3, j),
      // 45 minutes after her last event: a second visit.
      interaction('ana', '2025-03-10T14:20:00Z', p1, j, false),
      interaction('bia', '2025-03-11T12:00:00Z', p2, j),
      interaction('ana', '2025-03-12T15:00:00Z', p4, j),
      interaction('caio', '2025-03-15T12:00:00Z', q, k),
    ])
    .execute();
  // Single inserts too, as the recorder writes them.
  for (const row of [
    interaction('dora', '2025-03-20T12:00:00Z', p2, j),
    interaction('dora', '2025-03-20T12:10:00Z', p3, j),
  ]) {
    await t.db.insertInto('interactions').values(row).execute();
  }
  await t.db
    .insertInto('visit_events')
    .values([
      event('ana', '2025-03-10T13:00:00Z', 'pointView', p1, 'pt', 'narration'),
      event('ana', '2025-03-10T13:01:00Z', 'narrationPlay', p1, 'pt', 'narration'),
      event('ana', '2025-03-10T13:04:00Z', 'narrationComplete', p1, 'pt', 'narration'),
      event('ana', '2025-03-10T13:05:00Z', 'pointLeave', p1, 'pt', 'narration'),
      event('ana', '2025-03-10T13:10:00Z', 'pointView', p2, 'en', 'standard'),
      // 25 minutes on P2: capped at 15.
      event('ana', '2025-03-10T13:35:00Z', 'pointView', p3, 'en', 'standard'),
      event('bia', '2025-03-11T12:00:00Z', 'pointView', p2, 'pt', 'narration'),
      event('bia', '2025-03-11T12:02:00Z', 'narrationPlay', p2, 'pt', 'narration'),
      event('bia', '2025-03-11T12:03:00Z', 'narrationPlay', p2, 'pt', 'narration'),
      event('bia', '2025-03-11T12:05:00Z', 'narrationComplete', p2, 'pt', 'narration'),
      event('bia', '2025-03-11T12:06:00Z', 'pointLeave', p2, 'pt', 'narration'),
      event('ana', '2025-03-12T15:00:00Z', 'pointView', p4, 'pt', 'sign-language'),
      event('ana', '2025-03-12T15:01:00Z', 'videoPlay', p4, 'pt', 'sign-language'),
      event('ana', '2025-03-12T15:03:00Z', 'pointLeave', p4, 'pt', 'sign-language'),
      event(null, '2025-03-15T12:01:00Z', 'videoPlay', q),
      event(null, '2025-03-15T12:04:00Z', 'videoComplete', q),
    ])
    .execute();
});

const MARCH = 'from=2025-03-01&to=2025-03-31';

async function read(path: string, who: keyof RoleMatrix['agents'] = 'analyst') {
  const response = await matrix.agents[who].request(path);
  return { status: response.status, body: (await response.json()) as AnyBody };
}

describe('visits', () => {
  it('splits visits at a gap over 30 minutes and answers their figures', async () => {
    const { status, body } = await read(`/api/panel/guides/${g}/analytics/visits?${MARCH}`);
    expect(status).toBe(200);
    expect(visitAnalytics.safeParse(body.analytics).error).toBeUndefined();
    const a = body.analytics;
    // Ana 35 min (3 points), 0 min, 3 min; Bia 6 min; Caio 0 min (his video had no session); Dora 10 min (2 points).
    expect(a.headline).toEqual({
      visits: 6,
      medianMinutes: 3,
      pointsPerVisit: 1.5,
      newVisitors: 3,
      returningShare: 0.3333,
    });
    const days = Object.fromEntries(
      a.perDay.filter((d: AnyBody) => d.visits > 0).map((d: AnyBody) => [d.day, d.visits]),
    );
    expect(days).toEqual({ '2025-03-10': 2, '2025-03-11': 1, '2025-03-12': 1, '2025-03-15': 1, '2025-03-20': 1 });
    expect(a.perDay).toHaveLength(31);
    expect(a.lengths).toEqual([
      { fromMinutes: 0, visits: 3 },
      { fromMinutes: 5, visits: 2 },
      { fromMinutes: 15, visits: 0 },
      { fromMinutes: 30, visits: 1 },
      { fromMinutes: 60, visits: 0 },
      { fromMinutes: 120, visits: 0 },
    ]);
    expect(a.points.slice(0, 3)).toEqual([
      { points: 1, visits: 4 },
      { points: 2, visits: 1 },
      { points: 3, visits: 1 },
    ]);
  });

  it('counts a visitor in the month of their first visit, returning on a later day', async () => {
    const { body } = await read(`/api/panel/guides/${g}/analytics/visits?from=2025-02-01&to=2025-02-28`);
    expect(body.analytics.headline).toEqual({
      visits: 1,
      medianMinutes: 0,
      pointsPerVisit: 1,
      newVisitors: 1,
      returningShare: 1,
    });
  });
});

describe('dwell and media', () => {
  it('answers dwell (capped at 15 minutes), plays and completion per point, language and format', async () => {
    const { status, body } = await read(`/api/panel/guides/${g}/analytics/media?${MARCH}`);
    expect(status).toBe(200);
    expect(mediaAnalytics.safeParse(body.analytics).error).toBeUndefined();
    const a = body.analytics;
    expect(a.headline).toEqual({
      views: 5,
      timedViews: 4,
      meanDwellSeconds: 435,
      narrationPlays: 3,
      narrationCompletes: 2,
      narrationCompletion: 0.6667,
      videoPlays: 2,
      videoCompletes: 1,
      videoCompletion: 0.5,
    });
    const [p1, p2, p3, p4] = P;
    const byId = Object.fromEntries(a.points.map((p: AnyBody) => [p.pointId, p]));
    expect(a.points[0].pointId).toBe(p2);
    expect(byId[p1 as string]).toMatchObject({
      views: 1,
      timedViews: 1,
      meanDwellSeconds: 300,
      narrationCompletion: 1,
    });
    expect(byId[p2 as string]).toMatchObject({
      views: 2,
      timedViews: 2,
      meanDwellSeconds: 630,
      narrationPlays: 2,
      narrationCompletes: 1,
      narrationCompletion: 0.5,
      videoCompletion: null,
    });
    expect(
      byId[p2 as string].languages.map((l: AnyBody) => [l.language, l.meanDwellSeconds, l.narrationPlays]),
    ).toEqual([
      ['en', 900, 0],
      ['pt', 360, 2],
    ]);
    expect(byId[p3 as string]).toMatchObject({ views: 1, timedViews: 0, meanDwellSeconds: null });
    expect(byId[p4 as string]).toMatchObject({ meanDwellSeconds: 180, videoPlays: 1, videoCompletion: 0 });
    expect(byId[q]).toMatchObject({ views: 0, videoPlays: 1, videoCompletes: 1, videoCompletion: 1 });
    expect(byId[q].name).toEqual({ pt: 'Q' });
    expect(a.formats).toEqual([
      { format: 'narration', views: 2 },
      { format: 'standard', views: 2 },
      { format: 'sign-language', views: 1 },
    ]);
  });
});

describe('journey funnels', () => {
  it('answers the share reaching each point in the journey order and where visitors stop', async () => {
    const { status, body } = await read(`/api/panel/guides/${g}/analytics/funnels?${MARCH}`);
    expect(status).toBe(200);
    expect(funnelAnalytics.safeParse(body.analytics).error).toBeUndefined();
    const journeys = Object.fromEntries(body.analytics.journeys.map((x: AnyBody) => [x.journeyId, x]));
    // Ana opened all four; Bia only P2 (she never opened P1); Dora's first time in J was February.
    const funnel = journeys[j];
    expect(funnel.visitors).toBe(2);
    expect(funnel.notStarted).toBe(1);
    expect(
      funnel.steps.map((s: AnyBody) => [s.name.pt, s.reachedInOrder, s.reachedShare, s.opened, s.stoppedHere]),
    ).toEqual([
      ['P1', 1, 0.5, 1, 0],
      ['P2', 1, 0.5, 2, 0],
      ['P3', 1, 0.5, 1, 0],
      ['P4', 1, 0.5, 1, 1],
    ]);
    expect(journeys[k].visitors).toBe(1);
    expect(journeys[k].steps[0]).toMatchObject({ pointId: q, reachedInOrder: 1, reachedShare: 1, stoppedHere: 1 });
    const february = await read(`/api/panel/guides/${g}/analytics/funnels?from=2025-02-01&to=2025-02-28`);
    const dora = february.body.analytics.journeys.find((x: AnyBody) => x.journeyId === j);
    expect(dora.steps.map((s: AnyBody) => s.stoppedHere)).toEqual([0, 0, 1, 0]);
  });

  it('follows the journey order as it is now', async () => {
    const reversed = [...P].reverse();
    await t.db.updateTable('journeys').set({ point_order: reversed }).where('id', '=', j).execute();
    try {
      const { body } = await read(`/api/panel/guides/${g}/analytics/funnels?${MARCH}`);
      const funnel = body.analytics.journeys.find((x: AnyBody) => x.journeyId === j);
      // P4 first now: Ana has all four, Bia still none of the first.
      expect(funnel.steps.map((s: AnyBody) => s.reachedInOrder)).toEqual([1, 1, 1, 1]);
      expect(funnel.notStarted).toBe(1);
    } finally {
      await t.db.updateTable('journeys').set({ point_order: P }).where('id', '=', j).execute();
    }
  });
});

describe('rebuilding', () => {
  it('answers the same figures after the rollups are emptied and analytics_visits_backfill() runs', async () => {
    const views = ['visits', 'media', 'funnels'];
    const before = await Promise.all(views.map((v) => read(`/api/panel/guides/${g}/analytics/${v}?${MARCH}`)));
    await sql`truncate analytics_visit_state, analytics_visit_lengths, analytics_visit_points, analytics_returning,
      analytics_point_media, analytics_journey_state, analytics_journey_reach`.execute(t.db);
    await sql`select analytics_visits_backfill()`.execute(t.db);
    const after = await Promise.all(views.map((v) => read(`/api/panel/guides/${g}/analytics/${v}?${MARCH}`)));
    expect(after.map((r) => r.body)).toEqual(before.map((r) => r.body));
  });
});

describe('access', () => {
  it('answers the three views to analytics readers only', async () => {
    for (const view of ['visits', 'media', 'funnels']) {
      expect((await read(`/api/panel/guides/${g}/analytics/${view}`, 'guideAdmin')).status).toBe(200);
      expect((await read(`/api/panel/guides/${g}/analytics/${view}`, 'contentEditor')).status).toBe(403);
    }
  });
});

describe('POST /api/visit-events', () => {
  it('stores a batch once per event id, with the session visitor, dropping unknown points', async () => {
    const visitor = await anonymousVisitor(app);
    const [p1] = P as [string];
    const events = [
      { id: randomUUID(), kind: 'pointView', pointId: p1, journeyId: j, language: 'fr', format: 'easy-read' },
      { id: randomUUID(), kind: 'narrationPlay', pointId: p1, language: 'fr', format: 'easy-read' },
      { id: randomUUID(), kind: 'pointLeave', pointId: 'no-such-point' },
    ];
    const first = await visitor.post('/api/visit-events', { events });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ stored: 2 });
    expect((await visitor.post('/api/visit-events', { events })).status).toBe(200);
    const { rows } = await sql<{ kind: string; user_id: string | null; journey_id: string | null; format: string }>`
      select kind, user_id, journey_id, format from visit_events where id = any(${events.map((e) => e.id)})
      order by created_at, kind desc`.execute(t.db);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.user_id !== null && row.format === 'easy-read')).toBe(true);
    expect(rows.map((row) => row.journey_id)).toContain(j);
  });

  it('keeps a device time within the last week and never ahead', async () => {
    const [p1] = P as [string];
    const visitor = await anonymousVisitor(app);
    const old = { id: randomUUID(), kind: 'videoPlay', pointId: p1, at: '2020-01-01T00:00:00Z' };
    const ahead = { id: randomUUID(), kind: 'videoPlay', pointId: p1, at: '2999-01-01T00:00:00Z' };
    await visitor.post('/api/visit-events', { events: [old, ahead] });
    const { rows } = await sql<{ id: string; created_at: Date }>`
      select id, created_at from visit_events where id in (${old.id}, ${ahead.id})`.execute(t.db);
    const times = Object.fromEntries(rows.map((row) => [row.id, new Date(row.created_at).getTime()]));
    const now = Date.now();
    expect(times[old.id]).toBeGreaterThan(now - 7 * 86_400_000 - 60_000);
    expect(times[ahead.id]).toBeLessThanOrEqual(now + 1000);
  });

  it('refuses a malformed batch', async () => {
    const visitor = await anonymousVisitor(app);
    const response = await visitor.post('/api/visit-events', { events: [{ id: 'x', kind: 'pointView' }] });
    expect(response.status).toBe(400);
  });
});
