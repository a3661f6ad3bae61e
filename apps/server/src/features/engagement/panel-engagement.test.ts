import { randomUUID } from 'node:crypto';
import { engagementView, type PanelEmblem, type PanelInstantReward } from '@percurso/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerVisitor } from '../../../test/accounts.ts';
import type { BrowserAgent } from '../../../test/browser-agent.ts';
import { buildGuide, buildJourney, buildPoint, publishNow } from '../../../test/factories.ts';
import { addGuideManager } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();
const app = () => t.app;

let editor: BrowserAgent;
let guideId: string;
let journeyId: string;
let pointIds: string[];

beforeAll(async () => {
  const guide = await buildGuide();
  guideId = guide.id;
  journeyId = (await buildJourney({ guideId })).id;
  pointIds = [
    (await buildPoint({ guideId, journeyIds: [journeyId] })).id,
    (await buildPoint({ guideId, journeyIds: [journeyId] })).id,
  ];
  const person = await registerVisitor(app);
  await addGuideManager(t.db, guideId, person, ['Edição de contéudo']);
  editor = person.agent;
});

const reward = (overrides: object = {}) => ({
  name: { pt: 'Café grátis', en: 'Free coffee' },
  description: { pt: 'Um café na cafeteria.', en: 'A coffee at the café.' },
  journeyId,
  ...overrides,
});

async function rewardCount() {
  const rows = await t.db.selectFrom('instant_rewards').select('id').where('guide_id', '=', guideId).execute();
  return rows.length;
}

describe('instant rewards in the panel', () => {
  it('are created with the defaults of §9 and edited whole, with the spec toasts', async () => {
    const created = await editor.post(`/api/panel/guides/${guideId}/instant-rewards`, reward());
    expect(created.status).toBe(201);
    const body = (await created.json()) as { confirmation: string; instantReward: PanelInstantReward };
    expect(body.confirmation).toBe('instant-reward-saved');
    expect(body.instantReward).toMatchObject({
      instantRewardRate: 100,
      pointsToWin: 1,
      journeyRate: 0,
      amount: 0,
      enabled: true,
      model: 'journey',
      winner: null,
    });
    const saved = await editor.request(`/api/panel/instant-rewards/${body.instantReward.id}`, {
      method: 'PATCH',
      json: reward({ amount: 12.5, model: 'points', pointIdsSelected: pointIds, pointsToWin: 2, journeyId: null }),
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { instantReward: PanelInstantReward }).instantReward).toMatchObject({
      amount: 12.5,
      model: 'points',
      pointIdsSelected: pointIds,
      pointsToWin: 2,
    });
    const removed = await editor.request(`/api/panel/instant-rewards/${body.instantReward.id}`, { method: 'DELETE' });
    expect(((await removed.json()) as { confirmation: string }).confirmation).toBe('instant-reward-removed');
  });

  it.each([
    ['dates reversed', { startDate: '2026-12-31', finalDate: '2026-01-01' }, 'finalDate-before-startDate', 'finalDate'],
    ['a date that does not exist', { startDate: '2026-02-30' }, 'startDate-invalid', 'startDate'],
    ['a chance above 100 %', { instantRewardRate: 101 }, 'instantRewardRate-out-of-range', 'instantRewardRate'],
    ['a negative chance', { instantRewardRate: -1 }, 'instantRewardRate-out-of-range', 'instantRewardRate'],
    ['a journey share above 100 %', { journeyRate: 150 }, 'journeyRate-out-of-range', 'journeyRate'],
    ['a negative amount', { amount: -0.01 }, 'amount-negative', 'amount'],
    ['three decimals', { amount: 1.005 }, 'amount-decimals', 'amount'],
    ['no English name', { name: { pt: 'Café' } }, 'nameInEnglish-empty', 'name.en'],
    [
      'unknown points',
      { model: 'points', pointIdsSelected: ['no-such-point'], journeyId: null },
      'intPointsSelected-unknown',
      'pointIdsSelected',
    ],
    [
      'more points to win than chosen',
      { model: 'points', pointIdsSelected: ['a'], pointsToWin: 2 },
      'intPointsToWin-invalid',
      'pointsToWin',
    ],
    ['a journey of another guide', { journeyId: 'no-such-journey' }, 'journey-empty', 'journeyId'],
  ])('refuse %s with the field code and save nothing', async (_case, overrides, code, field) => {
    const before = await rewardCount();
    const response = await editor.post(`/api/panel/guides/${guideId}/instant-rewards`, reward(overrides));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string; field?: string } }).error).toMatchObject({
      code,
      field,
    });
    expect(await rewardCount()).toBe(before);
  });

  it('keep "how to collect it" in four languages; visitors get every language, older clients the Portuguese `type`', async () => {
    const howToCollect = {
      pt: 'Mostre esta tela na bilheteria',
      en: 'Show this screen at the ticket office',
      es: 'Muestra esta pantalla en la taquilla',
      fr: 'Montrez cet écran à la billetterie',
    };
    const created = await editor.post(`/api/panel/guides/${guideId}/instant-rewards`, reward({ howToCollect }));
    const { instantReward } = (await created.json()) as { instantReward: PanelInstantReward };
    expect(instantReward).toMatchObject({ howToCollect, type: howToCollect.pt });
    // Visitors play under the published rules (migration 0051).
    await publishNow(guideId);
    const view = engagementView.parse(await (await app().request(`/api/engagement?guideId=${guideId}`)).json());
    expect(view.available.find((item) => item.id === instantReward.id)).toMatchObject({
      howToCollect,
      type: howToCollect.pt,
    });
    // A panel from before the field sends only `type`: its Portuguese changes, the translations stay.
    await editor.request(`/api/panel/instant-rewards/${instantReward.id}`, {
      method: 'PATCH',
      json: reward({ type: 'Mostre esta tela no balcão' }),
    });
    const listed = (await (await editor.request(`/api/panel/guides/${guideId}/instant-rewards`)).json()) as {
      instantRewards: PanelInstantReward[];
    };
    expect(listed.instantRewards.find((item) => item.id === instantReward.id)).toMatchObject({
      howToCollect: { ...howToCollect, pt: 'Mostre esta tela no balcão' },
      type: 'Mostre esta tela no balcão',
    });
    await editor.request(`/api/panel/instant-rewards/${instantReward.id}`, { method: 'DELETE' });
  });

  it('list their winners, who are marked collected and back', async () => {
    const created = (await (
      await editor.post(`/api/panel/guides/${guideId}/instant-rewards`, reward({ journeyId }))
    ).json()) as { instantReward: PanelInstantReward };
    const id = created.instantReward.id;
    await publishNow(guideId);
    const early = await editor.post(`/api/panel/instant-rewards/${id}/collected`, { collected: true });
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('instant-reward/no-winner');
    const visitor = await registerVisitor(app, { name: 'Ana Ganhadora' });
    const unlock = await visitor.agent.post('/api/interactions', {
      id: randomUUID(),
      pointId: pointIds[0],
      tracker: 'intPointDialog',
    });
    expect(unlock.status).toBe(200);
    const list = (await (await editor.request(`/api/panel/guides/${guideId}/instant-rewards`)).json()) as {
      instantRewards: PanelInstantReward[];
    };
    const won = list.instantRewards.find((entry) => entry.id === id);
    expect(won?.winner).toMatchObject({
      userId: visitor.id,
      name: 'Ana Ganhadora',
      email: visitor.email,
      collectedAt: null,
    });
    const collected = await editor.post(`/api/panel/instant-rewards/${id}/collected`, { collected: true });
    const after = (await collected.json()) as { confirmation: string; instantReward: PanelInstantReward };
    expect(after.confirmation).toBe('instant-reward-collected');
    expect(after.instantReward.winner?.collectedAt).not.toBeNull();
    const undone = await editor.post(`/api/panel/instant-rewards/${id}/collected`, { collected: false });
    expect(
      ((await undone.json()) as { instantReward: PanelInstantReward }).instantReward.winner?.collectedAt,
    ).toBeNull();
  });
});

