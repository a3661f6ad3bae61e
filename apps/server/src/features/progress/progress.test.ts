import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { anonymousVisitor, answer, registerVisitor } from '../../../test/accounts.ts';
import { type BrowserAgent, createBrowserAgent } from '../../../test/browser-agent.ts';
import { buildGuide, buildJourney, buildPoint, publish } from '../../../test/factories.ts';
import { progressOf, record, recorded } from '../../../test/interactions.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { backend } from '../../../test/test-database.ts';

const t = setupTestApp();
const app = () => t.app;

/** A guide with one journey of `count` points (journeyRequired as given, default true). */
async function journeyWithPoints(required: boolean[] = [true, true, true]) {
  const guide = await buildGuide();
  const journey = await buildJourney({ guideId: guide.id });
  const points = [];
  for (const journeyRequired of required) {
    points.push(await buildPoint({ guideId: guide.id, journeyIds: [journey.id], journeyRequired }));
  }
  return { guide, journey, points };
}

function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

const interactionRows = (pointId: string) =>
  t.db.selectFrom('interactions').selectAll().where('point_id', '=', pointId).execute();

describe('POST /api/interactions', () => {
  it('records a first unlock, then content accesses, with the visitor and point snapshot', async () => {
    const { guide, points } = await journeyWithPoints();
    const point = nth(points, 0);
    const visitor = await registerVisitor(app, { name: 'Bia Costa' });
    await visitor.agent.request('/api/me', {
      method: 'PATCH',
      json: { name: 'Bia Costa', gender: 'Feminino', city: 'Recife', birthDate: '1990/05/01' },
    });

    const first = await recorded(await record(visitor.agent, { pointId: point.id, tracker: 'toolBar' }));
    expect(first.interaction).toMatchObject({
      type: 'Desbloqueio de interação',
      tracker: 'toolBar',
      pointId: point.id,
    });
    expect(first.progress.unlockedPointIds).toEqual([point.id]);
    const second = await recorded(await record(visitor.agent, { pointId: point.id }));
    expect(second.interaction.type).toBe('Acesso ao conteudo');

    const rows = await interactionRows(point.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      user_id: visitor.id,
      user_name: 'Bia Costa',
      user_gender: 'Feminino',
      user_city: 'Recife',
      user_birth_date: '1990-05-01',
      guide_id: guide.id,
      guide_name: guide.name.pt,
      point_name: point.name.pt,
    });
    const profile = await t.db.selectFrom('user_profiles').selectAll().where('id', '=', visitor.id).executeTakeFirst();
    expect(profile?.last_point_unlocked).toBe(point.id);
  });

  it('lets anonymous visitors record, and refuses requests without a session', async () => {
    const { points } = await journeyWithPoints([true]);
    const anonymous = await anonymousVisitor(app);
    const result = await recorded(await record(anonymous, { pointId: nth(points, 0).id, tracker: 'OutOfApp' }));
    expect(result.interaction.type).toBe('Desbloqueio de interação');
    const stranger = (await import('../../../test/browser-agent.ts')).createBrowserAgent(app);
    expect((await answer(await record(stranger, { pointId: nth(points, 0).id }))).status).toBe(401);
  });

  it('is idempotent: a retried request with the same id answers the same and counts once', async () => {
    const { points } = await journeyWithPoints([true, true]);
    const agent = await anonymousVisitor(app);
    const body = { id: randomUUID(), pointId: nth(points, 0).id, tracker: 'intPointDialog' };
    const first = await recorded(await agent.post('/api/interactions', body));
    const retry = await recorded(await agent.post('/api/interactions', body));
    expect(retry.interaction).toEqual(first.interaction);
    expect(await interactionRows(nth(points, 0).id)).toHaveLength(1);
    // Two identical requests racing each other: one row, both answer the same unlock.
    const raced = { id: randomUUID(), pointId: nth(points, 1).id, tracker: 'intPointDialog' };
    const [a, b] = await Promise.all([agent.post('/api/interactions', raced), agent.post('/api/interactions', raced)]);
    const [ra, rb] = [await recorded(a), await recorded(b)];
    expect(ra.interaction).toEqual(rb.interaction);
    expect(ra.interaction.type).toBe('Desbloqueio de interação');
    expect(await interactionRows(nth(points, 1).id)).toHaveLength(1);
  });

  it('answers interaction/id-conflict when an id is reused for another point or visitor', async () => {
    const { points } = await journeyWithPoints([true, true]);
    const agent = await anonymousVisitor(app);
    const id = randomUUID();
    await recorded(await agent.post('/api/interactions', { id, pointId: nth(points, 0).id, tracker: 'toolBar' }));
    expect(
      await answer(await agent.post('/api/interactions', { id, pointId: nth(points, 1).id, tracker: 'toolBar' })),
    ).toEqual({ status: 409, body: { error: { code: 'interaction/id-conflict' } } });
    const other = await anonymousVisitor(app);
    expect(
      (await answer(await other.post('/api/interactions', { id, pointId: nth(points, 0).id, tracker: 'toolBar' })))
        .status,
    ).toBe(409);
  });

  it.runIf(backend === 'postgres')(
    'answers id-conflict to the slower of two visitors sending one id at the same moment, and counts nothing for them',
    async () => {
      const { points } = await journeyWithPoints([true]);
      const point = nth(points, 0);
      const [first, second] = [await registerVisitor(app), await registerVisitor(app)];
      const earlier = await recorded(await record(first.agent, { pointId: point.id }));
      const id = randomUUID();
      // The first visitor's request with `id`, caught between its insert and its commit.
      const other = new pg.Client({ connectionString: t.databaseUrl });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('update interactions set id = $1 where id = $2', [id, earlier.interaction.id]);
        const slower = record(second.agent, { id, pointId: point.id });
        // Wait until the second visitor's insert waits on the first one's row, then commit it.
        for (;;) {
          const { rows } = await other.query(
            "select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          if (rows.length > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await other.query('commit');
        expect(await answer(await slower)).toEqual({
          status: 409,
          body: { error: { code: 'interaction/id-conflict' } },
        });
      } finally {
        await other.end();
      }
      expect((await progressOf(second.agent)).unlockedPointIds).toEqual([]);
      expect((await interactionRows(point.id)).map((row) => row.user_id)).toEqual([first.id]);
    },
  );

  it('answers a retry with the stored interaction even after the point was disabled', async () => {
    const { guide, points } = await journeyWithPoints([true]);
    const agent = await anonymousVisitor(app);
    const body = { id: randomUUID(), pointId: nth(points, 0).id, tracker: 'toolBar' };
    const first = await recorded(await agent.post('/api/interactions', body));
    await t.db.updateTable('points').set({ enabled: false }).where('id', '=', nth(points, 0).id).execute();
    await publish(guide.id);
    const retry = await recorded(await agent.post('/api/interactions', body));
    expect(retry.interaction).toEqual(first.interaction);
    // A new interaction with the disabled point is still refused.
    expect((await answer(await record(agent, { pointId: nth(points, 0).id }))).status).toBe(404);
  });

  it('refuses GPS and camera unlocks of a point that needs QR validation, and accepts the trackers with its code', async () => {
    const guide = await buildGuide();
    const point = await buildPoint({ guideId: guide.id, qrValidation: true });
    const agent = await anonymousVisitor(app);
    const qr = `https://percurso.example/qrcode/${point.id}`;
    for (const tracker of ['gps', 'camera']) {
      expect(await answer(await record(agent, { pointId: point.id, tracker, proof: { qr } }))).toEqual({
        status: 403,
        body: { error: { code: 'interaction/qr-validation-required' } },
      });
    }
    expect(await interactionRows(point.id)).toHaveLength(0);
    for (const tracker of ['OutOfApp', 'toolBar', 'intPointDialog', 'raContent']) {
      await recorded(await record(agent, { pointId: point.id, tracker, proof: { qr } }));
    }
    // Points without QR validation take GPS and camera unlocks.
    const open = await buildPoint({ guideId: guide.id });
    await recorded(await record(agent, { pointId: open.id, tracker: 'gps' }));
    await recorded(await record(agent, { pointId: open.id, tracker: 'camera' }));
  });

  it('unlocks a QR point only with its own scanned code; once unlocked, opening it needs none', async () => {
    const guide = await buildGuide();
    const point = await buildPoint({ guideId: guide.id, qrValidation: true });
    const other = await buildPoint({ guideId: guide.id, qrValidation: true });
    const agent = await anonymousVisitor(app);
    const refused = { status: 403, body: { error: { code: 'interaction/qr-validation-required' } } };
    // A tap on the card, or the API called without the code, or with another point's code.
    expect(await answer(await record(agent, { pointId: point.id, tracker: 'intPointDialog' }))).toEqual(refused);
    expect(await answer(await record(agent, { pointId: point.id, tracker: 'toolBar' }))).toEqual(refused);
    expect(
      await answer(
        await record(agent, { pointId: point.id, tracker: 'toolBar', proof: { qr: `/qrcode/${other.id}` } }),
      ),
    ).toEqual(refused);
    expect((await progressOf(agent)).unlockedPointIds).toEqual([]);
    const scanned = await recorded(
      await record(agent, {
        pointId: point.id,
        tracker: 'toolBar',
        proof: { qr: `http://localhost/qrcode/${point.id}` },
      }),
    );
    expect(scanned.interaction.type).toBe('Desbloqueio de interação');
    const reopened = await recorded(await record(agent, { pointId: point.id, tracker: 'intPointDialog' }));
    expect(reopened.interaction.type).toBe('Acesso ao conteudo');
  });

  it('unlocks a GPS point from within 25 m (or by its QR code), not from afar or without a position', async () => {
    const guide = await buildGuide();
    const coordinates = { latitude: -8.0631, longitude: -34.8711 };
    const point = await buildPoint({ guideId: guide.id, geolocation: true, coordinates });
    const agent = await anonymousVisitor(app);
    expect(await answer(await record(agent, { pointId: point.id, tracker: 'intPointDialog' }))).toEqual({
      status: 403,
      body: { error: { code: 'interaction/location-required' } },
    });
    expect((await answer(await record(agent, { pointId: point.id, tracker: 'camera' }))).status).toBe(403);
    // About 45 m north of the point.
    const far = { latitude: coordinates.latitude + 0.0004, longitude: coordinates.longitude };
    expect(await answer(await record(agent, { pointId: point.id, tracker: 'gps', proof: { position: far } }))).toEqual({
      status: 403,
      body: { error: { code: 'interaction/too-far' } },
    });
    expect((await progressOf(agent)).unlockedPointIds).toEqual([]);
    // About 10 m north.
    const near = { latitude: coordinates.latitude + 0.00009, longitude: coordinates.longitude };
    const unlocked = await recorded(
      await record(agent, { pointId: point.id, tracker: 'gps', proof: { position: near } }),
    );
    expect(unlocked.progress.unlockedPointIds).toEqual([point.id]);
    const second = await buildPoint({ guideId: guide.id, geolocation: true, coordinates });
    await recorded(
      await record(agent, { pointId: second.id, tracker: 'toolBar', proof: { qr: `/qrcode/${second.id}` } }),
    );
  });

  it('answers point/not-found for unknown or disabled points and invalid-request for bad input', async () => {
    const agent = await anonymousVisitor(app);
    const disabled = await buildPoint({ enabled: false });
    expect((await answer(await record(agent, { pointId: 'nao-existe' }))).body).toEqual({
      error: { code: 'point/not-found' },
    });
    expect((await answer(await record(agent, { pointId: disabled.id }))).body).toEqual({
      error: { code: 'point/not-found' },
    });
    expect(await answer(await record(agent, { pointId: disabled.id, id: 'not-a-uuid' }))).toEqual({
      status: 400,
      body: { error: { code: 'invalid-request', field: 'id' } },
    });
    expect((await answer(await record(agent, { pointId: disabled.id, tracker: 'qr' }))).body).toEqual({
      error: { code: 'invalid-request', field: 'tracker' },
    });
  });
});

