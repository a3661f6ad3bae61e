import { randomUUID } from 'node:crypto';
import { PROFILE_PHOTO_SIZE, PROFILE_PHOTO_SIZE_LIMIT } from '@percurso/shared';
import { Hono } from 'hono';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import { type Auth, requireSessionUser } from '../auth/index.ts';
import {
  inspectMedia,
  type MediaStorage,
  putAll,
  readUpload,
  squarePhoto,
  uploadLimit,
} from '../media-library/index.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * Removes a profile photo this storage holds (a key under profiles/; any other URL, such as a
 * social provider's avatar, is left alone). A failure is logged: the photo is no longer linked.
 */
export async function deleteProfilePhoto(storage: MediaStorage, logger: Logger, fileUrl: string | undefined) {
  const key = fileUrl ? storage.keyOf(fileUrl) : undefined;
  if (!key?.startsWith('profiles/')) return;
  await storage.delete(key).catch((error: unknown) => logger.warn({ err: error, key }, 'profile photo not deleted'));
}

/**
 * /api/me/photo: the registered user's profile photo (spec user.image {name, fileUrl}). Any
 * JPEG/PNG/WebP/GIF/AVIF up to PROFILE_PHOTO_SIZE_LIMIT, stored as a 256 px WebP square.
 */
export function profilePhotoRoutes(db: Db, auth: Auth, storage: MediaStorage, logger: Logger) {
  const deps = { db, storage, logger };
  const registeredUser = async (c: Parameters<typeof requireSessionUser>[1]) => {
    const user = await requireSessionUser(auth, c);
    if (user.isAnonymous) throw new AppError('auth/anonymous-not-allowed');
    return user;
  };
  const currentImage = async (userId: string) => {
    const row = await db.selectFrom('user_profiles').select('image').where('id', '=', userId).executeTakeFirst();
    if (!row) throw new AppError('user/unregistered-user');
    return row.image;
  };
  const forget = (fileUrl: string | undefined) => deleteProfilePhoto(storage, logger, fileUrl);

  return new Hono<AppEnv>()
    .post('/', uploadLimit(PROFILE_PHOTO_SIZE_LIMIT + 64 * 1024), async (c) => {
      const user = await registeredUser(c);
      const previous = await currentImage(user.id);
      const { file } = await readUpload(c);
      const bytes = Buffer.from(await file.arrayBuffer());
      if (bytes.length > PROFILE_PHOTO_SIZE_LIMIT) {
        throw new AppError('media/too-large', { field: 'file', limit: PROFILE_PHOTO_SIZE_LIMIT });
      }
      if (!(await inspectMedia(bytes, 'image'))) throw new AppError('media/unsupported-type', { field: 'file' });
      let square: Buffer;
      try {
        square = await squarePhoto(bytes, PROFILE_PHOTO_SIZE);
      } catch (error) {
        throw new AppError('media/unsupported-type', { field: 'file', cause: error });
      }
      const key = `profiles/${randomUUID()}.webp`;
      await putAll(deps, [{ key, body: square, type: 'image/webp' }]);
      const image = { name: file.name.slice(0, 200) || 'foto.webp', fileUrl: storage.urlOf(key) };
      await db
        .updateTable('user_profiles')
        .set({ image: json(image) })
        .where('id', '=', user.id)
        .execute();
      await forget(previous?.fileUrl);
      return c.json({ image }, 200, NO_STORE);
    })
    .delete('/', async (c) => {
      const user = await registeredUser(c);
      const previous = await currentImage(user.id);
      await db.updateTable('user_profiles').set({ image: null }).where('id', '=', user.id).execute();
      await forget(previous?.fileUrl);
      return c.json({ image: null }, 200, NO_STORE);
    });
}
