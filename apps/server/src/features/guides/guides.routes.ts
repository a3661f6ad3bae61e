import { guideNameParam, idParam, listGuidesQuery } from '@percurso/shared';
import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { sendCachedJson } from '../../http/cache.ts';
import { validate } from '../../http/validate.ts';
import { getGuideBundleById, getGuideBundleByName, listGuides } from './guides.service.ts';

export function guideRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/', validate('query', listGuidesQuery), async (c) => {
      return sendCachedJson(c, await listGuides(db, c.req.valid('query').q));
    })
    .get('/by-name/:name', validate('param', guideNameParam), async (c) => {
      return sendCachedJson(c, await getGuideBundleByName(db, c.req.valid('param').name));
    })
    .get('/:id', validate('param', idParam), async (c) => {
      return sendCachedJson(c, await getGuideBundleById(db, c.req.valid('param').id));
    });
}
