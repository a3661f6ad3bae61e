import {
  accessLogInput,
  answerQuestionInput,
  completeTutorialInput,
  recordInteractionInput,
  trackingOff,
  USAGE_TRACKING_COOKIE,
  visitEventsInput,
} from '@percurso/shared';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { validate } from '../../http/validate.ts';
import type { RollupDrain } from '../analytics/index.ts';
import type { Auth } from '../auth/auth.ts';
import { requireSessionUser, requireVisitorSession, signedSessionToken } from '../auth/index.ts';
import type { EngagementCache } from '../engagement/index.ts';
import {
  clientAddress,
  limitFailures,
  PIN_RATE_LIMITS,
  type RateLimitRule,
  type RateLimitSettings,
} from '../rate-limit/index.ts';
import { createInteractionRecorder } from './interaction-recorder.ts';
import { findPointGuideId } from './progress.repository.ts';
import { answerQuestion, completeTutorial, getProgress, resetTutorials } from './progress.service.ts';
import { createUsageLogWriter } from './usage-logs.ts';
import { createVisitEventWriter } from './visit-events.ts';

const NO_STORE = { 'cache-control': 'no-store' };

const isWrongPin = (error: unknown) => error instanceof AppError && error.code === 'interaction/wrong-pin';

/**
 * A visitor's progress: interactions (unlocks), quiz and poll answers, usage logs and tutorials.
 * Writes that are the visitor's need a session (the web app starts an anonymous one for the first);
 * usage logs do not, since reading a guide needs none.
 */
export function progressRoutes(
  db: Db,
  auth: Auth,
  engagement: EngagementCache,
  limits: RateLimitSettings,
  rollups?: Pick<RollupDrain, 'written'>,
  /** Told after each group commit: its interactions, and how many of them were stored (metrics). */
  onBatch?: (size: number, stored: number) => void,
) {
  const interactions = createInteractionRecorder(db, engagement, () => rollups?.written(), onBatch);
  const usageLogs = createUsageLogWriter(db);
  const visitEvents = createVisitEventWriter(db, () => rollups?.written());
  return new Hono<AppEnv>()
    .post('/interactions', validate('json', recordInteractionInput), async (c) => {
      const sessionToken = await signedSessionToken(auth, c);
      if (!sessionToken) throw new AppError('auth/session-required');
      const input = c.req.valid('json');
      const record = () => interactions.record(sessionToken, input);
      if (input.proof?.pin === undefined) return c.json(await record(), 200, NO_STORE);
      // A venue PIN is guessable: wrong ones are limited per address and per guide.
      const guideId = await findPointGuideId(db, input.pointId);
      const subjects: Array<{ rule: RateLimitRule; subject: string }> = [
        { rule: PIN_RATE_LIMITS.perAddress, subject: clientAddress(c, limits.trustProxy) },
        ...(guideId ? [{ rule: PIN_RATE_LIMITS.perGuide, subject: guideId }] : []),
      ];
      const result = await limitFailures(c, db, limits, subjects, record, isWrongPin);
      return c.json(result, 200, NO_STORE);
    })
    .post('/access-logs', validate('json', accessLogInput), async (c) => {
      // Reading needs no session, so neither does saying what was read: such a log has no user.
      // A browser with usage tracking off (issue 31 item 6) has nothing kept.
      if (trackingOff(getCookie(c, USAGE_TRACKING_COOKIE))) return c.body(null, 204);
      await usageLogs.record(await signedSessionToken(auth, c), c.req.valid('json'));
      return c.body(null, 204);
    })
    .post('/visit-events', validate('json', visitEventsInput), async (c) => {
      // Like the usage logs, a visitor without a session still counts in plays (issue 31); a
      // browser with usage tracking off has none kept (item 6).
      if (trackingOff(getCookie(c, USAGE_TRACKING_COOKIE))) return c.json({ stored: 0 }, 200, NO_STORE);
      const stored = await visitEvents.record(await signedSessionToken(auth, c), c.req.valid('json'));
      return c.json({ stored }, 200, NO_STORE);
    })
    .get('/me/progress', async (c) => {
      const user = await requireVisitorSession(auth, db, c);
      return c.json(await getProgress(db, user.id), 200, NO_STORE);
    })
    .post('/me/answers', validate('json', answerQuestionInput), async (c) => {
      const user = await requireVisitorSession(auth, db, c);
      return c.json(await answerQuestion(db, user.id, c.req.valid('json')), 200, NO_STORE);
    })
    .post('/me/tutorials', validate('json', completeTutorialInput), async (c) => {
      const user = await requireSessionUser(auth, c);
      // Anonymous visitors keep their tutorial list on the device only (spec §4).
      if (user.isAnonymous) throw new AppError('auth/anonymous-not-allowed');
      return c.json({ tutorial: await completeTutorial(db, user.id, c.req.valid('json').name) }, 200, NO_STORE);
    })
    .delete('/me/tutorials', async (c) => {
      const user = await requireSessionUser(auth, c);
      if (user.isAnonymous) throw new AppError('auth/anonymous-not-allowed');
      return c.json({ tutorial: await resetTutorials(db, user.id) }, 200, NO_STORE);
    });
}
