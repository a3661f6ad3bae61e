import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousVisitor, registerVisitor } from '../../../test/accounts.ts';
import { buildGuide, buildPoint } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';

/**
 * Usage tracking off (issue 31 item 6, the visitor's consent): `PUT /api/me/usage-tracking` for a
 * signed-in visitor, the `percurso-tracking` cookie for an anonymous one. Visit events and usage
 * logs are then dropped; unlocks, the visitor's progress, still count.
 */
const t = setupTestApp();
const app = () => t.app;

let p1: string;

beforeAll(async () => {
  const guide = await buildGuide();
  p1 = (await buildPoint({ guideId: guide.id })).id;
});

describe('a visitor with usage tracking off', () => {
  it('has no visit event nor usage log kept, signed in (profile) or by the browser’s cookie, and unlocks still count', async () => {
    const visitor = await registerVisitor(app);
    const off = await visitor.agent.request('/api/me/usage-tracking', { method: 'PUT', json: { enabled: false } });
    expect(off.status).toBe(200);
    expect(((await off.json()) as { usageTracking: boolean }).usageTracking).toBe(false);
    const events = [{ id: randomUUID(), kind: 'pointView', pointId: p1 }];
    const sent = await visitor.agent.post('/api/visit-events', { events });
    expect(await sent.json()).toEqual({ stored: 0 });
    expect(
      (await visitor.agent.post('/api/access-logs', { id: randomUUID(), kind: 'pointClick', pointId: p1 })).status,
    ).toBe(204);
    // An unlock is the visitor's progress, not tracking: recorded.
    const unlock = await visitor.agent.post('/api/interactions', {
      id: randomUUID(),
      pointId: p1,
      tracker: 'intPointDialog',
    });
    expect(unlock.status).toBe(200);
    const kept = await sql<{ events: number; logs: number; unlocks: number }>`
      select (select count(*) from visit_events where user_id = ${visitor.id})::int as events,
        (select count(*) from point_clicks where user_id = ${visitor.id})::int as logs,
        (select count(*) from visited_points where user_id = ${visitor.id})::int as unlocks`.execute(t.db);
    expect(kept.rows[0]).toEqual({ events: 0, logs: 0, unlocks: 1 });
    // On again: kept again.
    expect(
      (
        (await (
          await visitor.agent.request('/api/me/usage-tracking', { method: 'PUT', json: { enabled: true } })
        ).json()) as { usageTracking: boolean }
      ).usageTracking,
    ).toBe(true);
    const back = await visitor.agent.post('/api/visit-events', {
      events: [{ id: randomUUID(), kind: 'pointView', pointId: p1 }],
    });
    expect(await back.json()).toEqual({ stored: 1 });

    const anonymous = await anonymousVisitor(app);
    expect(
      (await anonymous.request('/api/me/usage-tracking', { method: 'PUT', json: { enabled: false } })).status,
    ).toBe(403);
    anonymous.cookies.set('percurso-tracking', 'off');
    const dropped = await anonymous.post('/api/visit-events', {
      events: [{ id: randomUUID(), kind: 'pointView', pointId: p1 }],
    });
    expect(await dropped.json()).toEqual({ stored: 0 });
  });
});
