import { id, SHEET_MAX_BYTES, sheetImportFields } from '@percurso/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { validate } from '../../http/validate.ts';
import type { Logger } from '../../logger.ts';
import type { AccessPolicy } from '../access/index.ts';
import { readUpload, uploadLimit } from '../media-library/index.ts';
import { requireGuideExists } from './legacy-import.repository.ts';
import { ndjson } from './ndjson.ts';
import { importSheet, previewSheet } from './sheet-import.service.ts';
import { sheetTemplate } from './sheet-template.ts';

const guideParam = z.object({ guideId: id });
const templateQuery = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
const MIME = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * /api/panel/guides/:guideId/point-import (docs/panel-api.md): the template, the preview and the
 * streamed import of a guide's points from a spreadsheet. guide.content.edit on the guide.
 */
export function sheetImportRoutes(db: Db, policy: AccessPolicy, logger: Logger) {
  const guard = [validate('param', guideParam), policy.guard('guide.content.edit', 'guideId')] as const;
  const sheetBytes = async (c: Parameters<typeof readUpload>[0]) => {
    await requireGuideExists(db, c.req.param('guideId') ?? '');
    const { file, fields } = await readUpload(c);
    return { bytes: new Uint8Array(await file.arrayBuffer()), fields };
  };
  return new Hono<AppEnv>()
    .get('/guides/:guideId/point-import/template', ...guard, validate('query', templateQuery), async (c) => {
      const { guideId } = c.req.valid('param');
      await requireGuideExists(db, guideId);
      const { format } = c.req.valid('query');
      const body = await sheetTemplate(db, guideId, format);
      return c.body(body as Uint8Array<ArrayBuffer>, 200, {
        'content-type': MIME[format],
        'content-disposition': `attachment; filename="points-template.${format}"`,
        'cache-control': 'no-store',
      });
    })
    .post('/guides/:guideId/point-import/preview', ...guard, uploadLimit(SHEET_MAX_BYTES), async (c) => {
      const { bytes } = await sheetBytes(c);
      return c.json({ preview: await previewSheet(db, c.req.valid('param').guideId, bytes) });
    })
    .post('/guides/:guideId/point-import', ...guard, uploadLimit(SHEET_MAX_BYTES), async (c) => {
      const { bytes, fields } = await sheetBytes(c);
      const parsed = sheetImportFields.safeParse(fields);
      if (!parsed.success) throw new AppError('invalid-request', { field: 'startIndex' });
      const { guideId } = c.req.valid('param');
      // Read and checked before the answer starts, so an unreadable sheet is a plain 400.
      const lines = importSheet(db, logger, guideId, bytes, parsed.data.startIndex);
      const first = await lines.next();
      return ndjson(c, first, lines);
    });
}