describe('journey completion', () => {
  it('completes a journey when its journeyRequired points are unlocked, whatever the others', async () => {
    const { journey, points } = await journeyWithPoints([true, false, true]);
    const agent = await anonymousVisitor(app);
    const first = await recorded(await record(agent, { pointId: nth(points, 0).id }));
    expect(first.progress.journeys).toContainEqual({
      journeyId: journey.id,
      guideId: journey.guideId,
      progress: 0.5,
      completed: false,
    });
    // The optional point does not move the progress.
    const optional = await recorded(await record(agent, { pointId: nth(points, 1).id }));
    expect(optional.progress.journeys.find((entry) => entry.journeyId === journey.id)?.progress).toBe(0.5);
    const last = await recorded(await record(agent, { pointId: nth(points, 2).id }));
    expect(last.completedJourneyIds).toEqual([journey.id]);
    expect(last.progress.completedJourneyIds).toEqual([journey.id]);
    expect(last.progress.journeys.find((entry) => entry.journeyId === journey.id)).toMatchObject({
      progress: 1,
      completed: true,
    });
    expect(last.progress.placesVisited).toEqual([
      { guide: journey.guideId, journeysCompleted: [journey.id], completed: true },
    ]);
  });

  it('requires every point of a journey that flags none as journeyRequired', async () => {
    const { journey, points } = await journeyWithPoints([false, false]);
    const agent = await anonymousVisitor(app);
    const first = await recorded(await record(agent, { pointId: nth(points, 0).id }));
    expect(first.completedJourneyIds).toEqual([]);
    expect(first.progress.placesVisited).toEqual([{ guide: journey.guideId, journeysCompleted: [], completed: false }]);
    const second = await recorded(await record(agent, { pointId: nth(points, 1).id }));
    expect(second.completedJourneyIds).toEqual([journey.id]);
  });

  it('writes the completed journey exactly once, also when the last unlocks race', async () => {
    const { journey, points } = await journeyWithPoints([true]);
    const visitor = await registerVisitor(app);
    const results = await Promise.all(
      [1, 2, 3].map(() => record(visitor.agent, { pointId: nth(points, 0).id, tracker: 'toolBar' }).then(recorded)),
    );
    expect(results.flatMap((result) => result.completedJourneyIds)).toEqual([journey.id]);
    await recorded(await record(visitor.agent, { pointId: nth(points, 0).id }));
    const rows = await t.db.selectFrom('completed_journeys').selectAll().where('user_id', '=', visitor.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ journey_id: journey.id, user_email: visitor.email, user_name: visitor.name });
    const types = (await interactionRows(nth(points, 0).id)).map((row) => row.type).sort();
    expect(types.filter((type) => type === 'Desbloqueio de interação').length).toBe(1);
  });
});

