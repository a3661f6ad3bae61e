import { helpRequestInput, id } from '@percurso/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import type { AccessPolicy } from '../access/index.ts';
import { type Auth, requireSessionUser } from '../auth/index.ts';
import { type ChangeStreamOptions, type GuideChanges, streamChanges } from '../live/index.ts';
import {
  clientAddress,
  HELP_REQUEST_RATE_LIMITS,
  limitRecipient,
  type RateLimitSettings,
} from '../rate-limit/index.ts';
import {
  askForHelp,
  deskHelpRequests,
  moveDeskRequest,
  ownHelpRequest,
  requireHelpRequestGuide,
  requireHelpTarget,
} from './help-requests.service.ts';

const NO_STORE = { 'cache-control': 'no-store' };
const requestParam = z.object({ requestId: id });
const guideParam = z.object({ guideId: id });

/** The key of one request in the `help_requests` NOTIFY fan-out (migration 0040). */
const requestKey = (requestId: string) => `request:${requestId}`;

/**
 * A visitor's help requests (mounted at /api): POST /help-requests asks (anonymous sessions too;
 * rate-limited per visitor and per address), GET /help-requests/:id reads the own request's
 * state and GET /help-requests/:id/events tells when it changes (Server-Sent Events).
 */
export function helpRequestRoutes(
  db: Db,
  auth: Auth,
  changes: GuideChanges,
  limits: RateLimitSettings,
  streams: ChangeStreamOptions = {},
) {
  return new Hono<AppEnv>()
    .post('/help-requests', validate('json', helpRequestInput), async (c) => {
      const user = await requireSessionUser(auth, c);
      const input = c.req.valid('json');
      await requireHelpTarget(db, input);
      await limitRecipient(c, db, limits, HELP_REQUEST_RATE_LIMITS.perVisitor, user.id);
      await limitRecipient(c, db, limits, HELP_REQUEST_RATE_LIMITS.perAddress, clientAddress(c, limits.trustProxy));
      return c.json({ request: await askForHelp(db, user, input) }, 201, NO_STORE);
    })
    .get('/help-requests/:requestId', validate('param', requestParam), async (c) => {
      const user = await requireSessionUser(auth, c);
      return c.json({ request: await ownHelpRequest(db, user.id, c.req.valid('param').requestId) }, 200, NO_STORE);
    })
    .get('/help-requests/:requestId/events', validate('param', requestParam), async (c) => {
      const user = await requireSessionUser(auth, c);
      const { requestId } = c.req.valid('param');
      await ownHelpRequest(db, user.id, requestId);
      return streamChanges(c, changes, requestKey(requestId), 'help-request-changed', streams);
    });
}

/**
 * The front desk (mounted at /api/panel): a guide's open requests, a live stream of their changes,
 * acknowledge and close. Guide admins, content editors and global admins (guide.helpDesk).
 */
export function panelHelpRequestRoutes(
  db: Db,
  policy: AccessPolicy,
  changes: GuideChanges,
  streams: ChangeStreamOptions = {},
) {
  return new Hono<AppEnv>()
    .get(
      '/guides/:guideId/help-requests',
      validate('param', guideParam),
      policy.guard('panel.access'),
      policy.guard('guide.helpDesk', 'guideId'),
      async (c) => c.json({ requests: await deskHelpRequests(db, c.req.valid('param').guideId) }, 200, NO_STORE),
    )
    .get(
      '/guides/:guideId/help-requests/events',
      validate('param', guideParam),
      policy.guard('panel.access'),
      policy.guard('guide.helpDesk', 'guideId'),
      async (c) => streamChanges(c, changes, c.req.valid('param').guideId, 'help-requests-changed', streams),
    )
    .post(
      '/help-requests/:requestId/acknowledge',
      validate('param', requestParam),
      policy.guard('panel.access'),
      async (c) => {
        const { requestId } = c.req.valid('param');
        await policy.authorize(c, 'guide.helpDesk', await requireHelpRequestGuide(db, requestId));
        return c.json({ request: await moveDeskRequest(db, requestId, 'acknowledged') }, 200, NO_STORE);
      },
    )
    .post(
      '/help-requests/:requestId/close',
      validate('param', requestParam),
      policy.guard('panel.access'),
      async (c) => {
        const { requestId } = c.req.valid('param');
        await policy.authorize(c, 'guide.helpDesk', await requireHelpRequestGuide(db, requestId));
        return c.json({ request: await moveDeskRequest(db, requestId, 'closed') }, 200, NO_STORE);
      },
    );
}
