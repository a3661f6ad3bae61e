import { randomUUID } from 'node:crypto';
import { type GuideBundle, type Point, pointLookup } from '@percurso/shared';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousVisitor, answer, type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import type { BrowserAgent } from '../../../test/browser-agent.ts';
import { buildGuide, buildJourney, buildPoint, publish } from '../../../test/factories.ts';
import { progressOf, recorded } from '../../../test/interactions.ts';
import { makeGlobalAdmin } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { NUMBER_POINTS_IN_JOURNEY_ORDER } from '../../db/migrations/0039_stop_numbers.ts';

/** Stop numbers (issue 30 item 2): the panel numbers points, the keypad opens them, the server keeps the rule. */
const t = setupTestApp();
const app = () => t.app;

let admin: RegisteredVisitor;
beforeAll(async () => {
  admin = await registerVisitor(app);
  await makeGlobalAdmin(t.db, admin.id);
});

async function panel(method: string, path: string, json?: unknown) {
  const response = await admin.agent.request(path, { method, json });
  return {
    status: response.status,
    body: (await response.json()) as { point?: Point; error?: { code: string; field?: string } },
  };
}

const createPoint = (guideId: string, journeyId: string, more: Record<string, unknown> = {}) =>
  panel('POST', '/api/panel/points', {
    guideId,
    journeyIds: [journeyId],
    name: { pt: `Ponto ${randomUUID()}` },
    description: { pt: 'Texto do ponto' },
    ...more,
  });

/** The keypad's request: tracker 'number', the typed number as the proof. */
const typeNumber = (agent: BrowserAgent, pointId: string, number: number) =>
  agent.post('/api/interactions', { id: randomUUID(), pointId, tracker: 'number', proof: { number } });

async function venue() {
  const guide = await buildGuide();
  const journey = await buildJourney({ guideId: guide.id });
  return { guide, journey };
}

describe('stop numbers in the panel', () => {
  it('gives a point sent without a number the next free one, and keeps a number given', async () => {
    const { guide, journey } = await venue();
    const first = await createPoint(guide.id, journey.id);
    expect(first.status).toBe(201);
    expect(first.body.point?.stopNumber).toBe(1);
    expect((await createPoint(guide.id, journey.id, { stopNumber: 7 })).body.point?.stopNumber).toBe(7);
    // One more than the highest: 8, not the gap at 2.
    expect((await createPoint(guide.id, journey.id)).body.point?.stopNumber).toBe(8);
    // Numbers are per guide.
    const other = await venue();
    expect((await createPoint(other.guide.id, other.journey.id)).body.point?.stopNumber).toBe(1);
  });

  it('refuses a number another point of the guide has, on create and on save, with the field', async () => {
    const { guide, journey } = await venue();
    const taken = await createPoint(guide.id, journey.id, { stopNumber: 3 });
    expect(taken.status).toBe(201);
    const duplicate = await createPoint(guide.id, journey.id, { stopNumber: 3 });
    expect(duplicate).toEqual({ status: 409, body: { error: { code: 'stop-number-taken', field: 'stopNumber' } } });
    const point = (await createPoint(guide.id, journey.id)).body.point as Point;
    expect(await panel('PATCH', `/api/panel/points/${point.id}`, { stopNumber: 3 })).toEqual({
      status: 409,
      body: { error: { code: 'stop-number-taken', field: 'stopNumber' } },
    });
    // Saving a point with its own number is no conflict.
    expect((await panel('PATCH', `/api/panel/points/${point.id}`, { stopNumber: point.stopNumber })).status).toBe(200);
  });

  it('refuses numbers that are not whole numbers from 1 to 9999', async () => {
    const { guide, journey } = await venue();
    for (const stopNumber of [0, -1, 10_000, 1.5, '12']) {
      expect((await createPoint(guide.id, journey.id, { stopNumber })).body.error).toEqual({
        code: 'stop-number-invalid',
        field: 'stopNumber',
      });
    }
  });

  it("gives a point moved to another guide that guide's next free number", async () => {
    const { guide, journey } = await venue();
    const other = await venue();
    await createPoint(other.guide.id, other.journey.id, { stopNumber: 1 });
    const point = (await createPoint(guide.id, journey.id, { stopNumber: 1 })).body.point as Point;
    const moved = await panel('PATCH', `/api/panel/points/${point.id}`, {
      guideId: other.guide.id,
      journeyIds: [other.journey.id],
    });
    expect(moved.status).toBe(200);
    expect(moved.body.point?.stopNumber).toBe(2);
  });

  it('lists every point with its number and whether it opens by number in the guide bundle', async () => {
    const { guide, journey } = await venue();
    await createPoint(guide.id, journey.id, { stopNumber: 4, qrValidation: true, opensByNumber: true });
    // Visitors read what is published.
    await publish(guide.id);
    const response = await (await anonymousVisitor(app)).request(`/api/guides/${guide.id}`);
    const bundle = (await response.json()) as GuideBundle;
    expect(bundle.points.map(({ stopNumber, opensByNumber }) => ({ stopNumber, opensByNumber }))).toEqual([
      { stopNumber: 4, opensByNumber: true },
    ]);
  });
});

