import { type GuideImported, guideImportFields, id } from '@percurso/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { validate } from '../../http/validate.ts';
import type { AccessPolicy } from '../access/index.ts';
import { findGuideById } from '../guides/index.ts';
import { readUpload, uploadLimit } from '../media-library/index.ts';
import { type ArchiveDeps, exportGuideArchive, importGuideArchive } from './guide-archive.service.ts';

/**
 * The largest archive the panel takes: the legacy import's limit (200 MiB) would refuse a guide
 * with a couple of videos, so five of the largest single upload (docs/guide-archive.md). Each file
 * inside is also held to the largest upload, and guide.json to 50 MiB.
 */
export const MAX_ARCHIVE_BYTES = 1024 * 1024 * 1024;

const guideParam = z.object({ guideId: id });

/**
 * GET /api/panel/guides/:guideId/export (the guide's admins: the archive carries its QR secret)
 * streams the guide's archive; POST /api/panel/guides/import (who may create guides) takes one
 * as the multipart `file`, `ids=keep|new`, and answers the new guide (docs/panel-api.md).
 */
export function guideArchiveRoutes(deps: ArchiveDeps, policy: AccessPolicy) {
  return new Hono<AppEnv>()
    .get('/guides/:guideId/export', validate('param', guideParam), policy.guard('guide.edit', 'guideId'), async (c) => {
      const { fileName, stream } = await exportGuideArchive(deps, c.req.valid('param').guideId);
      return c.body(stream, 200, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      });
    })
    .post('/guides/import', policy.guard('guide.create'), uploadLimit(MAX_ARCHIVE_BYTES), async (c) => {
      const { file, fields } = await readUpload(c);
      const parsed = guideImportFields.safeParse(fields);
      if (!parsed.success) throw new AppError('invalid-request', { field: 'ids', cause: parsed.error });
      const actor = await policy.actorOf(c);
      const guideId = await importGuideArchive(deps, new Uint8Array(await file.arrayBuffer()), {
        ids: parsed.data.ids,
        actor,
      });
      const guide = await findGuideById(deps.db, guideId);
      if (!guide) throw new Error('an imported guide exists');
      const body: GuideImported = { confirmation: 'guide-imported', guide: { id: guide.id, name: guide.name } };
      return c.json(body, 201);
    });
}
