import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { IMMUTABLE, NO_CACHE } from '../../http/cache.ts';
import { decodeSegments, resolveFileInside } from '../../http/safe-path.ts';
import { sendFile } from '../../http/send-file.ts';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Percurso</title></head>
<body><h1>Percurso</h1><p>The web app is not built yet. Run <code>npm run build</code>, then reload.</p>
<p>The API is running: <a href="/healthz">/healthz</a>.</p></body></html>`;

/**
 * The built web app (WEB_DIST). Hashed files under /assets are cached for good; everything
 * else (sw.js, manifest, icons) must revalidate so an update reaches phones. Any other path is a
 * client route (/museu-do-acucar, /qrcode/abc) and gets index.html.
 */
export function webRoutes(webDist: string) {
  return new Hono<AppEnv>().get('*', async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const segments = decodeSegments(pathname) ?? [];
    const file = await resolveFileInside(webDist, segments);
    const isAsset = pathname.startsWith('/assets/');
    if (file) return sendFile(c, file, { cacheControl: isAsset ? IMMUTABLE : NO_CACHE });
    // A missing hashed chunk must fail as such, not come back as HTML the browser cannot run.
    if (isAsset) return c.text('Not found', 404, { 'cache-control': 'no-store' });

    const index = await resolveFileInside(webDist, ['index.html']);
    if (index) return sendFile(c, index, { cacheControl: NO_CACHE });
    return c.html(NOT_BUILT_PAGE, 503, { 'cache-control': 'no-store' });
  });
}