describe('experience level', () => {
  it('rises with distinct visited points (3 points reach level 2), repeats do not count', async () => {
    const { points } = await journeyWithPoints([true, true, true, true]);
    const visitor = await registerVisitor(app);
    await recorded(await record(visitor.agent, { pointId: nth(points, 0).id }));
    await recorded(await record(visitor.agent, { pointId: nth(points, 0).id }));
    const two = await recorded(await record(visitor.agent, { pointId: nth(points, 1).id }));
    expect(two.progress).toMatchObject({ experienceLevel: 1, experienceLabel: 'Iniciante', visitedPointCount: 2 });
    const three = await recorded(await record(visitor.agent, { pointId: nth(points, 2).id }));
    expect(three.progress).toMatchObject({
      experienceLevel: 2,
      experienceLabel: 'Iniciante',
      visitedPointCount: 3,
      pointsInLevel: 0,
      pointsForNextLevel: 6,
    });
    const profile = await t.db.selectFrom('user_profiles').selectAll().where('id', '=', visitor.id).executeTakeFirst();
    expect(profile?.experience_level).toBe(2);
    expect((await (await visitor.agent.request('/api/me')).json()) as { experienceLevel: number }).toMatchObject({
      experienceLevel: 2,
    });
  });

  it('keeps an anonymous visitor’s progress when they register (same user id)', async () => {
    const { points } = await journeyWithPoints([true, true]);
    const agent = await anonymousVisitor(app);
    await recorded(await record(agent, { pointId: nth(points, 0).id }));
    const visitor = await registerVisitor(app, { agent });
    expect((await progressOf(visitor.agent)).unlockedPointIds).toEqual([nth(points, 0).id]);
  });
});

