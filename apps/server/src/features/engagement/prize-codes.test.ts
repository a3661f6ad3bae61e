import { randomUUID } from 'node:crypto';
import { engagementView, type PrizeRedemption, type RecordInteractionResult } from '@percurso/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerVisitor } from '../../../test/accounts.ts';
import type { BrowserAgent } from '../../../test/browser-agent.ts';
import { buildGuide, buildInstantReward, buildJourney, buildPoint } from '../../../test/factories.ts';
import { addGuideManager } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

// Issue 26 item 16: a won prize carries a code the winner shows at the desk; staff who manage the
// guide's rewards check it and redeem it once, also when two desks try at the same moment.

const t = setupTestApp();
const app = () => t.app;

let guideId: string;
let editor: BrowserAgent;
let otherDesk: BrowserAgent;

beforeAll(async () => {
  guideId = (await buildGuide()).id;
  const first = await registerVisitor(app);
  await addGuideManager(t.db, guideId, first, ['Edição de contéudo']);
  editor = first.agent;
  const second = await registerVisitor(app);
  await addGuideManager(t.db, guideId, second, ['Administração']);
  otherDesk = second.agent;
});

/** A new reward of the guide won by a new registered visitor: the code the win gave them. */
async function win(): Promise<{ code: string; rewardId: string; visitor: BrowserAgent }> {
  const journeyId = (await buildJourney({ guideId })).id;
  const pointId = (await buildPoint({ guideId, journeyIds: [journeyId] })).id;
  const rewardId = await buildInstantReward({ guideId, journeyId });
  const visitor = await registerVisitor(app, { name: 'Ana Ganhadora' });
  const unlock = await visitor.agent.post('/api/interactions', {
    id: randomUUID(),
    pointId,
    tracker: 'intPointDialog',
  });
  const result = (await unlock.json()) as RecordInteractionResult;
  expect(result.earnings.instantReward?.reward.id).toBe(rewardId);
  const code = result.earnings.instantReward?.redeemCode ?? '';
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
  return { code, rewardId, visitor: visitor.agent };
}

const check = (agent: BrowserAgent, code: string, guide = guideId) =>
  agent.request(`/api/panel/guides/${guide}/redeem-codes/${encodeURIComponent(code)}`);
const redeem = (agent: BrowserAgent, code: string, guide = guideId) =>
  agent.post(`/api/panel/guides/${guide}/redeem-codes/${encodeURIComponent(code)}/redeem`);
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

describe('prize redeem codes', () => {
  it('are given with the win, shown to the winner, and redeemed once at the desk', async () => {
    const { code, rewardId, visitor } = await win();
    const mine = engagementView.parse(await (await visitor.request(`/api/engagement?guideId=${guideId}`)).json());
    expect(mine.won.map((entry) => [entry.reward.id, entry.redeemCode])).toEqual([[rewardId, code]]);

    // Typed as staff hear it: lower case, with the dash.
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4).toLowerCase()}`;
    const checked = await check(editor, typed);
    expect(checked.status).toBe(200);
    expect(((await checked.json()) as { redemption: PrizeRedemption }).redemption).toMatchObject({
      code,
      status: 'valid',
      rewardId,
      winnerName: 'Ana Ganhadora',
      redeemedAt: null,
    });

    const redeemed = await redeem(editor, typed);
    expect(redeemed.status).toBe(200);
    const body = (await redeemed.json()) as { confirmation: string; redemption: PrizeRedemption };
    expect(body.confirmation).toBe('prize-redeemed');
    expect(body.redemption.status).toBe('redeemed');
    expect(body.redemption.redeemedAt).not.toBeNull();

    const again = await redeem(editor, code);
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('redeem-code/already-used');
    const after = (await (await check(editor, code)).json()) as { redemption: PrizeRedemption };
    expect(after.redemption).toMatchObject({ status: 'redeemed', redeemedAt: body.redemption.redeemedAt });
    // The winner sees it handed over.
    const view = engagementView.parse(await (await visitor.request(`/api/engagement?guideId=${guideId}`)).json());
    expect(view.won[0]?.collectedAt).not.toBeNull();
  });

  it('are unknown when typed wrong or checked in another guide', async () => {
    const { code } = await win();
    const wrong = await check(editor, 'ZZZZ-ZZZZ');
    expect(wrong.status).toBe(404);
    expect(await errorCode(wrong)).toBe('redeem-code/unknown');
    expect(await errorCode(await redeem(editor, 'ZZZZZZZZ'))).toBe('redeem-code/unknown');

    const other = (await buildGuide()).id;
    const outsider = await registerVisitor(app);
    await addGuideManager(t.db, other, outsider, ['Edição de contéudo']);
    const elsewhere = await redeem(outsider.agent, code, other);
    expect(elsewhere.status).toBe(404);
    expect(await errorCode(elsewhere)).toBe('redeem-code/unknown');
    // Nor can that manager redeem it in the guide it belongs to.
    expect(await errorCode(await redeem(outsider.agent, code))).toBe('permission/denied');
    expect(((await (await check(editor, code)).json()) as { redemption: PrizeRedemption }).redemption.status).toBe(
      'valid',
    );
  });

  it('redeemed by two desks at the same moment: exactly one succeeds', async () => {
    for (let round = 0; round < 3; round++) {
      const { code } = await win();
      const answers = await Promise.all([redeem(editor, code), redeem(otherDesk, code), redeem(editor, code)]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409, 409]);
      const refused = answers.filter((answer) => answer.status === 409);
      for (const answer of refused) expect(await errorCode(answer)).toBe('redeem-code/already-used');
    }
  });
});
