import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { sendCachedJson } from '../../http/cache.ts';
import { getAppProperties } from './app-properties.service.ts';

export function appPropertiesRoutes(db: Db, tileUrl: string) {
  return new Hono<AppEnv>().get('/', async (c) => sendCachedJson(c, await getAppProperties(db, tileUrl)));
}
