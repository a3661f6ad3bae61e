import { idParam } from '@percurso/shared';
import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { sendCachedJson } from '../../http/cache.ts';
import { validate } from '../../http/validate.ts';
import type { GuideCache } from '../guides/index.ts';
import { getJourney } from './journeys.service.ts';

export function journeyRoutes(db: Db, cache: GuideCache) {
  return new Hono<AppEnv>().get('/:id', validate('param', idParam), async (c) => {
    return sendCachedJson(c, await getJourney(db, cache, c.req.valid('param').id));
  });
}
