import { id, TEACHABLE_MODEL_SIZE_LIMIT } from '@percurso/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { validate } from '../../http/validate.ts';
import type { Logger } from '../../logger.ts';
import type { AccessPolicy } from '../access/index.ts';
import { type MediaStorage, uploadLimit } from '../media-library/index.ts';
import type { UploadedFile } from './teachable-model-files.ts';
import { removeJourneyModel, requireModelJourney, uploadJourneyModel } from './teachable-models.service.ts';

const journeyParam = z.object({ journeyId: id });
/** Room for the multipart framing around the files. */
const FRAMING = 1024 * 1024;

/**
 * Mounted under /api/panel (after the panel's own routes, whose guard and no-store apply):
 * a journey's Teachable Machine model, uploaded as its files (multipart, every file part read:
 * model.json, metadata.json and weights, or the .zip) or removed. Needs guide.content.edit.
 */
export function teachableModelRoutes(db: Db, policy: AccessPolicy, storage: MediaStorage, logger: Logger) {
  const deps = { db, storage, logger };
  return new Hono<AppEnv>()
    .post(
      '/journeys/:journeyId/model',
      validate('param', journeyParam),
      uploadLimit(TEACHABLE_MODEL_SIZE_LIMIT + FRAMING),
      async (c) => {
        const { journeyId } = c.req.valid('param');
        const journey = await requireModelJourney(deps, journeyId);
        await policy.authorize(c, 'guide.content.edit', journey.guideId);
        const files = await readFiles(c.req.parseBody({ all: true }));
        const { journey: saved, labels } = await uploadJourneyModel(deps, journeyId, files);
        return c.json({ confirmation: 'journey-saved' as const, journey: saved, labels });
      },
    )
    .delete('/journeys/:journeyId/model', validate('param', journeyParam), async (c) => {
      const { journeyId } = c.req.valid('param');
      const journey = await requireModelJourney(deps, journeyId);
      await policy.authorize(c, 'guide.content.edit', journey.guideId);
      return c.json({ confirmation: 'journey-saved' as const, journey: await removeJourneyModel(deps, journeyId) });
    });
}

/** Every non-empty file part of the body, whatever its field name. */
async function readFiles(parsing: Promise<Record<string, string | File | (string | File)[]>>): Promise<UploadedFile[]> {
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await parsing;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('media/file-required', { field: 'files', cause: error });
  }
  const parts = Object.values(body).flatMap((value) => (Array.isArray(value) ? value : [value]));
  const files: UploadedFile[] = [];
  for (const part of parts) {
    if (part instanceof File && part.size > 0)
      files.push({ name: part.name, bytes: Buffer.from(await part.arrayBuffer()) });
  }
  if (files.length === 0) throw new AppError('media/file-required', { field: 'files' });
  return files;
}
