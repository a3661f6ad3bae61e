import { id, panelRatingFilters, ratingInput } from '@percurso/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import type { AccessPolicy } from '../access/index.ts';
import { type Auth, requireSessionUser } from '../auth/index.ts';
import { guideRatings, ownRatings, rate, ratingSummary, removeRating, requireRatingGuide } from './ratings.service.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * A visitor's ratings (mounted at /api): PUT /ratings gives or replaces one, GET
 * /me/ratings?guideId= lists theirs. Anonymous sessions may rate (the web app starts one).
 */
export function ratingRoutes(db: Db, auth: Auth) {
  return new Hono<AppEnv>()
    .put('/ratings', validate('json', ratingInput), async (c) => {
      const user = await requireSessionUser(auth, c);
      return c.json({ rating: await rate(db, user, c.req.valid('json')) }, 200, NO_STORE);
    })
    .get('/me/ratings', validate('query', z.object({ guideId: id })), async (c) => {
      const user = await requireSessionUser(auth, c);
      return c.json({ ratings: await ownRatings(db, user.id, c.req.valid('query').guideId) }, 200, NO_STORE);
    });
}

const guideParam = z.object({ guideId: id });

/**
 * The panel's ratings (mounted at /api/panel): read by analysts, guide admins and global admins
 * (guide.analytics.read); deleted by guide admins and global admins (guide.edit).
 */
export function panelRatingRoutes(db: Db, policy: AccessPolicy) {
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('cache-control', 'no-store');
    })
    .use('*', policy.guard('panel.access'))
    .get(
      '/guides/:guideId/ratings',
      validate('param', guideParam),
      validate('query', panelRatingFilters),
      policy.guard('guide.analytics.read', 'guideId'),
      async (c) => c.json({ ratings: await guideRatings(db, c.req.valid('param').guideId, c.req.valid('query')) }),
    )
    .get(
      '/guides/:guideId/ratings/summary',
      validate('param', guideParam),
      policy.guard('guide.analytics.read', 'guideId'),
      async (c) => c.json({ summary: await ratingSummary(db, c.req.valid('param').guideId) }),
    )
    .delete('/ratings/:ratingId', validate('param', z.object({ ratingId: id })), async (c) => {
      const { ratingId } = c.req.valid('param');
      await policy.authorize(c, 'guide.edit', await requireRatingGuide(db, ratingId));
      await removeRating(db, ratingId);
      return c.json({ confirmation: 'rating-removed' as const, id: ratingId });
    });
}
