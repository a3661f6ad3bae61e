import { randomUUID } from 'node:crypto';
import {
  draftChanges,
  type EngagementView,
  engagementView,
  publicationList,
  publicationStatus,
  type RecordChange,
  type RecordInteractionResult,
} from '@percurso/shared';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { anonymousVisitor, errorCodeOf, type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import type { BrowserAgent } from '../../../test/browser-agent.ts';
import { buildEmblem, buildGuide, buildInstantReward, buildJourney, buildPoint } from '../../../test/factories.ts';
import { makeGlobalAdmin } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { backfill } from '../../db/migrations/0051_published_engagement.ts';
import { runStatements } from '../../db/migrations/run-statements.ts';

// Engagement rules are part of the draft (issue 29, migration 0051): visitors earn and win under
// the published rules until a manager publishes.

const t = setupTestApp();
const app = () => t.app;

async function globalAdmin(): Promise<RegisteredVisitor> {
  const admin = await registerVisitor(app);
  await makeGlobalAdmin(t.db, admin.id);
  return admin;
}

/** A published guide with one journey of two points. */
async function venue() {
  const guide = await buildGuide({ name: { pt: `Museu ${Math.random().toString(36).slice(2)}` } });
  const journey = await buildJourney({ guideId: guide.id });
  const first = await buildPoint({ guideId: guide.id, journeyIds: [journey.id] });
  const second = await buildPoint({ guideId: guide.id, journeyIds: [journey.id] });
  await buildJourney({ ...journey, pointOrder: [first.id, second.id] });
  return { guideId: guide.id, journeyId: journey.id, points: [first.id, second.id] as const };
}

async function unlock(agent: BrowserAgent, pointId: string): Promise<RecordInteractionResult> {
  const response = await agent.post('/api/interactions', { id: randomUUID(), pointId, tracker: 'intPointDialog' });
  expect(response.status).toBe(200);
  return (await response.json()) as RecordInteractionResult;
}

async function view(agent: BrowserAgent, guideId: string): Promise<EngagementView> {
  return engagementView.parse(await (await agent.request(`/api/engagement?guideId=${guideId}`)).json());
}

async function changesOf(admin: RegisteredVisitor, guideId: string): Promise<RecordChange[]> {
  return draftChanges.parse(await (await admin.agent.request(`/api/panel/guides/${guideId}/changes`)).json()).changes;
}

const patch = (admin: RegisteredVisitor, path: string, json: object) =>
  admin.agent.request(`/api/panel/${path}`, { method: 'PATCH', json });

const rewardInput = (journeyId: string, overrides: object = {}) => ({
  name: { pt: 'Café grátis', en: 'Free coffee' },
  description: { pt: 'Um café na cafeteria.', en: 'A coffee at the café.' },
  journeyId,
  instantRewardRate: 100,
  ...overrides,
});

describe('engagement rules in the draft', () => {
  it("an emblem's missing points count the published journey: a point added in the draft adds none before the publish", async () => {
    const { guideId, journeyId, points } = await venue();
    const emblem = await buildEmblem({ guideId, journeyId, journeyProgress: 100, name: 'Inteira' });
    const visitor = await anonymousVisitor(app);
    await unlock(visitor, points[0]);
    const missing = async () => (await view(visitor, guideId)).emblems.find((e) => e.id === emblem)?.missingPoints;
    expect(await missing()).toBe(1);

    const admin = await globalAdmin();
    const added = await admin.agent.post('/api/panel/points', {
      guideId,
      journeyIds: [journeyId],
      name: { pt: 'Sala nova' },
      description: { pt: 'Ainda por abrir' },
      journeyRequired: true,
    });
    expect(added.status).toBe(201);
    expect(await missing()).toBe(1);

    expect((await admin.agent.post(`/api/panel/guides/${guideId}/publish`, {})).status).toBe(201);
    expect(await missing()).toBe(2);
  });

  it('emblems: a changed threshold and name and a new emblem wait for the publish; the diff lists them field by field', async () => {
    const { guideId, journeyId, points } = await venue();
    const emblemInput = { name: { pt: 'Metade', en: 'Half' }, journeyId, journeyProgress: 50, image: null };
    const emblem = await buildEmblem({ guideId, journeyId, journeyProgress: 50, name: 'Metade' });
    const admin = await globalAdmin();
    expect(
      (await patch(admin, `emblems/${emblem}`, { ...emblemInput, name: { pt: 'Meio caminho' }, journeyProgress: 100 }))
        .status,
    ).toBe(200);
    const added = await admin.agent.post(`/api/panel/guides/${guideId}/emblems`, {
      ...emblemInput,
      name: { pt: 'Novo emblema', en: 'New emblem' },
    });
    expect(added.status).toBe(201);
    const addedId = ((await added.json()) as { emblem: { id: string } }).emblem.id;

    // Visitors: the published emblem, its name and threshold; the new one is not there.
    const before = await anonymousVisitor(app);
    const earned = await unlock(before, points[0]);
    expect(earned.earnings.emblems.map((e) => [e.id, e.name.pt])).toEqual([[emblem, 'Metade']]);
    expect((await view(before, guideId)).emblems.map((e) => e.id)).toEqual([emblem]);

    const changes = await changesOf(admin, guideId);
    expect(changes.find((c) => c.id === addedId)).toMatchObject({ kind: 'emblem', change: 'added' });
    expect(changes.find((c) => c.id === emblem)).toMatchObject({ kind: 'emblem', change: 'changed' });
    expect(changes.find((c) => c.id === emblem)?.fields).toEqual(
      expect.arrayContaining([
        { field: 'name', language: 'pt', before: 'Metade', after: 'Meio caminho' },
        { field: 'name', language: 'en', before: 'Test emblem', after: '' },
        { field: 'journeyProgress', before: 50, after: 100 },
      ]),
    );

    expect((await admin.agent.post(`/api/panel/guides/${guideId}/publish`, {})).status).toBe(201);
    const after = await anonymousVisitor(app);
    expect((await unlock(after, points[0])).earnings.emblems.map((e) => e.id)).toEqual([addedId]);
    const shown = (await view(after, guideId)).emblems;
    expect(shown.find((e) => e.id === emblem)).toMatchObject({ name: { pt: 'Meio caminho' }, earnedAt: null });
    // What the first visitor earned stays theirs.
    expect((await view(before, guideId)).emblems.find((e) => e.id === emblem)?.earnedAt).not.toBeNull();
  });

  it('instant rewards: one switched off in the draft is still won, one added is not, until the publish', async () => {
    const { guideId, journeyId, points } = await venue();
    const published = await buildInstantReward({ guideId, journeyId, name: 'Publicado' });
    const admin = await globalAdmin();
    expect(
      (await patch(admin, `instant-rewards/${published}`, rewardInput(journeyId, { enabled: false }))).status,
    ).toBe(200);
    const added = await admin.agent.post(`/api/panel/guides/${guideId}/instant-rewards`, rewardInput(journeyId));
    expect(added.status).toBe(201);
    const addedId = ((await added.json()) as { instantReward: { id: string } }).instantReward.id;

    const first = await registerVisitor(app);
    expect((await view(first.agent, guideId)).available.map((r) => r.id)).toEqual([published]);
    const won = await unlock(first.agent, points[0]);
    expect(won.earnings.instantReward?.reward).toMatchObject({ id: published, name: { pt: 'Publicado' } });
    const second = await registerVisitor(app);
    expect((await unlock(second.agent, points[0])).earnings.instantReward).toBeNull();

    const changes = await changesOf(admin, guideId);
    expect(changes.find((c) => c.id === addedId)).toMatchObject({ kind: 'instantReward', change: 'added' });
    expect(changes.find((c) => c.id === published)?.fields).toEqual(
      expect.arrayContaining([
        { field: 'enabled', before: true, after: false },
        { field: 'name', language: 'pt', before: 'Publicado', after: 'Café grátis' },
      ]),
    );

    expect((await admin.agent.post(`/api/panel/guides/${guideId}/publish`, {})).status).toBe(201);
    const third = await registerVisitor(app);
    expect((await unlock(third.agent, points[0])).earnings.instantReward?.reward.id).toBe(addedId);
    // The winner keeps the prize, under its published texts.
    const mine = await view(first.agent, guideId);
    expect(mine.won.map((w) => w.reward.id)).toEqual([published]);
  });

  it('instant rewards: one removed in the draft is still won until the publish, comes back on discard, and goes with the publish', async () => {
    const { guideId, journeyId, points } = await venue();
    const kept = await buildInstantReward({ guideId, journeyId, name: 'Ganho antes' });
    const admin = await globalAdmin();
    const panelIds = async () =>
      (
        (await (await admin.agent.request(`/api/panel/guides/${guideId}/instant-rewards`)).json()) as {
          instantRewards: Array<{ id: string; enabled: boolean }>;
        }
      ).instantRewards;
    const remove = async (id: string) =>
      expect((await admin.agent.request(`/api/panel/instant-rewards/${id}`, { method: 'DELETE' })).status).toBe(200);

    await remove(kept);
    // Gone for the panel and listed as a removal; visitors still see it.
    expect(await panelIds()).toEqual([]);
    expect((await admin.agent.request(`/api/panel/instant-rewards/${kept}`)).status).toBe(404);
    expect((await changesOf(admin, guideId)).find((c) => c.id === kept)).toMatchObject({
      kind: 'instantReward',
      change: 'removed',
    });
    const visitor = await registerVisitor(app);
    expect((await view(visitor.agent, guideId)).available.map((r) => r.id)).toEqual([kept]);

    // Discarded: back in the panel, nothing to publish.
    expect(
      (await admin.agent.post(`/api/panel/guides/${guideId}/changes/discard`, { kind: 'instantReward', id: kept }))
        .status,
    ).toBe(200);
    expect((await panelIds()).map((r) => r.id)).toEqual([kept]);
    expect((await changesOf(admin, guideId)).filter((c) => c.kind === 'instantReward')).toEqual([]);

    // Removed again, and won before the publish: the win stands, the publish switches it off.
    await remove(kept);
    expect((await unlock(visitor.agent, points[0])).earnings.instantReward?.reward.id).toBe(kept);
    const never = await buildInstantReward({ guideId, journeyId, name: 'Nunca ganho' });
    await remove(never);
    expect((await admin.agent.post(`/api/panel/guides/${guideId}/publish`, {})).status).toBe(201);
    expect(await panelIds()).toEqual([expect.objectContaining({ id: kept, enabled: false })]);
    expect(await t.db.selectFrom('instant_rewards').select('id').where('id', '=', never).execute()).toEqual([]);
    expect((await view(visitor.agent, guideId)).won.map((w) => w.reward.id)).toEqual([kept]);
    const later = await registerVisitor(app);
    expect((await view(later.agent, guideId)).available).toEqual([]);
  });

  it('a change to any rule is a change to publish, and is discarded back to the published rule', async () => {
    const { guideId, journeyId } = await venue();
    const emblem = await buildEmblem({ guideId, journeyId, journeyProgress: 50, name: 'Metade' });
    const instant = await buildInstantReward({ guideId, journeyId, name: 'Publicado' });
    const admin = await globalAdmin();
    const drawReward = await admin.agent.post('/api/panel/rewards', {
      guideId,
      name: { pt: 'Bicicleta', en: 'Bike' },
      description: { pt: 'Uma bicicleta', en: 'A bike' },
      model: 'journey',
      journeyId,
    });
    expect(drawReward.status).toBe(201);
    const rewardId = ((await drawReward.json()) as { reward: { id: string } }).reward.id;
    expect((await changesOf(admin, guideId)).map((c) => [c.kind, c.id, c.change])).toEqual([
      ['reward', rewardId, 'added'],
    ]);
    expect((await admin.agent.post(`/api/panel/guides/${guideId}/publish`, {})).status).toBe(201);
    const status = async () =>
      publicationStatus.parse(await (await admin.agent.request(`/api/panel/guides/${guideId}/publication`)).json());
    expect((await status()).changeCount).toBe(0);
    expect(await errorCodeOf(await admin.agent.post(`/api/panel/guides/${guideId}/publish`, {}))).toBe(
      'publish/no-changes',
    );

    // One edit of each kind, then each discarded.
    const emblemInput = { name: { pt: 'Outro nome' }, journeyId, journeyProgress: 50, image: null };
    await patch(admin, `emblems/${emblem}`, emblemInput);
    await patch(admin, `instant-rewards/${instant}`, rewardInput(journeyId, { instantRewardRate: 10 }));
    await admin.agent.request(`/api/panel/rewards/${rewardId}`, {
      method: 'PUT',
      json: {
        guideId,
        name: { pt: 'Bicicleta', en: 'Bike' },
        description: { pt: 'Uma bicicleta', en: 'A bike' },
        model: 'journey',
        journeyId,
        enable: false,
      },
    });
    const extra = await admin.agent.post(`/api/panel/guides/${guideId}/emblems`, {
      ...emblemInput,
      name: { pt: 'Extra' },
    });
    const extraId = ((await extra.json()) as { emblem: { id: string } }).emblem.id;
    const listed = await changesOf(admin, guideId);
    expect(listed.map((c) => `${c.kind}:${c.change}`).sort()).toEqual([
      'emblem:added',
      'emblem:changed',
      'instantReward:changed',
      'reward:changed',
    ]);
    expect(listed.find((c) => c.kind === 'reward')?.fields).toEqual([{ field: 'enabled', before: true, after: false }]);
    expect((await status()).changeCount).toBe(4);
    for (const [kind, id] of [
      ['emblem', emblem],
      ['emblem', extraId],
      ['instantReward', instant],
      ['reward', rewardId],
    ] as const) {
      expect((await admin.agent.post(`/api/panel/guides/${guideId}/changes/discard`, { kind, id })).status).toBe(200);
    }
    expect(await changesOf(admin, guideId)).toEqual([]);
    const emblems = (await (await admin.agent.request(`/api/panel/guides/${guideId}/emblems`)).json()) as {
      emblems: Array<{ id: string; name: { pt: string } }>;
    };
    expect(emblems.emblems.map((e) => [e.id, e.name.pt])).toEqual([[emblem, 'Metade']]);
    const reward = (await (await admin.agent.request(`/api/panel/rewards/${rewardId}`)).json()) as {
      reward: { enable: boolean };
    };
    expect(reward.reward.enable).toBe(true);
  });

  it('a restored version brings back its rules, which visitors get once it is published', async () => {
    const { guideId, journeyId, points } = await venue();
    const emblem = await buildEmblem({ guideId, journeyId, journeyProgress: 50, name: 'Metade' });
    const admin = await globalAdmin();
    const { versions } = publicationList.parse(
      await (await admin.agent.request(`/api/panel/guides/${guideId}/versions`)).json(),
    );
    const original = versions[0]?.version ?? 0;
    await patch(admin, `emblems/${emblem}`, { name: { pt: 'Renomeado' }, journeyId, journeyProgress: 50, image: null });
    expect((await admin.agent.post(`/api/panel/guides/${guideId}/publish`, {})).status).toBe(201);

    const preview = draftChanges.parse(
      await (await admin.agent.request(`/api/panel/guides/${guideId}/versions/${original}/changes`)).json(),
    );
    expect(preview.changes.find((c) => c.id === emblem)?.fields).toContainEqual({
      field: 'name',
      language: 'pt',
      before: 'Renomeado',
      after: 'Metade',
    });
    expect((await admin.agent.post(`/api/panel/guides/${guideId}/versions/${original}/restore`, {})).status).toBe(200);
    const visitor = await anonymousVisitor(app);
    expect((await unlock(visitor, points[0])).earnings.emblems.map((e) => e.name.pt)).toEqual(['Renomeado']);
    expect((await admin.agent.post(`/api/panel/guides/${guideId}/publish`, {})).status).toBe(201);
    expect((await view(visitor, guideId)).emblems.map((e) => e.name.pt)).toEqual(['Metade']);
  });

  it('copies the rules of the guides already published when the server is upgraded (migration 0051)', async () => {
    const { guideId, journeyId, points } = await venue();
    await buildEmblem({ guideId, journeyId, journeyProgress: 50 });
    await buildInstantReward({ guideId, pointIdsSelected: [...points], pointsToWin: 2, startDate: '2026-01-01' });
    const admin = await globalAdmin();
    await admin.agent.post('/api/panel/rewards', {
      guideId,
      name: { pt: 'Bicicleta', en: 'Bike' },
      description: { pt: 'Uma bicicleta', en: 'A bike' },
      model: 'points',
      intPointsSelected: [...points],
      amount: 12.5,
      finalDate: '2026-12-31',
    });
    await admin.agent.post(`/api/panel/guides/${guideId}/publish`, {});
    const rules = () =>
      t.db.selectFrom('published_engagement').selectAll().where('guide_id', '=', guideId).orderBy('id').execute();
    const published = await rules();
    expect(published.map((row) => row.kind).sort()).toEqual(['emblem', 'instantReward', 'reward']);
    await t.db.deleteFrom('published_engagement').where('guide_id', '=', guideId).execute();
    await runStatements(t.db as unknown as Kysely<unknown>, backfill);
    expect(await rules()).toEqual(published);
    // A guide never published gets none.
    const draftOnly = await t.db
      .selectFrom('published_engagement')
      .select('id')
      .where('guide_id', '=', 'nope')
      .execute();
    expect(draftOnly).toEqual([]);
  });
});
