import { id } from '@percurso/shared';
import { accessInput } from '@percurso/shared/road-map';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import type { AccessPolicy } from '../access/index.ts';
import { createAccess, listAccesses, removeAccess, requireAccess, saveAccess } from './venue-accesses.service.ts';

const guideParam = z.object({ guideId: id });
const accessParam = z.object({ accessId: id });

/**
 * The panel's accesses (mounted at /api/panel; docs/panel-api.md): read by anyone with a role on
 * the guide (guide.view), written by its admins and global admins (guide.edit).
 */
export function panelAccessRoutes(db: Db, policy: AccessPolicy) {
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('cache-control', 'no-store');
    })
    .get('/guides/:guideId/accesses', validate('param', guideParam), policy.guard('guide.view', 'guideId'), async (c) =>
      c.json({ accesses: await listAccesses(db, c.req.valid('param').guideId) }),
    )
    .post(
      '/guides/:guideId/accesses',
      validate('param', guideParam),
      policy.guard('guide.edit', 'guideId'),
      validate('json', accessInput),
      async (c) => {
        const access = await createAccess(db, c.req.valid('param').guideId, c.req.valid('json'));
        return c.json({ confirmation: 'access-saved' as const, access }, 201);
      },
    )
    .get('/accesses/:accessId', validate('param', accessParam), async (c) => {
      const access = await requireAccess(db, c.req.valid('param').accessId);
      await policy.authorize(c, 'guide.view', access.guideId);
      return c.json({ access });
    })
    .put('/accesses/:accessId', validate('param', accessParam), validate('json', accessInput), async (c) => {
      const access = await requireAccess(db, c.req.valid('param').accessId);
      await policy.authorize(c, 'guide.edit', access.guideId);
      return c.json({
        confirmation: 'access-saved' as const,
        access: await saveAccess(db, access, c.req.valid('json')),
      });
    })
    .delete('/accesses/:accessId', validate('param', accessParam), async (c) => {
      const access = await requireAccess(db, c.req.valid('param').accessId);
      await policy.authorize(c, 'guide.edit', access.guideId);
      await removeAccess(db, access.id);
      return c.json({ confirmation: 'access-removed' as const, id: access.id });
    });
}
