import { guideNameParam, idParam, listGuidesQuery } from '@percurso/shared';
import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { sendCachedJson, sendPreparedJson } from '../../http/cache.ts';
import { validate } from '../../http/validate.ts';
import type { GuideCache } from './guide-cache.ts';
import { listGuides } from './guides.service.ts';

/** Public guide reads: no session, bundles from the guide cache (304 on a matching ETag). */
export function guideRoutes(db: Db, cache: GuideCache) {
  return new Hono<AppEnv>()
    .get('/', validate('query', listGuidesQuery), async (c) => {
      return sendCachedJson(c, await listGuides(db, c.req.valid('query').q));
    })
    .get('/by-name/:name', validate('param', guideNameParam), async (c) => {
      return sendPreparedJson(c, await cache.bundleByName(c.req.valid('param').name));
    })
    .get('/:id', validate('param', idParam), async (c) => {
      return sendPreparedJson(c, await cache.bundleById(c.req.valid('param').id));
    });
}

/** Whether the visitor of these request headers has unlocked the point (has an interaction with it). */
export type HasUnlocked = (headers: Headers, pointId: string) => Promise<boolean>;

/**
 * GET /api/points/:id: a point's full content and its guide's name (QR links), from the guide
 * cache. A point that needs an unlock proof (its QR code or its place) answers its teaser
 * (`locked: true`, content withheld) to a visitor who has not unlocked it: the web shows the same
 * teaser, and reading the API must not be a way around the code the venue printed. Those answers
 * depend on who asks, so they are private to the visitor's browser (docs/decisions/0014-locked-point-content.md).
 */
export function pointReadRoutes(cache: GuideCache, hasUnlocked: HasUnlocked) {
  return new Hono<AppEnv>().get('/:id', validate('param', idParam), async (c) => {
    const id = c.req.valid('param').id;
    const { full, teaser } = await cache.point(id);
    if (!teaser) return sendPreparedJson(c, full);
    const unlocked = await hasUnlocked(c.req.raw.headers, id);
    return sendPreparedJson(c, unlocked ? full : teaser, { perVisitor: true });
  });
}
