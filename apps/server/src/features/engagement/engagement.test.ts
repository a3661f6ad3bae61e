import { randomUUID } from 'node:crypto';
import { type EngagementView, engagementView, type RecordInteractionResult } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { anonymousVisitor, registerVisitor } from '../../../test/accounts.ts';
import type { BrowserAgent } from '../../../test/browser-agent.ts';
import { buildEmblem, buildGuide, buildInstantReward, buildJourney, buildPoint } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();

function idOf(list: ReadonlyArray<{ id: string }>, index: number): string {
  const item = list[index];
  if (!item) throw new Error(`no item ${index}`);
  return item.id;
}
const app = () => t.app;

async function unlock(agent: BrowserAgent, pointId: string): Promise<RecordInteractionResult> {
  const response = await agent.post('/api/interactions', { id: randomUUID(), pointId, tracker: 'intPointDialog' });
  expect(response.status).toBe(200);
  return (await response.json()) as RecordInteractionResult;
}

async function view(agent: BrowserAgent, guideId?: string): Promise<EngagementView> {
  const response = await agent.request(`/api/engagement${guideId ? `?guideId=${guideId}` : ''}`);
  expect(response.status).toBe(200);
  return engagementView.parse(await response.json());
}

async function winnerOf(rewardId: string) {
  const row = await t.db
    .selectFrom('instant_rewards')
    .select(['winner', 'won_at'])
    .where('id', '=', rewardId)
    .executeTakeFirstOrThrow();
  return row.winner?.id ?? null;
}

/** A guide with one journey of `size` points. */
async function venue(size = 3) {
  const guide = await buildGuide();
  const journey = await buildJourney({ guideId: guide.id });
  const points = [];
  for (let index = 0; index < size; index += 1) {
    points.push(await buildPoint({ guideId: guide.id, journeyIds: [journey.id] }));
  }
  return { guide, journey, points };
}

describe('emblems', () => {
  it('are earned once, when the journey progress reaches the threshold, and answered with the interaction', async () => {
    const { guide, journey, points } = await venue(4);
    const half = await buildEmblem({ guideId: guide.id, journeyId: journey.id, journeyProgress: 50, name: 'Metade' });
    const full = await buildEmblem({ guideId: guide.id, journeyId: journey.id, journeyProgress: 100 });
    const visitor = await anonymousVisitor(app);
    expect((await unlock(visitor, idOf(points, 0))).earnings.emblems).toEqual([]);
    const second = await unlock(visitor, idOf(points, 1));
    expect(second.earnings.emblems.map((emblem) => emblem.id)).toEqual([half]);
    expect(second.earnings.emblems[0]?.name.pt).toBe('Metade');
    expect((await unlock(visitor, idOf(points, 2))).earnings.emblems).toEqual([]);
    // Opening an unlocked point again earns nothing twice.
    expect((await unlock(visitor, idOf(points, 1))).earnings.emblems).toEqual([]);
    const before = await view(visitor, guide.id);
    expect(before.registered).toBe(false);
    expect(before.emblems.find((emblem) => emblem.id === full)).toMatchObject({ earnedAt: null, missingPoints: 1 });
    expect((await unlock(visitor, idOf(points, 3))).earnings.emblems.map((emblem) => emblem.id)).toEqual([full]);
    const after = await view(visitor, guide.id);
    expect(after.emblems.every((emblem) => emblem.earnedAt !== null && emblem.missingPoints === 0)).toBe(true);
  });

  it('stay earned when the journey grows later, and show locked ones with what is missing', async () => {
    const { guide, journey, points } = await venue(2);
    const emblem = await buildEmblem({ guideId: guide.id, journeyId: journey.id, journeyProgress: 100 });
    const visitor = await anonymousVisitor(app);
    await unlock(visitor, idOf(points, 0));
    await unlock(visitor, idOf(points, 1));
    await buildPoint({ guideId: guide.id, journeyIds: [journey.id] });
    await buildPoint({ guideId: guide.id, journeyIds: [journey.id] });
    const mine = await view(visitor, guide.id);
    expect(mine.emblems.find((entry) => entry.id === emblem)?.earnedAt).not.toBeNull();
    const stranger = await view(await anonymousVisitor(app), guide.id);
    expect(stranger.emblems.find((entry) => entry.id === emblem)).toMatchObject({ earnedAt: null, missingPoints: 4 });
  });

  it('tell a visitor without a session how many points each one needs', async () => {
    const { guide, journey } = await venue(5);
    const all = await buildEmblem({ guideId: guide.id, journeyId: journey.id, journeyProgress: 100 });
    const half = await buildEmblem({ guideId: guide.id, journeyId: journey.id, journeyProgress: 50 });
    const response = await t.app.request(`/api/engagement?guideId=${guide.id}`);
    expect(response.status).toBe(200);
    const { emblems } = engagementView.parse(await response.json());
    expect(emblems.find((entry) => entry.id === all)).toMatchObject({ earnedAt: null, missingPoints: 5 });
    expect(emblems.find((entry) => entry.id === half)).toMatchObject({ earnedAt: null, missingPoints: 3 });
  });
});

