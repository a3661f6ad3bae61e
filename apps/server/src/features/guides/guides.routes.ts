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

/** GET /api/points/:id: a point's full content and its guide's name (QR links), from the guide cache. */
export function pointReadRoutes(cache: GuideCache) {
  return new Hono<AppEnv>().get('/:id', validate('param', idParam), async (c) => {
    return sendPreparedJson(c, await cache.point(c.req.valid('param').id));
  });
}
