import { stat } from 'node:fs/promises';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { IMMUTABLE, NO_CACHE } from '../../http/cache.ts';
import { type Encoding, negotiateEncoding } from '../../http/compress.ts';
import { decodeSegments, resolveFileInside } from '../../http/safe-path.ts';
import { sendFile } from '../../http/send-file.ts';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Percurso</title></head>
<body><h1>Percurso</h1><p>The web app is not built yet. Run <code>npm run build</code>, then reload.</p>
<p>The API is running: <a href="/healthz">/healthz</a>.</p></body></html>`;

const EXTENSION: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Sends a file of the build, or its precompressed copy (`.br`, `.gz` written beside it by the
 * build) when the client accepts that encoding. Without a copy, compress() encodes text on the fly.
 */
async function sendBuilt(c: Context<AppEnv>, file: string, cacheControl: string): Promise<Response> {
  const copies = await Promise.all(
    (['br', 'gzip'] as const).map(async (encoding) => ({
      encoding,
      path: (await isFile(file + EXTENSION[encoding])) ? file + EXTENSION[encoding] : undefined,
    })),
  );
  const available = copies.filter((copy) => copy.path).map((copy) => copy.encoding);
  const encoding = negotiateEncoding(c.req.header('accept-encoding'), available);
  const copy = copies.find((candidate) => candidate.encoding === encoding)?.path;
  if (encoding && copy) return sendFile(c, copy, { cacheControl, precompressed: { encoding, servedAs: file } });
  return sendFile(c, file, { cacheControl, varyOnEncoding: available.length > 0 });
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/**
 * The built web app (WEB_DIST). Hashed files under /assets are cached for good; everything
 * else (index.html, sw.js, registerSW.js, manifest, icons) must revalidate so an update reaches
 * phones. Any other path is a client route (/museu-do-acucar, /qrcode/abc) and gets index.html.
 */
export function webRoutes(webDist: string) {
  return new Hono<AppEnv>().get('*', async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const segments = decodeSegments(pathname) ?? [];
    const file = await resolveFileInside(webDist, segments);
    const isAsset = pathname.startsWith('/assets/');
    if (file) return sendBuilt(c, file, isAsset ? IMMUTABLE : NO_CACHE);
    // A missing hashed chunk must fail as such, not come back as HTML the browser cannot run.
    if (isAsset) return c.text('Not found', 404, { 'cache-control': 'no-store' });

    const index = await resolveFileInside(webDist, ['index.html']);
    if (index) return sendBuilt(c, index, NO_CACHE);
    return c.html(NOT_BUILT_PAGE, 503, { 'cache-control': 'no-store' });
  });
}
