import {
  collectedInput,
  emblemInput,
  engagementQuery,
  id,
  instantRewardInput,
  redeemCodeParam,
} from '@percurso/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import type { AccessPolicy } from '../access/index.ts';
import type { Auth } from '../auth/auth.ts';
import { findSessionUser } from '../auth/session.ts';
import { requireVisibleGuide } from '../guides/index.ts';
import { getEngagementView } from './engagement.service.ts';
import type { EngagementCache } from './engagement-cache.ts';
import { listEmblems, listInstantRewards } from './panel-engagement.repository.ts';
import {
  checkRedeemCode,
  createEmblem,
  createInstantReward,
  markCollected,
  redeemCode,
  removeEmblem,
  removeInstantReward,
  requireEmblem,
  requireInstantReward,
  saveEmblem,
  saveInstantReward,
} from './panel-engagement.service.ts';

/** GET /api/engagement?guideId=: emblems and instant rewards as the visitor sees them (no-store). */
export function engagementRoutes(db: Db, auth: Auth, cache: EngagementCache) {
  return new Hono<AppEnv>().get('/', validate('query', engagementQuery), async (c) => {
    const { guideId } = c.req.valid('query');
    if (guideId) await requireVisibleGuide(db, guideId);
    const user = await findSessionUser(auth, c.req.raw.headers);
    return c.json(await getEngagementView(db, cache, user, guideId), 200, { 'cache-control': 'no-store' });
  });
}

const guideParam = z.object({ guideId: id });
const rewardParam = z.object({ rewardId: id });
const emblemParam = z.object({ emblemId: id });

/**
 * /api/panel: instant rewards, their winners and emblems of a guide (docs/panel-api.md). Reading
 * needs a role on the guide; writing, and the winners' names, 'guide.content.edit' (guide admins
 * and content editors). Mounted after the panel's own guard (panel.access, no-store).
 */
export function panelEngagementRoutes(db: Db, policy: AccessPolicy) {
  return (
    new Hono<AppEnv>()
      .use('*', async (c, next) => {
        await next();
        c.header('cache-control', 'no-store');
      })
      .use('*', policy.guard('panel.access'))
      .get(
        '/guides/:guideId/instant-rewards',
        validate('param', guideParam),
        policy.guard('guide.content.edit', 'guideId'),
        async (c) => c.json({ instantRewards: await listInstantRewards(db, c.req.valid('param').guideId) }),
      )
      .post(
        '/guides/:guideId/instant-rewards',
        validate('param', guideParam),
        policy.guard('guide.content.edit', 'guideId'),
        validate('json', instantRewardInput),
        async (c) => {
          const reward = await createInstantReward(db, c.req.valid('param').guideId, c.req.valid('json'));
          return c.json({ confirmation: 'instant-reward-saved', instantReward: reward }, 201);
        },
      )
      .get('/instant-rewards/:rewardId', validate('param', rewardParam), async (c) => {
        const reward = await requireInstantReward(db, c.req.valid('param').rewardId);
        await policy.authorize(c, 'guide.content.edit', reward.guideId);
        return c.json({ instantReward: reward });
      })
      .patch(
        '/instant-rewards/:rewardId',
        validate('param', rewardParam),
        validate('json', instantRewardInput),
        async (c) => {
          const current = await requireInstantReward(db, c.req.valid('param').rewardId);
          await policy.authorize(c, 'guide.content.edit', current.guideId);
          const reward = await saveInstantReward(db, current, c.req.valid('json'));
          return c.json({ confirmation: 'instant-reward-saved', instantReward: reward });
        },
      )
      .delete('/instant-rewards/:rewardId', validate('param', rewardParam), async (c) => {
        const current = await requireInstantReward(db, c.req.valid('param').rewardId);
        await policy.authorize(c, 'guide.content.edit', current.guideId);
        await removeInstantReward(db, current.id);
        return c.json({ confirmation: 'instant-reward-removed', id: current.id });
      })
      .post(
        '/instant-rewards/:rewardId/collected',
        validate('param', rewardParam),
        validate('json', collectedInput),
        async (c) => {
          const current = await requireInstantReward(db, c.req.valid('param').rewardId);
          await policy.authorize(c, 'guide.content.edit', current.guideId);
          const reward = await markCollected(db, current, c.req.valid('json').collected);
          return c.json({ confirmation: 'instant-reward-collected', instantReward: reward });
        },
      )
      // The desk: a winner's code checked, then redeemed once (docs/product-decisions.md).
      .get(
        '/guides/:guideId/redeem-codes/:code',
        validate('param', redeemCodeParam),
        policy.guard('guide.content.edit', 'guideId'),
        async (c) => {
          const { guideId, code } = c.req.valid('param');
          return c.json({ redemption: await checkRedeemCode(db, guideId, code) });
        },
      )
      .post(
        '/guides/:guideId/redeem-codes/:code/redeem',
        validate('param', redeemCodeParam),
        policy.guard('guide.content.edit', 'guideId'),
        async (c) => {
          const { guideId, code } = c.req.valid('param');
          return c.json({ confirmation: 'prize-redeemed', redemption: await redeemCode(db, guideId, code) });
        },
      )
      .get(
        '/guides/:guideId/emblems',
        validate('param', guideParam),
        policy.guard('guide.view', 'guideId'),
        async (c) => c.json({ emblems: await listEmblems(db, c.req.valid('param').guideId) }),
      )
      .post(
        '/guides/:guideId/emblems',
        validate('param', guideParam),
        policy.guard('guide.content.edit', 'guideId'),
        validate('json', emblemInput),
        async (c) => {
          const emblem = await createEmblem(db, c.req.valid('param').guideId, c.req.valid('json'));
          return c.json({ confirmation: 'emblem-saved', emblem }, 201);
        },
      )
      .patch('/emblems/:emblemId', validate('param', emblemParam), validate('json', emblemInput), async (c) => {
        const current = await requireEmblem(db, c.req.valid('param').emblemId);
        await policy.authorize(c, 'guide.content.edit', current.guideId);
        return c.json({ confirmation: 'emblem-saved', emblem: await saveEmblem(db, current, c.req.valid('json')) });
      })
      .delete('/emblems/:emblemId', validate('param', emblemParam), async (c) => {
        const current = await requireEmblem(db, c.req.valid('param').emblemId);
        await policy.authorize(c, 'guide.content.edit', current.guideId);
        await removeEmblem(db, current.id);
        return c.json({ confirmation: 'emblem-removed', id: current.id });
      })
  );
}
