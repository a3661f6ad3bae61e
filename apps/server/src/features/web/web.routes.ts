import { readFile, stat } from 'node:fs/promises';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { IMMUTABLE, isFresh, NO_CACHE, weakEtag } from '../../http/cache.ts';
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

/** The build's `route-preloads.json` (apps/web/build/route-preloads.ts), per landing screen. */
interface RoutePreload {
  scripts: string[];
  styles: string[];
  data: string[];
}
type RoutePreloads = Partial<Record<'guideList' | 'guide' | 'scene360', RoutePreload>>;

/** Whether a visible guide answers to this name (the guide page, rather than a mistyped path). */
export type GuideNameCheck = (name: string) => Promise<boolean>;

/** The landing screen a path opens, with the guide name (or the 360° scene's point id) it carries. */
async function landingOf(segments: string[], isGuide: GuideNameCheck) {
  if (segments.length === 0 || (segments.length === 1 && segments[0] === 'index'))
    return { screen: 'guideList' } as const;
  const name = segments.length === 1 ? segments[0] : segments.length === 2 && segments[0] === 'guia' ? segments[1] : '';
  if (name && !name.includes('.') && (await isGuide(name))) return { screen: 'guide', name } as const;
  // A point's 360° scene; an unknown id costs the browser one 404 read, the app then says so.
  if (segments.length === 2 && segments[0]?.toLowerCase() === 'rvscene' && segments[1])
    return { screen: 'scene360', name: segments[1] } as const;
  return undefined;
}

/**
 * index.html with the landing screen's chunks (modulepreload), styles and first API read (preload
 * as fetch) in its head, so the browser asks for them with the entry script instead of after it.
 * Undefined when the build has no preload list or the path is not a landing screen.
 */
async function pageWithPreloads(
  webDist: string,
  index: string,
  { segments, search }: { segments: string[]; search: string },
  isGuide: GuideNameCheck,
) {
  const list = await resolveFileInside(webDist, ['route-preloads.json']);
  if (!list) return undefined;
  const landing = await landingOf(segments, isGuide);
  const preload = landing && (JSON.parse(await readFile(list, 'utf8')) as RoutePreloads)[landing.screen];
  if (!landing || !preload) return undefined;
  const name = landing.screen === 'guideList' ? '' : encodeURIComponent(landing.name);
  // A searched list (`/index?q=`) reads another URL than the preload's: that read is the page's own.
  const data = landing.screen === 'guideList' && search ? [] : preload.data;
  const links = [
    ...data.map(
      (url) => `<link rel="preload" href="${url.replace('{name}', name)}" as="fetch" crossorigin="anonymous">`,
    ),
    ...preload.scripts.map((url) => `<link rel="modulepreload" href="${url}">`),
    ...preload.styles.map((url) => `<link rel="preload" href="${url}" as="style">`),
  ];
  return (await readFile(index, 'utf8')).replace('</head>', `${links.join('')}</head>`);
}

/**
 * The built web app (WEB_DIST). Hashed files under /assets are cached for good; everything
 * else (index.html, sw.js, registerSW.js, manifest, icons) must revalidate so an update reaches
 * phones. Any other path is a client route (/museu-do-acucar, /qrcode/abc) and gets index.html,
 * with its screen's preloads when it is a landing screen (the guide list, a guide, a 360° scene).
 */
export function webRoutes(webDist: string, isGuide: GuideNameCheck = async () => false) {
  return new Hono<AppEnv>().get('*', async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const segments = decodeSegments(pathname) ?? [];
    const file = await resolveFileInside(webDist, segments);
    const isAsset = pathname.startsWith('/assets/');
    if (file) return sendBuilt(c, file, isAsset ? IMMUTABLE : NO_CACHE);
    // A missing hashed chunk must fail as such, not come back as HTML the browser cannot run.
    if (isAsset) return c.text('Not found', 404, { 'cache-control': 'no-store' });

    const index = await resolveFileInside(webDist, ['index.html']);
    if (!index) return c.html(NOT_BUILT_PAGE, 503, { 'cache-control': 'no-store' });
    const page = await pageWithPreloads(webDist, index, { segments, search: new URL(c.req.url).search }, isGuide);
    if (!page) return sendBuilt(c, index, NO_CACHE);
    const etag = weakEtag(page);
    if (isFresh(c.req.header('if-none-match'), etag)) return c.body(null, 304, { etag, 'cache-control': NO_CACHE });
    return c.html(page, 200, { etag, 'cache-control': NO_CACHE });
  });
}