describe('instant rewards', () => {
  it('are won at once by the first registered visitor who qualifies, and never by a second', async () => {
    const { guide, journey, points } = await venue(2);
    const reward = await buildInstantReward({ guideId: guide.id, journeyId: journey.id, journeyRate: 100 });
    const first = await registerVisitor(app);
    const second = await registerVisitor(app);
    expect((await unlock(first.agent, idOf(points, 0))).earnings.instantReward).toBeNull();
    const win = await unlock(first.agent, idOf(points, 1));
    expect(win.earnings.instantReward?.reward).toMatchObject({ id: reward, name: { pt: 'Prêmio de teste' } });
    expect(await winnerOf(reward)).toBe(first.id);
    await unlock(second.agent, idOf(points, 0));
    expect((await unlock(second.agent, idOf(points, 1))).earnings.instantReward).toBeNull();
    expect(await winnerOf(reward)).toBe(first.id);
    const firstView = await view(first.agent, guide.id);
    expect(firstView.won.map((entry) => entry.reward.id)).toEqual([reward]);
    expect(firstView.available).toEqual([]);
    expect((await view(second.agent, guide.id)).won).toEqual([]);
    // The winner's identity is never public.
    expect(JSON.stringify(await view(second.agent, guide.id))).not.toContain(first.email);
  });

  it('never go to a chance of 0 %, and keep anonymous visitors out with a prompt to register', async () => {
    const { guide, journey, points } = await venue(1);
    const never = await buildInstantReward({ guideId: guide.id, journeyId: journey.id, instantRewardRate: 0 });
    const visitor = await registerVisitor(app);
    expect((await unlock(visitor.agent, idOf(points, 0))).earnings.instantReward).toBeNull();
    expect(await winnerOf(never)).toBeNull();

    const other = await venue(1);
    const open = await buildInstantReward({ guideId: other.guide.id, journeyId: other.journey.id });
    const anonymous = await anonymousVisitor(app);
    const result = await unlock(anonymous, idOf(other.points, 0));
    expect(result.earnings).toMatchObject({ instantReward: null, rewardNeedsRegistration: true });
    expect(await winnerOf(open)).toBeNull();
    expect((await view(anonymous, other.guide.id)).available.map((entry) => entry.id)).toEqual([open]);
  });

  it('skip rewards outside their dates or switched off, and play them in their order', async () => {
    const { guide, journey, points } = await venue(3);
    const at = (day: number) => new Date(Date.UTC(2024, 0, day)).toISOString();
    const past = await buildInstantReward({
      guideId: guide.id,
      journeyId: journey.id,
      startDate: '2020-01-01',
      finalDate: '2020-12-31',
      createdAt: at(1),
    });
    const off = await buildInstantReward({
      guideId: guide.id,
      journeyId: journey.id,
      enabled: false,
      createdAt: at(2),
    });
    const first = await buildInstantReward({ guideId: guide.id, journeyId: journey.id, createdAt: at(3) });
    const second = await buildInstantReward({ guideId: guide.id, journeyId: journey.id, createdAt: at(4) });
    const a = await registerVisitor(app);
    const b = await registerVisitor(app);
    expect((await unlock(a.agent, idOf(points, 0))).earnings.instantReward?.reward.id).toBe(first);
    // The next visitor plays for the next one in order.
    expect((await unlock(b.agent, idOf(points, 0))).earnings.instantReward?.reward.id).toBe(second);
    expect([await winnerOf(past), await winnerOf(off)]).toEqual([null, null]);
  });

  it('go on to the next candidate when another server gave the first one away meanwhile', async () => {
    const { guide, journey, points } = await venue(2);
    const taken = await buildInstantReward({ guideId: guide.id, journeyId: journey.id, createdAt: '2024-01-01' });
    const next = await buildInstantReward({ guideId: guide.id, journeyId: journey.id, createdAt: '2024-01-02' });
    const warm = await registerVisitor(app);
    await view(warm.agent, guide.id); // the definitions are cached with no winner
    await t.db
      .updateTable('instant_rewards')
      .set({ winner: JSON.stringify({ id: 'someone-else' }) as never })
      .where('id', '=', taken)
      .execute();
    const visitor = await registerVisitor(app);
    expect((await unlock(visitor.agent, idOf(points, 0))).earnings.instantReward?.reward.id).toBe(next);
    expect(await winnerOf(taken)).toBe('someone-else');
  });

  it('in the point model, are won by the unlock that reaches intPointsToWin of the chosen points', async () => {
    const { guide, points } = await venue(4);
    const chosen = [idOf(points, 1), idOf(points, 2), idOf(points, 3)];
    const reward = await buildInstantReward({ guideId: guide.id, pointIdsSelected: chosen, pointsToWin: 2 });
    const visitor = await registerVisitor(app);
    expect((await unlock(visitor.agent, idOf(points, 0))).earnings.instantReward).toBeNull();
    expect((await unlock(visitor.agent, idOf(points, 1))).earnings.instantReward).toBeNull();
    expect((await unlock(visitor.agent, idOf(points, 2))).earnings.instantReward?.reward.id).toBe(reward);
  });

  it('has exactly one winner when 200 visitors qualify at the same moment', async () => {
    const { guide, journey, points } = await venue(1);
    const reward = await buildInstantReward({ guideId: guide.id, journeyId: journey.id });
    const visitors = await Promise.all(Array.from({ length: 200 }, () => anonymousVisitor(app)));
    // Registered accounts without 200 password hashes: the same sessions, no longer anonymous.
    await t.db.updateTable('auth_users').set({ is_anonymous: false }).execute();
    const results = await Promise.all(visitors.map((visitor) => unlock(visitor, idOf(points, 0))));
    const winners = results.filter((result) => result.earnings.instantReward?.reward.id === reward);
    expect(winners).toHaveLength(1);
    expect(await winnerOf(reward)).toBe(winners[0]?.progress.userId);
  });
});
