import { idParam } from '@percurso/shared';
import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { sendCachedJson } from '../../http/cache.ts';
import { validate } from '../../http/validate.ts';
import { lookUpPoint } from './points.service.ts';

export function pointRoutes(db: Db) {
  return new Hono<AppEnv>().get('/:id', validate('param', idParam), async (c) => {
    return sendCachedJson(c, await lookUpPoint(db, c.req.valid('param').id));
  });
}
