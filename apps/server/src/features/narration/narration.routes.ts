import { narrationRequest } from '@percurso/shared';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import type { Logger } from '../../logger.ts';
import type { AccessPolicy } from '../access/index.ts';
import type { MediaStorage } from '../media-library/index.ts';
import { checkNarration, narrate } from './narration.service.ts';
import type { TtsEngine } from './tts-engine.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * Narration by text-to-speech, mounted under /api/panel (guide.content.generate):
 * GET /guides/:guideId/narration/voices and POST /guides/:guideId/narration (NDJSON progress).
 */
export function narrationRoutes(deps: {
  db: Db;
  policy: AccessPolicy;
  storage: MediaStorage;
  logger: Logger;
  engine: TtsEngine;
}) {
  return new Hono<AppEnv>()
    .get('/guides/:guideId/narration/voices', async (c) => {
      await deps.policy.authorize(c, 'guide.content.generate', c.req.param('guideId'));
      return c.json({ engine: deps.engine.name, voices: deps.engine.voices() }, 200, NO_STORE);
    })
    .post('/guides/:guideId/narration', validate('json', narrationRequest), async (c) => {
      const guideId = c.req.param('guideId');
      const actor = await deps.policy.authorize(c, 'guide.content.generate', guideId);
      const request = c.req.valid('json');
      const { text, voice } = checkNarration(deps.engine, request);
      c.header('content-type', 'application/x-ndjson; charset=utf-8');
      c.header('cache-control', 'no-store');
      return stream(c, async (out) => {
        const updates = narrate(deps, {
          guideId,
          userId: actor.userId,
          lang: request.lang,
          name: request.name,
          text,
          voice,
        });
        for await (const update of updates) await out.write(`${JSON.stringify(update)}\n`);
      });
    });
}