describe("the visitor's session on GET /api/me/progress and POST /api/me/answers", () => {
  const calls = (agent: BrowserAgent) => [
    () => agent.request('/api/me/progress'),
    () => agent.post('/api/me/answers', { pointId: 'any', questionIndex: 0, optionIndex: 0 }),
  ];

  it('refuses a session that was signed out, a forged cookie and an expired session with 401', async () => {
    const signedOut = await anonymousVisitor(app);
    const [cookieName, cookieValue] = [...signedOut.cookies].find(([name]) => name.includes('session_token')) ?? [];
    if (!cookieName || !cookieValue) throw new Error('no session cookie');
    expect((await signedOut.request('/api/me/progress')).status).toBe(200);
    expect((await signedOut.post('/api/auth/sign-out', {})).status).toBe(200);
    // The same cookie again, as a copy kept elsewhere would send it.
    const replayed = createBrowserAgent(app);
    replayed.cookies.set(cookieName, cookieValue);

    const forged = createBrowserAgent(app);
    const token = decodeURIComponent(cookieValue).split('.')[0];
    forged.cookies.set(cookieName, encodeURIComponent(`${token}.${Buffer.alloc(32).toString('base64')}`));

    const expired = await anonymousVisitor(app);
    const expiredToken = decodeURIComponent(expired.cookies.get(cookieName) ?? '').split('.')[0] ?? '';
    await t.db
      .updateTable('auth_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token', '=', expiredToken)
      .execute();

    for (const agent of [replayed, forged, expired]) {
      for (const call of calls(agent)) {
        const refused = await answer(await call());
        expect(refused).toMatchObject({ status: 401, body: { error: { code: 'auth/session-required' } } });
      }
    }
  });
});
