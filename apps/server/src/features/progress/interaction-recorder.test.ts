import { randomUUID } from 'node:crypto';
import { ANALYTICS_TIME_ZONE } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { anonymousVisitor, answer } from '../../../test/accounts.ts';
import { createBrowserAgent } from '../../../test/browser-agent.ts';
import { buildGuide, buildJourney, buildPoint } from '../../../test/factories.ts';
import { progressOf, record, recorded } from '../../../test/interactions.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { guideAnalytics } from '../analytics/index.ts';

// Group commit (docs/decisions/0026-interaction-group-commit.md): interactions arriving together
// are written in one transaction, yet each visitor gets their own answer.
const t = setupTestApp();
const app = () => t.app;

async function interactionCount(guideId: string): Promise<number> {
  const row = await t.db
    .selectFrom('interactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('guide_id', '=', guideId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/interactions from many visitors at once', () => {
  it('answers each visitor with their own result: a refusal stays the refused visitor’s and the others are recorded once', async () => {
    const guide = await buildGuide();
    const journey = await buildJourney({ guideId: guide.id });
    const open = await buildPoint({ guideId: guide.id, journeyIds: [journey.id] });
    const qr = await buildPoint({ guideId: guide.id, journeyIds: [journey.id], qrValidation: true });
    const visitors = await Promise.all(Array.from({ length: 40 }, () => anonymousVisitor(app)));
    // Every fourth visitor taps the QR point without its code; the rest open the free point.
    const responses = await Promise.all(
      visitors.map((agent, index) => record(agent, { pointId: index % 4 === 0 ? qr.id : open.id })),
    );
    const refused = { status: 403, body: { error: { code: 'interaction/qr-validation-required' } } };
    for (const [index, response] of responses.entries()) {
      if (index % 4 === 0) expect(await answer(response)).toEqual(refused);
      else {
        const result = await recorded(response);
        expect(result.interaction.pointId).toBe(open.id);
        expect(result.interaction.type).toBe('Desbloqueio de interação');
        expect(result.progress.unlockedPointIds).toEqual([open.id]);
      }
    }
    expect(await interactionCount(guide.id)).toBe(30);
    // Each visitor's progress is their own.
    const [tapped, opened] = visitors;
    if (!tapped || !opened) throw new Error('no visitors');
    expect((await progressOf(opened)).unlockedPointIds).toEqual([open.id]);
    expect((await progressOf(tapped)).unlockedPointIds).toEqual([]);
  });

  it('records one visitor’s interactions sent together in order: one unlock per point, the journey completed once', async () => {
    const guide = await buildGuide();
    const journey = await buildJourney({ guideId: guide.id });
    const first = await buildPoint({ guideId: guide.id, journeyIds: [journey.id] });
    const second = await buildPoint({ guideId: guide.id, journeyIds: [journey.id] });
    const agent = await anonymousVisitor(app);
    const results = await Promise.all(
      [first.id, second.id, first.id, second.id].map(async (pointId) => recorded(await record(agent, { pointId }))),
    );
    const unlocks = results.filter((result) => result.interaction.type === 'Desbloqueio de interação');
    expect(unlocks.map((result) => result.interaction.pointId).sort()).toEqual([first.id, second.id].sort());
    expect(results.flatMap((result) => result.completedJourneyIds)).toEqual([journey.id]);
    const progress = await progressOf(agent);
    expect(progress.completedJourneyIds).toEqual([journey.id]);
    expect(progress.visitedPointCount).toBe(2);
    expect(await interactionCount(guide.id)).toBe(4);
  });

  it('counts every interaction of visitors arriving at once on the guide’s dashboard', async () => {
    const guide = await buildGuide();
    const point = await buildPoint({ guideId: guide.id });
    const visitors = await Promise.all(Array.from({ length: 30 }, () => anonymousVisitor(app)));
    const responses = await Promise.all(visitors.map((agent) => record(agent, { pointId: point.id })));
    expect(responses.map((response) => response.status)).toEqual(visitors.map(() => 200));
    // The dashboard's days are São Paulo's.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: ANALYTICS_TIME_ZONE });
    const dashboard = await guideAnalytics(t.db, guide.id, { from: today, to: today });
    expect(dashboard.headline.unlocks).toBe(30);
  });

  it('refuses a forged session cookie and a session that has ended, recording nothing', async () => {
    const guide = await buildGuide();
    const point = await buildPoint({ guideId: guide.id });
    const agent = await anonymousVisitor(app);
    const [name, value] = [...agent.cookies].find(([cookie]) => cookie.endsWith('session_token')) ?? [];
    if (!name || !value) throw new Error('no session cookie');
    const required = { status: 401, body: { error: { code: 'auth/session-required' } } };
    agent.cookies.set(name, value.replace(/\.[^.]*$/, `.${'A'.repeat(43)}=`));
    expect(await answer(await record(agent, { pointId: point.id }))).toEqual(required);
    agent.cookies.set(name, value);
    await t.db.deleteFrom('auth_sessions').execute();
    expect(await answer(await record(agent, { pointId: point.id }))).toEqual(required);
    expect(await interactionCount(guide.id)).toBe(0);
  });

  it('stores the usage logs of a crowd once each, with or without a session, and refuses a switched-off guide’s log alone', async () => {
    const guide = await buildGuide();
    const closed = await buildGuide({ enabled: false });
    const point = await buildPoint({ guideId: guide.id });
    const visitors = await Promise.all(Array.from({ length: 20 }, () => anonymousVisitor(app)));
    const stranger = createBrowserAgent(app);
    const logs = [
      ...visitors.map((agent) =>
        agent.post('/api/access-logs', { id: randomUUID(), kind: 'guideAccess', guideId: guide.id }),
      ),
      ...visitors.map((agent) =>
        agent.post('/api/access-logs', { id: randomUUID(), kind: 'pointClick', pointId: point.id }),
      ),
      stranger.post('/api/access-logs', { id: randomUUID(), kind: 'pointAccess', pointId: point.id }),
      stranger.post('/api/access-logs', { id: randomUUID(), kind: 'guideAccess', guideId: closed.id }),
    ];
    const statuses = (await Promise.all(logs)).map((response) => response.status);
    expect(statuses).toEqual([...Array.from({ length: 41 }, () => 204), 403]);
    const count = async (table: 'accesses' | 'point_clicks' | 'point_accesses', withUser: boolean) => {
      const row = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('guide_id', '=', guide.id)
        .where('user_id', withUser ? 'is not' : 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    expect(await count('accesses', true)).toBe(20);
    expect(await count('point_clicks', true)).toBe(20);
    expect(await count('point_accesses', false)).toBe(1);
  });
});
