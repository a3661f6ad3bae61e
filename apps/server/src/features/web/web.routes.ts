import { readFile } from 'node:fs/promises';
import type { Locale } from '@percurso/i18n';
import {
  firstPanorama,
  type ImmersiveContent,
  isKioskPath,
  localize,
  type PointLookup,
  PREVIEW_PARAM,
  pointIdFromQrText,
  qrDestination,
  qrSignatureFromText,
  toLanguage,
  withQrProof,
} from '@percurso/shared';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { IMMUTABLE, isFresh, NO_CACHE, weakEtag } from '../../http/cache.ts';
import { type Encoding, negotiateEncoding } from '../../http/compress.ts';
import { decodeSegments, resolveFileInside } from '../../http/safe-path.ts';
import { sendFile } from '../../http/send-file.ts';
import { requestLocale } from '../auth/index.ts';
import type { StyleReader } from './inline-styles.ts';
import {
  type ApiRead,
  type GuideNameCheck,
  isFile,
  landingPage,
  loadServerEntry,
  renderLanding,
} from './landing-page.ts';
import { richTextSanitizer } from './rich-text.ts';

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

/**
 * A drawn page as a kiosk shows it: `<html data-kiosk>` hides what leads out of the guide (marked
 * `data-kiosk-hidden`; the rule is the app's global.css, repeated here because the page's inlined
 * styles keep only what the drawn page uses). The app's startKioskIfSet sets the same attribute.
 */
const KIOSK_STYLE = '<style>[data-kiosk] [data-kiosk-hidden]{display:none}</style>';
function asKioskPage(page: string): string {
  return page.replace(/<html/, () => '<html data-kiosk=""').replace('</head>', () => `${KIOSK_STYLE}</head>`);
}

/**
 * The point a printed code names, for its redirect: its id, AR content and guide (read whole,
 * whoever asks: only the destination leaves the server), unknown, or its guide switched off.
 */
export type QrPoint =
  | { point: { id: string; immersive: ImmersiveContent }; guideName: string }
  | 'not-found'
  | 'guide-off';

export interface WebOptions {
  /** Whether a visible guide answers to this name (the guide page, rather than a mistyped path). */
  isGuide?: GuideNameCheck;
  /** Answers the first screen's reads; without it (or without dist-ssr/) pages go out unrendered. */
  readApi?: ApiRead;
  /** The server entry's build (dist-ssr/entry-server.js); read once, when the routes are made. */
  serverEntry?: string;
  /** Told when the server entry cannot load or a page cannot render (the page then goes out unrendered). */
  onRenderError?: (error: unknown) => void;
  /**
   * Finds a /qrcode/ link's point: the link is then answered with a redirect to its destination
   * (or the not-found screen). Without it, or when it fails, the app's guard resolves the link.
   */
  qrPoint?: (pointId: string) => Promise<QrPoint>;
  /** The guide of a device in kiosk mode (its cookie), as its path segment; undefined when it is no kiosk. */
  kioskGuideName?: (headers: Headers) => Promise<string | undefined>;
}

/**
 * The built web app (WEB_DIST). Hashed files under /assets are cached for good; everything
 * else (index.html, sw.js, registerSW.js, manifest, icons) must revalidate so an update reaches
 * phones. Any other path is a client route (/museu-do-acucar, /qrcode/abc) and gets index.html,
 * with its screen's preloads when it is a landing screen (the guide list, a guide, a 360° scene).
 */
