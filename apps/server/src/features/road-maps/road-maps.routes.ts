import { guideNameParam, idParam } from '@percurso/shared';
import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { sendCachedJson } from '../../http/cache.ts';
import { validate } from '../../http/validate.ts';
import { getRoadMapById, getRoadMapByName, listRoadMaps } from './road-maps.service.ts';

export function roadMapRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/', async (c) => sendCachedJson(c, await listRoadMaps(db)))
    .get('/by-name/:name', validate('param', guideNameParam), async (c) => {
      return sendCachedJson(c, await getRoadMapByName(db, c.req.valid('param').name));
    })
    .get('/:id', validate('param', idParam), async (c) => {
      return sendCachedJson(c, await getRoadMapById(db, c.req.valid('param').id));
    });
}
