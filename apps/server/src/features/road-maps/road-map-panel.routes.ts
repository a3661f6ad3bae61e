import { adminInput, id } from '@percurso/shared';
import { roadMapInput, roadMapUpdate } from '@percurso/shared/road-map';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import type { AccessPolicy } from '../access/index.ts';
import {
  addRoadMapAdmin,
  createRoadMap,
  listAdminsOf,
  listRoadMapsForPanel,
  removeRoadMap,
  removeRoadMapAdmin,
  requireRoadMap,
  updateRoadMap,
} from './road-map-panel.service.ts';

const roadMapParam = z.object({ roadMapId: id });
const adminParam = z.object({ roadMapId: id, userId: id });

/**
 * The panel's road maps (mounted at /api/panel; docs/panel-api.md): global admins create, delete
 * and name administrators (roadMap.create/delete/admins.manage); a road-map administrator reads
 * and edits the road maps they administer (roadMap.edit on that id).
 */
export function panelRoadMapRoutes(db: Db, policy: AccessPolicy) {
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('cache-control', 'no-store');
    })
    .use('/road-maps/*', policy.guard('panel.access'))
    .use('/road-maps', policy.guard('panel.access'))
    .get('/road-maps', async (c) => c.json({ roadMaps: await listRoadMapsForPanel(db, await policy.actorOf(c)) }))
    .post('/road-maps', policy.guard('roadMap.create'), validate('json', roadMapInput), async (c) => {
      const roadMap = await createRoadMap(db, c.req.valid('json'));
      return c.json({ confirmation: 'road-map-added' as const, roadMap }, 201);
    })
    .get(
      '/road-maps/:roadMapId',
      validate('param', roadMapParam),
      policy.guard('roadMap.edit', 'roadMapId'),
      async (c) => c.json({ roadMap: await requireRoadMap(db, c.req.valid('param').roadMapId) }),
    )
    .patch(
      '/road-maps/:roadMapId',
      validate('param', roadMapParam),
      policy.guard('roadMap.edit', 'roadMapId'),
      validate('json', roadMapUpdate),
      async (c) => {
        const roadMap = await updateRoadMap(db, c.req.valid('param').roadMapId, c.req.valid('json'));
        return c.json({ confirmation: 'road-map-saved' as const, roadMap });
      },
    )
    .delete('/road-maps/:roadMapId', validate('param', roadMapParam), policy.guard('roadMap.delete'), async (c) => {
      const { roadMapId } = c.req.valid('param');
      await removeRoadMap(db, roadMapId);
      return c.json({ confirmation: 'road-map-removed' as const, id: roadMapId });
    })
    .get(
      '/road-maps/:roadMapId/admins',
      validate('param', roadMapParam),
      policy.guard('roadMap.admins.manage'),
      async (c) => c.json({ admins: await listAdminsOf(db, c.req.valid('param').roadMapId) }),
    )
    .post(
      '/road-maps/:roadMapId/admins',
      validate('param', roadMapParam),
      policy.guard('roadMap.admins.manage'),
      validate('json', adminInput),
      async (c) => {
        const admins = await addRoadMapAdmin(db, c.req.valid('param').roadMapId, c.req.valid('json').email);
        return c.json({ confirmation: 'admin-added' as const, admins }, 201);
      },
    )
    .delete(
      '/road-maps/:roadMapId/admins/:userId',
      validate('param', adminParam),
      policy.guard('roadMap.admins.manage'),
      async (c) => {
        const { roadMapId, userId } = c.req.valid('param');
        return c.json({
          confirmation: 'admin-removed' as const,
          admins: await removeRoadMapAdmin(db, roadMapId, userId),
        });
      },
    );
}
