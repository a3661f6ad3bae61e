import { discardChange as discardChangeInput, id, publishInput, publishScheduleInput } from '@percurso/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import type { AccessPolicy } from '../access/index.ts';
import type { PublishScheduler } from './publish-scheduler.ts';
import {
  cancelSchedule,
  discardChange,
  draftChanges,
  listVersions,
  publicationStatus,
  publishGuide,
  restoreVersion,
  schedulePublish,
  versionChanges,
} from './publishing.service.ts';

const NO_STORE = { 'cache-control': 'no-store' };
const guideParam = z.object({ guideId: id });
const versionParam = z.object({ guideId: id, version: z.coerce.number().int().min(1) });

/**
 * Drafts and publishing in the panel (docs/panel-api.md, "Publishing"): anyone who may see the
 * guide reads its status, changes and versions; its content editors discard a change of the
 * draft; its administrators (guide.edit) publish, schedule and restore.
 */
export function publishingRoutes(db: Db, policy: AccessPolicy, scheduler?: PublishScheduler) {
  return new Hono<AppEnv>()
    .get(
      '/guides/:guideId/publication',
      validate('param', guideParam),
      policy.guard('guide.view', 'guideId'),
      async (c) => c.json(await publicationStatus(db, c.req.valid('param').guideId), 200, NO_STORE),
    )
    .get('/guides/:guideId/changes', validate('param', guideParam), policy.guard('guide.view', 'guideId'), async (c) =>
      c.json(await draftChanges(db, c.req.valid('param').guideId), 200, NO_STORE),
    )
    .post(
      '/guides/:guideId/publish',
      validate('param', guideParam),
      policy.guard('guide.edit', 'guideId'),
      validate('json', publishInput),
      async (c) => {
        const actor = await policy.actorOf(c);
        const publication = await publishGuide(db, c.req.valid('param').guideId, c.req.valid('json'), actor.userId);
        return c.json({ confirmation: 'guide-published' as const, publication }, 201);
      },
    )
    .put(
      '/guides/:guideId/publish-schedule',
      validate('param', guideParam),
      policy.guard('guide.edit', 'guideId'),
      validate('json', publishScheduleInput),
      async (c) => {
        const actor = await policy.actorOf(c);
        const scheduled = await schedulePublish(db, c.req.valid('param').guideId, c.req.valid('json'), actor.userId);
        scheduler?.wake();
        return c.json({ confirmation: 'publish-scheduled' as const, scheduled });
      },
    )
    .delete(
      '/guides/:guideId/publish-schedule',
      validate('param', guideParam),
      policy.guard('guide.edit', 'guideId'),
      async (c) => {
        await cancelSchedule(db, c.req.valid('param').guideId);
        return c.json({ confirmation: 'publish-schedule-cancelled' as const });
      },
    )
    .post(
      '/guides/:guideId/changes/discard',
      validate('param', guideParam),
      policy.guard('guide.content.edit', 'guideId'),
      validate('json', discardChangeInput),
      async (c) => {
        await discardChange(db, c.req.valid('param').guideId, c.req.valid('json'));
        return c.json({ confirmation: 'change-discarded' as const });
      },
    )
    .post(
      '/guides/:guideId/versions/:version/restore',
      validate('param', versionParam),
      policy.guard('guide.edit', 'guideId'),
      async (c) => {
        const { guideId, version } = c.req.valid('param');
        await restoreVersion(db, guideId, version);
        return c.json({ confirmation: 'version-restored' as const, version });
      },
    )
    .get('/guides/:guideId/versions', validate('param', guideParam), policy.guard('guide.view', 'guideId'), async (c) =>
      c.json(await listVersions(db, c.req.valid('param').guideId), 200, NO_STORE),
    )
    .get(
      '/guides/:guideId/versions/:version/changes',
      validate('param', versionParam),
      policy.guard('guide.view', 'guideId'),
      async (c) => {
        const { guideId, version } = c.req.valid('param');
        return c.json(await versionChanges(db, guideId, version), 200, NO_STORE);
      },
    );
}
