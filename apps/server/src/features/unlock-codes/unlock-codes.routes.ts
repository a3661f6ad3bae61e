import { id, unlockCodesUpdate } from '@percurso/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import type { AccessPolicy } from '../access/index.ts';
import { readUnlockCodes, updateUnlockCodes } from './unlock-codes.service.ts';

const guideParam = z.object({ guideId: id });

/**
 * /api/panel/guides/{guideId}/unlock-codes (docs/panel-api.md): "signed codes only" and the venue
 * PIN, read and written by the guide's administrators (guide.edit), who show the PIN at the desk.
 */
export function unlockCodeRoutes(db: Db, policy: AccessPolicy) {
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('cache-control', 'no-store');
    })
    .get(
      '/guides/:guideId/unlock-codes',
      validate('param', guideParam),
      policy.guard('guide.edit', 'guideId'),
      async (c) => c.json({ unlockCodes: await readUnlockCodes(db, c.req.valid('param').guideId) }),
    )
    .patch(
      '/guides/:guideId/unlock-codes',
      validate('param', guideParam),
      policy.guard('guide.edit', 'guideId'),
      validate('json', unlockCodesUpdate),
      async (c) => {
        const unlockCodes = await updateUnlockCodes(db, c.req.valid('param').guideId, c.req.valid('json'));
        return c.json({ confirmation: 'unlock-codes-saved' as const, unlockCodes });
      },
    );
}
