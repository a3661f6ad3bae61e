import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { sendPreparedJson } from '../../http/cache.ts';
import type { AppPropertiesCache } from './app-properties-cache.ts';

export function appPropertiesRoutes(cache: AppPropertiesCache) {
  return new Hono<AppEnv>().get('/', async (c) => sendPreparedJson(c, await cache.read()));
}