describe('emblems in the panel', () => {
  it('are created, edited and removed with their toasts; a threshold outside 0–100 or no name saves nothing', async () => {
    const input = { name: { pt: 'Explorador', en: 'Explorer' }, journeyId, image: '/media/emblem.png' };
    const created = await editor.post(`/api/panel/guides/${guideId}/emblems`, input);
    expect(created.status).toBe(201);
    const body = (await created.json()) as { confirmation: string; emblem: PanelEmblem };
    expect(body).toMatchObject({ confirmation: 'emblem-saved', emblem: { journeyProgress: 0, enabled: true } });
    const saved = await editor.request(`/api/panel/emblems/${body.emblem.id}`, {
      method: 'PATCH',
      json: { ...input, journeyProgress: 75 },
    });
    expect(((await saved.json()) as { emblem: PanelEmblem }).emblem.journeyProgress).toBe(75);
    for (const [bad, code] of [
      [{ ...input, journeyProgress: 101 }, 'journeyProgress-out-of-range'],
      [{ ...input, name: { pt: ' ' } }, 'name-empty'],
      [{ ...input, journeyId: '' }, 'journey-empty'],
    ] as const) {
      const response = await editor.post(`/api/panel/guides/${guideId}/emblems`, bad);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
    }
    const list = (await (await editor.request(`/api/panel/guides/${guideId}/emblems`)).json()) as {
      emblems: PanelEmblem[];
    };
    expect(list.emblems.map((emblem) => emblem.id)).toEqual([body.emblem.id]);
    const removed = await editor.request(`/api/panel/emblems/${body.emblem.id}`, { method: 'DELETE' });
    expect(((await removed.json()) as { confirmation: string }).confirmation).toBe('emblem-removed');
  });
});
