import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { sendCachedJson } from '../../http/cache.ts';
import { listEnabledSocialNetworks } from './social-networks.repository.ts';

/** No rules beyond "enabled only", which the query applies: no service layer needed yet. */
export function socialNetworkRoutes(db: Db) {
  return new Hono<AppEnv>().get('/', async (c) =>
    sendCachedJson(c, { socialNetworks: await listEnabledSocialNetworks(db) }),
  );
}
