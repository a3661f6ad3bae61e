import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { sendCachedJson } from '../../http/cache.ts';
import { listEnabledSponsors } from './sponsors.repository.ts';

/** No rules beyond "enabled only", which the query applies: no service layer needed yet. */
export function sponsorRoutes(db: Db) {
  return new Hono<AppEnv>().get('/', async (c) => sendCachedJson(c, { sponsors: await listEnabledSponsors(db) }));
}
