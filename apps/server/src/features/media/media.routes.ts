import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { IMMUTABLE } from '../../http/cache.ts';
import { decodeSegments, resolveFileInside } from '../../http/safe-path.ts';
import { sendFile } from '../../http/send-file.ts';

/**
 * Venue media from MEDIA_DIR. Files are never overwritten in place (a new upload gets a new
 * name), so browsers and the service worker may keep them for a year.
 */
export function mediaRoutes(mediaDir: string) {
  return new Hono<AppEnv>().get('/*', async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const segments = decodeSegments(pathname.replace(/^\/media\//, ''));
    const file = segments && (await resolveFileInside(mediaDir, segments));
    if (!file) throw new AppError('media/not-found');
    return sendFile(c, file, { cacheControl: IMMUTABLE, uploaded: true });
  });
}
