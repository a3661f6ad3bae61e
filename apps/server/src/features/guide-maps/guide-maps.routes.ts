import { idParam } from '@percurso/shared';
import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { sendCachedJson } from '../../http/cache.ts';
import { validate } from '../../http/validate.ts';
import type { GuideCache } from '../guides/index.ts';
import { getGuideMap } from './guide-maps.service.ts';

export function guideMapRoutes(db: Db, cache: GuideCache) {
  return new Hono<AppEnv>().get('/:id', validate('param', idParam), async (c) => {
    return sendCachedJson(c, await getGuideMap(db, cache, c.req.valid('param').id));
  });
}
