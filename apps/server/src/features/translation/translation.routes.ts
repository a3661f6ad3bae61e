import { translateGuideRequest, translateRequest } from '@percurso/shared';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import type { TranslationSettings } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { validate } from '../../http/validate.ts';
import type { Logger } from '../../logger.ts';
import type { AccessPolicy } from '../access/index.ts';
import { loadGuideTexts } from './translation.repository.ts';
import { translateGuide, translateTexts } from './translation.service.ts';
import { createTranslationEngine } from './translation-engine.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * Machine translation assist, mounted under /api/panel: GET /translation (the engine, or null),
 * POST /guides/:guideId/translate (texts) and POST /guides/:guideId/translate-guide (NDJSON).
 */
export function translationRoutes(deps: {
  db: Db;
  policy: AccessPolicy;
  logger: Logger;
  settings: TranslationSettings | undefined;
}) {
  const engine = createTranslationEngine(deps.settings);
  return new Hono<AppEnv>()
    .get('/translation', async (c) => {
      await deps.policy.authorize(c, 'panel.access');
      return c.json({ engine: engine?.name ?? null }, 200, NO_STORE);
    })
    .post('/guides/:guideId/translate', validate('json', translateRequest), async (c) => {
      await deps.policy.authorize(c, 'guide.content.generate', c.req.param('guideId'));
      return c.json(await translateTexts(engine, deps.logger, c.req.valid('json')), 200, NO_STORE);
    })
    .post('/guides/:guideId/translate-guide', validate('json', translateGuideRequest), async (c) => {
      const guideId = c.req.param('guideId');
      await deps.policy.authorize(c, 'guide.content.generate', guideId);
      if (!engine) throw new AppError('translation/not-configured');
      if (!(await loadGuideTexts(deps.db, guideId))) throw new AppError('guide/not-found');
      const request = c.req.valid('json');
      c.header('content-type', 'application/x-ndjson; charset=utf-8');
      c.header('cache-control', 'no-store');
      return stream(c, async (out) => {
        for await (const update of translateGuide({ ...deps, engine }, guideId, request)) {
          await out.write(`${JSON.stringify(update)}\n`);
        }
      });
    });
}