export function webRoutes(webDist: string, options: WebOptions = {}) {
  const {
    isGuide = async () => false,
    readApi,
    serverEntry,
    onRenderError = () => undefined,
    qrPoint,
    kioskGuideName,
  } = options;
  // Loaded at start, so the first visitor does not wait for the module to be read and compiled.
  const entry = readApi
    ? loadServerEntry(serverEntry).catch((error: unknown) => {
        onRenderError(error);
        return undefined;
      })
    : Promise.resolve(undefined);
  // Managers' rich text in a drawn page (a point's content): jsdom loads with the first such page.
  const sanitizer = richTextSanitizer();
  const render = async (href: string, headers: Headers, lang: Locale) => {
    const loaded = await entry;
    if (!loaded || !readApi) return undefined;
    return renderLanding(loaded, href, headers, lang, readApi, sanitizer).catch((error: unknown) => {
      onRenderError(error);
      return undefined;
    });
  };
  // Hashed stylesheets never change: each is read once.
  const styles = new Map<string, Promise<string | undefined>>();
  const readStyle: StyleReader = (url) => {
    let css = styles.get(url);
    if (!css) {
      css = resolveFileInside(webDist, decodeSegments(url) ?? []).then((file) =>
        file ? readFile(file, 'utf8') : undefined,
      );
      styles.set(url, css);
    }
    return css;
  };
  return new Hono<AppEnv>().get('*', async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const segments = decodeSegments(pathname) ?? [];
    const file = await resolveFileInside(webDist, segments);
    const isAsset = pathname.startsWith('/assets/');
    if (file) return sendBuilt(c, file, isAsset ? IMMUTABLE : NO_CACHE);
    // A missing hashed chunk must fail as such, not come back as HTML the browser cannot run.
    if (isAsset) return c.text('Not found', 404, { 'cache-control': 'no-store' });

    // A kiosk's device is led back to its guide from any other screen (the app's guard does the same).
    const kioskGuide = await kioskGuideName?.(c.req.raw.headers);
    if (kioskGuide !== undefined && !isKioskPath(pathname, kioskGuide))
      return c.body(null, 303, { location: `/${kioskGuide}`, 'cache-control': 'no-store' });
    const index = await resolveFileInside(webDist, ['index.html']);
    if (!index) return c.html(NOT_BUILT_PAGE, 503, { 'cache-control': 'no-store' });
    const url = new URL(c.req.url);
    const headers = c.req.raw.headers;
    // A preview of a guide's draft (`?preview=`) is never drawn from the published guide here: the
    // app reads the draft itself; nobody's cache keeps it, no search engine lists it.
    if (url.searchParams.has(PREVIEW_PARAM)) {
      const shell = await sendBuilt(c, index, 'private, no-store');
      shell.headers.set('x-robots-tag', 'noindex');
      return shell;
    }
    // A printed code (/qrcode/{id}?s=, any path the guard reads as one) goes straight to where the
    // guard would lead, carrying its proof: that page is drawn here like a point link, and the app
    // records the unlock once it runs (docs/decisions/0025-server-rendered-landing-pages.md).
    const qrPointId = qrPoint ? pointIdFromQrText(pathname) : null;
    const found = qrPointId === null ? undefined : await qrPoint?.(qrPointId).catch(() => undefined);
    if (found === 'guide-off') return c.body(null, 303, { location: '/GuideOff', 'cache-control': 'no-store' });
    if (found && found !== 'not-found') {
      const destination = qrDestination(found.point, found.guideName);
      const location = withQrProof(destination, qrSignatureFromText(`${pathname}${url.search}`));
      return c.body(null, 303, { location, 'cache-control': 'no-store' });
    }
    // The language the visitor chose in the app (its cookie); on a first visit the browser's own
    // (Accept-Language, as the app follows navigator.languages), else pt-BR.
    const lang = requestLocale(headers);
    const landing = await landingPage(
      webDist,
      index,
      { segments, url, headers, lang, notFound: found === 'not-found' },
      isGuide,
      (href) => render(href, headers, lang),
      readStyle,
      async (pointId) => {
        const lookup = (await readApi?.(`/api/points/${encodeURIComponent(pointId)}`, headers)) as
          | PointLookup
          | undefined;
        const first = lookup && firstPanorama(lookup.point.immersive);
        return first && { ...first, name: localize(lookup.point.name, toLanguage(lang)) };
      },
    );
    // An unknown point's code is a 404 even when its page cannot be drawn (the app leads to /dadosinvalidos).
    if (!landing && found === 'not-found')
      return c.html(await readFile(index, 'utf8'), 404, { 'cache-control': NO_CACHE });
    if (!landing) return sendBuilt(c, index, NO_CACHE);
    const { status } = landing;
    // A kiosk's page is drawn as the app will hydrate it: `data-kiosk` hides what leads out of the guide.
    const page = kioskGuide === undefined ? landing.page : asKioskPage(landing.page);
    const etag = weakEtag(page);
    // A point link is drawn with its sheet for phones only: a shared cache must keep both pages.
    // Its language follows the cookie, else Accept-Language.
    const vary = {
      vary: url.searchParams.has('point') ? 'Cookie, Accept-Language, User-Agent' : 'Cookie, Accept-Language',
    };
    if (isFresh(c.req.header('if-none-match'), etag))
      return c.body(null, 304, { etag, 'cache-control': NO_CACHE, ...vary });
    return c.html(page, status === 404 ? 404 : 200, { etag, 'cache-control': NO_CACHE, ...vary });
  });
}
