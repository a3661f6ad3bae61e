import { createFavouriteRouteInput, id, updateFavouriteRouteInput } from '@percurso/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { type Auth, requireSessionUser } from '../auth/index.ts';
import {
  changeFavouriteRoute,
  createFavouriteRoute,
  ownFavouriteRoutes,
  removeFavouriteRoute,
  sharedFavouriteRoute,
} from './fav-routes.service.ts';

const NO_STORE = { 'cache-control': 'no-store' };
const routeParam = z.object({ routeId: id });

/**
 * Favourite routes (mounted at /api; docs/panel-api.md, "Favourite routes"). The visitor's own under
 * /me/favourite-routes (registered visitors write; only the owner changes or deletes), and the
 * read-only shared link GET /favourite-routes/:routeId for anyone, with or without a session.
 */
export function favouriteRouteRoutes(db: Db, auth: Auth) {
  return new Hono<AppEnv>()
    .get('/favourite-routes/:routeId', validate('param', routeParam), async (c) =>
      c.json(await sharedFavouriteRoute(db, c.req.valid('param').routeId), 200, NO_STORE),
    )
    .get('/me/favourite-routes', validate('query', z.object({ guideId: id.optional() })), async (c) => {
      const user = await requireSessionUser(auth, c);
      return c.json({ routes: await ownFavouriteRoutes(db, user, c.req.valid('query').guideId) }, 200, NO_STORE);
    })
    .post('/me/favourite-routes', validate('json', createFavouriteRouteInput), async (c) => {
      const user = await requireSessionUser(auth, c);
      return c.json({ route: await createFavouriteRoute(db, user, c.req.valid('json')) }, 201, NO_STORE);
    })
    .patch(
      '/me/favourite-routes/:routeId',
      validate('param', routeParam),
      validate('json', updateFavouriteRouteInput),
      async (c) => {
        const user = await requireSessionUser(auth, c);
        const route = await changeFavouriteRoute(db, user, c.req.valid('param').routeId, c.req.valid('json'));
        return c.json({ route }, 200, NO_STORE);
      },
    )
    .delete('/me/favourite-routes/:routeId', validate('param', routeParam), async (c) => {
      const user = await requireSessionUser(auth, c);
      const { routeId } = c.req.valid('param');
      await removeFavouriteRoute(db, user, routeId);
      return c.json({ confirmation: 'favourite-route-removed' as const, id: routeId }, 200, NO_STORE);
    });
}
