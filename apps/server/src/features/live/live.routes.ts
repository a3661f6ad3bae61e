import { idParam } from '@percurso/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { type ChangeStreamOptions, streamChanges } from './change-stream.ts';
import type { GuideChanges } from './guide-changes.ts';

/**
 * GET /api/guides/:id/events: Server-Sent Events for a guide's open pages. Sends `ready` once
 * listening, then `guide-changed` (data: the guide id) after each saved change; the page
 * refetches what it shows. Public like the guide itself (unknown and disabled guides have none); reconnects are the browser's.
 */
export function liveRoutes(
  changes: GuideChanges,
  /** Throws 404 guide/not-found or 403 guide/disabled (the guides feature's rule, passed in by app.ts). */
  requireVisibleGuide: (guideId: string) => Promise<unknown>,
  options: ChangeStreamOptions = {},
) {
  return new Hono<AppEnv>().get('/:id/events', validate('param', idParam), async (c) => {
    const guideId = c.req.valid('param').id;
    // Unknown → 404 guide/not-found, switched off → 403 guide/disabled: no stream to listen on.
    await requireVisibleGuide(guideId);
    return streamChanges(c, changes, guideId, 'guide-changed', options);
  });
}
