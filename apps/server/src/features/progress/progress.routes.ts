import { accessLogInput, answerQuestionInput, completeTutorialInput, recordInteractionInput } from '@percurso/shared';
import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { validate } from '../../http/validate.ts';
import type { Auth } from '../auth/auth.ts';
import { requireSessionUser } from '../auth/session.ts';
import {
  answerQuestion,
  completeTutorial,
  getProgress,
  recordAccessLog,
  recordInteraction,
  resetTutorials,
} from './progress.service.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * A visitor's progress: interactions (unlocks), quiz and poll answers, usage logs and tutorials.
 * Every visitor has a session (anonymous ones too), so all of it is theirs by session.
 */
export function progressRoutes(db: Db, auth: Auth) {
  return new Hono<AppEnv>()
    .post('/interactions', validate('json', recordInteractionInput), async (c) => {
      const user = await requireSessionUser(auth, c);
      return c.json(await recordInteraction(db, user, c.req.valid('json')), 200, NO_STORE);
    })
    .post('/access-logs', validate('json', accessLogInput), async (c) => {
      const user = await requireSessionUser(auth, c);
      await recordAccessLog(db, user, c.req.valid('json'));
      return c.body(null, 204);
    })
    .get('/me/progress', async (c) => {
      const user = await requireSessionUser(auth, c);
      return c.json(await getProgress(db, user.id), 200, NO_STORE);
    })
    .post('/me/answers', validate('json', answerQuestionInput), async (c) => {
      const user = await requireSessionUser(auth, c);
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
