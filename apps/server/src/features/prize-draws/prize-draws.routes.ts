import { drawInput, id, rewardInput } from '@percurso/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import type { Logger } from '../../logger.ts';
import type { AccessPolicy } from '../access/index.ts';
import type { Mailer } from '../mail/index.ts';
import {
  createReward,
  drawHistory,
  listRewardsForPanel,
  removeReward,
  replaceReward,
  requireReward,
  runDraw,
} from './prize-draws.service.ts';

export interface PrizeDrawDeps {
  db: Db;
  policy: AccessPolicy;
  mailer: Mailer;
  logger: Logger;
}

const guideParam = z.object({ guideId: id });
const rewardParam = z.object({ rewardId: id });

/**
 * Prize-draw rewards and their draws (mounted at /api/panel; docs/panel-api.md). Guide admins and
 * content editors (guide.content.edit) manage them and run draws; analysts only read.
 */
export function prizeDrawRoutes(deps: PrizeDrawDeps) {
  const { db, policy } = deps;
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('cache-control', 'no-store');
    })
    .use('*', policy.guard('panel.access'))
    .get('/guides/:guideId/rewards', validate('param', guideParam), policy.guard('guide.view', 'guideId'), async (c) =>
      c.json({ rewards: await listRewardsForPanel(db, c.req.valid('param').guideId) }),
    )
    .post('/rewards', validate('json', rewardInput), async (c) => {
      const input = c.req.valid('json');
      await policy.authorize(c, 'guide.content.edit', input.guideId);
      return c.json({ confirmation: 'prize-saved' as const, reward: await createReward(db, input) }, 201);
    })
    .get('/rewards/:rewardId', validate('param', rewardParam), async (c) => {
      const reward = await requireReward(db, c.req.valid('param').rewardId);
      await policy.authorize(c, 'guide.view', reward.guideId);
      return c.json({ reward });
    })
    .put('/rewards/:rewardId', validate('param', rewardParam), validate('json', rewardInput), async (c) => {
      const { rewardId } = c.req.valid('param');
      const input = c.req.valid('json');
      await policy.authorize(c, 'guide.content.edit', (await requireReward(db, rewardId)).guideId);
      await policy.authorize(c, 'guide.content.edit', input.guideId);
      return c.json({ confirmation: 'prize-saved' as const, reward: await replaceReward(db, rewardId, input) });
    })
    .delete('/rewards/:rewardId', validate('param', rewardParam), async (c) => {
      const { rewardId } = c.req.valid('param');
      await policy.authorize(c, 'guide.content.edit', (await requireReward(db, rewardId)).guideId);
      await removeReward(db, rewardId);
      return c.json({ confirmation: 'prize-removed' as const, id: rewardId });
    })
    .get('/rewards/:rewardId/draws', validate('param', rewardParam), async (c) => {
      const { rewardId } = c.req.valid('param');
      await policy.authorize(c, 'guide.view', (await requireReward(db, rewardId)).guideId);
      return c.json({ draws: await drawHistory(db, rewardId) });
    })
    .post('/rewards/:rewardId/draws', validate('param', rewardParam), validate('json', drawInput), async (c) => {
      const reward = await requireReward(db, c.req.valid('param').rewardId);
      const actor = await policy.authorize(c, 'guide.content.edit', reward.guideId);
      const draw = await runDraw(deps, actor, reward, c.req.valid('json'));
      return c.json({ confirmation: 'prize-drawn' as const, draw }, 201);
    });
}
