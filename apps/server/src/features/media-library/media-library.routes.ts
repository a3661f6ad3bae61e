import { MAX_UPLOAD_BYTES, mediaDeleteQuery, mediaListQuery, uploadKindField } from '@percurso/shared';
import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { validate } from '../../http/validate.ts';
import type { Logger } from '../../logger.ts';
import type { AccessPolicy } from '../access/index.ts';
import { guideExists, listMediaFiles } from './media-library.repository.ts';
import { mediaUsages, presentMedia, removeMedia, uploadMedia } from './media-library.service.ts';
import type { MediaStorage } from './media-storage.ts';
import { readUpload, uploadLimit } from './read-upload.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * A guide's media library, mounted under /api/guides: list, upload (multipart `file`, optional
 * `kind` 'image360' or 'model3d' or any kind to insist on), where a file is used, delete (a used
 * file only with `confirm=true`). All need guide.content.edit.
 */
export function mediaLibraryRoutes(db: Db, policy: AccessPolicy, storage: MediaStorage, logger: Logger) {
  const deps = { db, storage, logger };
  const allowedGuide = async (c: Parameters<AccessPolicy['authorize']>[0]) => {
    const guideId = c.req.param('guideId') ?? '';
    const actor = await policy.authorize(c, 'guide.content.edit', guideId);
    if (!(await guideExists(db, guideId))) throw new AppError('guide/not-found');
    return { guideId, actor };
  };
  return new Hono<AppEnv>()
    .get('/:guideId/media', validate('query', mediaListQuery), async (c) => {
      const { guideId } = await allowedGuide(c);
      const rows = await listMediaFiles(db, guideId, c.req.valid('query').kind);
      return c.json({ items: rows.map(presentMedia) }, 200, NO_STORE);
    })
    .post('/:guideId/media', uploadLimit(MAX_UPLOAD_BYTES), async (c) => {
      const { guideId, actor } = await allowedGuide(c);
      const { file, fields } = await readUpload(c);
      const wanted = uploadKindField.safeParse(fields.kind || undefined);
      if (!wanted.success) throw new AppError('invalid-request', { field: 'kind' });
      const item = await uploadMedia(deps, {
        guideId,
        userId: actor.userId,
        name: file.name,
        bytes: Buffer.from(await file.arrayBuffer()),
        wanted: wanted.data,
      });
      return c.json(item, 201, NO_STORE);
    })
    .get('/:guideId/media/:mediaId/usages', async (c) => {
      const { guideId } = await allowedGuide(c);
      return c.json({ items: await mediaUsages(deps, guideId, c.req.param('mediaId')) }, 200, NO_STORE);
    })
    .delete('/:guideId/media/:mediaId', validate('query', mediaDeleteQuery), async (c) => {
      const { guideId } = await allowedGuide(c);
      await removeMedia(deps, guideId, c.req.param('mediaId'), c.req.valid('query').confirm === 'true');
      return c.body(null, 204);
    });
}