describe('opening a point by its number (POST /api/interactions, tracker number)', () => {
  it('opens a point that needs no proof, recording the method as "number"', async () => {
    const { guide, journey } = await venue();
    const point = await buildPoint({ guideId: guide.id, journeyIds: [journey.id], stopNumber: 5 });
    const agent = await anonymousVisitor(app);
    const result = await recorded(await typeNumber(agent, point.id, 5));
    expect(result.interaction).toMatchObject({ tracker: 'number', type: 'Desbloqueio de interação' });
    const [row] = await t.db.selectFrom('interactions').select('tracker').where('point_id', '=', point.id).execute();
    expect(row?.tracker).toBe('number');
  });

  it('refuses to unlock a QR-only or located point by its number unless its managers allow it', async () => {
    const { guide, journey } = await venue();
    const qrOnly = await buildPoint({ guideId: guide.id, journeyIds: [journey.id], qrValidation: true });
    const located = await buildPoint({
      guideId: guide.id,
      journeyIds: [journey.id],
      geolocation: true,
      coordinates: { latitude: -8.06, longitude: -34.87 },
    });
    const agent = await anonymousVisitor(app);
    for (const point of [qrOnly, located]) {
      const number = (
        await t.db.selectFrom('points').select('stop_number').where('id', '=', point.id).executeTakeFirstOrThrow()
      ).stop_number as number;
      expect(await answer(await typeNumber(agent, point.id, number))).toEqual({
        status: 403,
        body: { error: { code: 'interaction/number-not-allowed' } },
      });
      // Nothing recorded, and the content stays withheld.
      const lookup = pointLookup.parse(await (await agent.request(`/api/points/${point.id}`)).json());
      expect(lookup.locked).toBe(true);

      // The manager allows numbers for it and publishes: the same number now unlocks it, another
      // still does not. Until the publish the visitors' rule is the published one.
      expect((await panel('PATCH', `/api/panel/points/${point.id}`, { opensByNumber: true })).status).toBe(200);
      expect((await answer(await typeNumber(agent, point.id, number))).status).toBe(403);
      expect((await panel('POST', `/api/panel/guides/${guide.id}/publish`, {})).status).toBe(201);
      expect(await answer(await typeNumber(agent, point.id, number + 100))).toEqual({
        status: 403,
        body: { error: { code: 'interaction/wrong-stop-number' } },
      });
      const opened = await recorded(await typeNumber(agent, point.id, number));
      expect(opened.interaction).toMatchObject({ tracker: 'number', type: 'Desbloqueio de interação' });
      const unlocked = pointLookup.parse(await (await agent.request(`/api/points/${point.id}`)).json());
      expect(unlocked.locked).toBeUndefined();
    }
    expect((await progressOf(agent)).unlockedPointIds.sort()).toEqual([qrOnly.id, located.id].sort());
  });

  it('reopens by number a QR-only point unlocked by its code, with no proof', async () => {
    const { guide, journey } = await venue();
    const point = await buildPoint({ guideId: guide.id, journeyIds: [journey.id], qrValidation: true, stopNumber: 2 });
    const agent = await anonymousVisitor(app);
    await recorded(
      await agent.post('/api/interactions', {
        id: randomUUID(),
        pointId: point.id,
        tracker: 'toolBar',
        proof: { qr: `http://localhost/qrcode/${point.id}` },
      }),
    );
    const again = await recorded(await typeNumber(agent, point.id, 2));
    expect(again.interaction).toMatchObject({ tracker: 'number', type: 'Acesso ao conteudo' });
  });
});

describe('migration 0039', () => {
  it('numbers points in journey order: the guide’s journeys as ordered, each journey’s points in order', async () => {
    const guide = await buildGuide();
    const second = await buildJourney({ guideId: guide.id });
    const first = await buildJourney({ guideId: guide.id });
    const [a, b, c, loose] = [
      await buildPoint({ guideId: guide.id, journeyIds: [second.id] }),
      await buildPoint({ guideId: guide.id, journeyIds: [first.id, second.id] }),
      await buildPoint({ guideId: guide.id, journeyIds: [first.id] }),
      await buildPoint({ guideId: guide.id, journeyIds: [] }),
    ];
    if (!a || !b || !c || !loose) throw new Error('points not built');
    await t.db
      .updateTable('guides')
      .set({ journey_order: [first.id, second.id] })
      .where('id', '=', guide.id)
      .execute();
    await t.db
      .updateTable('journeys')
      .set({ point_order: [c.id, b.id] })
      .where('id', '=', first.id)
      .execute();
    await t.db
      .updateTable('journeys')
      .set({ point_order: [a.id, b.id] })
      .where('id', '=', second.id)
      .execute();
    await t.db.updateTable('points').set({ stop_number: null }).where('guide_id', '=', guide.id).execute();

    await sql.raw(NUMBER_POINTS_IN_JOURNEY_ORDER).execute(t.db);

    const rows = await t.db
      .selectFrom('points')
      .select(['id', 'stop_number'])
      .where('guide_id', '=', guide.id)
      .orderBy('stop_number')
      .execute();
    expect(rows.map((row) => [row.id, row.stop_number])).toEqual([
      [c.id, 1],
      [b.id, 2],
      [a.id, 3],
      [loose.id, 4],
    ]);
  });
});
