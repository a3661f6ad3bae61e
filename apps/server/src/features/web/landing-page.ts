import { readFile, stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@percurso/i18n';
import {
  CONTENT_FORMAT_COOKIE,
  escapeHtml,
  FORMAT_OFFERED_COOKIE,
  flatPanoramaStart,
  TEXT_SIZE_COOKIE,
  TUTORIALS_COOKIE,
  USAGE_TRACKING_COOKIE,
} from '@percurso/shared';
import { parse as parseCookie } from 'hono/utils/cookie';
import { resolveFileInside } from '../../http/safe-path.ts';
import { mayHoldSession } from '../auth/index.ts';
import { inlineStyles, type StyleReader } from './inline-styles.ts';
import type { SanitizeHtml } from './rich-text.ts';

/**
 * The landing pages drawn on the server (decision 0025): which screen a path is, the reads it
 * names, the server entry's render, and the page around it (inlined styles, the data island, a
 * 360° scene's flat first panorama). `web.routes.ts` serves the build and calls `landingPage`.
 */

/** The build's `route-preloads.json` (apps/web/build/route-preloads.ts), per landing screen. */
interface RoutePreload {
  scripts: string[];
  styles: string[];
  data: string[];
  /** Chunks the screen loads once it shows: preloaded after the screen's own. */
  later?: string[];
}
/** The build's landing screens (LANDING_SCREENS of apps/web/build/route-preloads.ts). */
type LandingScreen =
  | 'guideList'
  | 'guide'
  | 'scene360'
  | 'point'
  | 'roadMaps'
  | 'roadMap'
  | 'favourite'
  | 'rewards'
  | 'rating'
  | 'terms'
  | 'privacy'
  | 'invalidData';
type RoutePreloads = Partial<Record<LandingScreen, RoutePreload>> & {
  /** Per lazy part a screen can draw (DRAWN_PARTS of route-preloads.ts): its chunks and styles. */
  parts?: Record<string, Pick<RoutePreload, 'scripts' | 'styles'>>;
  /** For each pt-BR catalogue chunk, the same catalogue's chunk per other locale. */
  catalogues?: Record<string, Partial<Record<Locale, string>>>;
};

/** Whether a visible guide answers to this name (the guide page, rather than a mistyped path). */
export type GuideNameCheck = (name: string) => Promise<boolean>;

/** Screens at a fixed path (its one segment, in lower case: the app's router ignores case). */
const FIXED_SCREENS: Record<string, LandingScreen> = {
  index: 'guideList',
  roteiros: 'roadMaps',
  rewards: 'rewards',
  rating: 'rating',
  termosdeuso: 'terms',
  politicadeprivacidade: 'privacy',
};
/** Screens of one record, by the first of their two segments: the second is the record's id or name. */
const RECORD_SCREENS: Record<string, LandingScreen> = { roteiro: 'roadMap', fav: 'favourite', rvscene: 'scene360' };

/**
 * The landing screen a path opens (any a QR code, a shared link or a search can land on), with the
 * guide name or record id it carries. A record unknown to the API is the app's not-found screen.
 */
async function landingOf(
  segments: string[],
  isGuide: GuideNameCheck,
): Promise<{ screen: LandingScreen; name: string } | undefined> {
  const [first = '', second = ''] = segments;
  if (segments.length === 0) return { screen: 'guideList', name: '' };
  const fixed = segments.length === 1 ? FIXED_SCREENS[first.toLowerCase()] : undefined;
  if (fixed) return { screen: fixed, name: '' };
  const name = segments.length === 1 ? first : segments.length === 2 && first === 'guia' ? second : '';
  if (name && !name.includes('.') && (await isGuide(name))) return { screen: 'guide', name };
  const record = segments.length === 2 && second ? RECORD_SCREENS[first.toLowerCase()] : undefined;
  return record && { screen: record, name: second };
}

/**
 * What the web build's server entry (apps/web/src/entry-server.tsx, built into dist-ssr/) offers:
 * the API reads a landing page's first screen is drawn from, and that screen rendered from them.
 */
interface ServerEntry {
  /** The reads `href` is drawn from; asked again with those answered, until it names nothing new. */
  firstReads(href: string, answered?: Record<string, unknown>): string[];
  render(href: string, reads: Record<string, unknown>, options?: RenderOptions): Promise<RenderedPage | undefined>;
}

/** apps/web/src/entry-server.tsx's RenderOptions. */
interface RenderOptions {
  /** Draw a point link's sheet over the guide (phones: the sheet is the whole screen). */
  pointSheet?: boolean;
  /** The visitor's locale: the page is drawn in it. */
  lang?: Locale;
  /** The visitor's text size offset (the app's cookie). */
  textSize?: number;
  /** The tutorials the visitor has seen (the app's cookie, a JSON list). */
  tutorials?: string | null;
  /** The content format the visitor chose (the app's cookie). */
  format?: string | null;
  /** The point the format choice was offered on (the app's cookie). */
  formatOffered?: string | null;
  /** The usage tracking choice (the app's cookie). */
  tracking?: string | null;
  /** The request has no session cookie: the page carries "no session" and is drawn for it. */
  noSession?: boolean;
  /** Loads the rich text sanitiser (rich-text.ts), once: asked for by a page that draws rich text. */
  sanitizer?: () => Promise<SanitizeHtml>;
}

/** Phones, by the user agent's own word ("Mobi", as browsers' documentation advises). */
const isPhone = (headers: Headers) => /Mobi/i.test(headers.get('user-agent') ?? '');

interface RenderedPage {
  html: string;
  title: string;
  lang: string;
  htmlStyle: string;
  themeColor: string;
  /** JSON, `<` escaped, for the page's data island. */
  data: string;
  /** The lazy parts drawn (names of apps/web/src/app/preloadable.tsx): loaded before hydrating. */
  parts?: string[];
  /** 404 when the route's record is unknown (the not-found screen is drawn). */
  status?: number;
}

/** The island's id: apps/web/src/api/page-data.ts reads it before the app's guard runs. */
const PAGE_DATA_ID = 'percurso-page-data';

/** An API read answered in-process for the visitor of these headers: its JSON, or undefined when not 200. */
export type ApiRead = (path: string, headers: Headers) => Promise<unknown>;

/** The server entry's module, or undefined when the build has none (`vite build` alone, tests). */
export async function loadServerEntry(file: string | undefined): Promise<ServerEntry | undefined> {
  if (!file || !(await isFile(file))) return undefined;
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}

/**
 * The landing screen drawn on the server: the reads it names, answered in-process with the
 * visitor's cookies (a locked point's teaser is per visitor), then rendered. Undefined when a
 * read fails or the app would go elsewhere (the guard's redirects): the browser then does it all.
 */
export async function renderLanding(
  entry: ServerEntry,
  href: string,
  headers: Headers,
  lang: Locale,
  readApi: ApiRead,
  sanitizer: () => Promise<SanitizeHtml>,
): Promise<RenderedPage | undefined> {
  // Answered in rounds: a read may name the next (a shared route names its guide). A read that is
  // not answered is left out: the entry decides (not drawn, a not-found screen, or a loading part).
  const asked = new Set<string>();
  const reads: Record<string, unknown> = {};
  for (let round = 0; round < 3; round++) {
    const fresh = entry.firstReads(href, reads).filter((apiPath) => !asked.has(apiPath));
    if (fresh.length === 0) break;
    for (const apiPath of fresh) asked.add(apiPath);
    const answers = await Promise.all(
      fresh.map(async (apiPath) => [apiPath, await readApi(apiPath, headers)] as const),
    );
    for (const [apiPath, value] of answers) if (value !== undefined) reads[apiPath] = value;
  }
  // The settings the app mirrors into cookies, so the page is drawn as the app will hydrate it.
  const cookies = parseCookie(headers.get('cookie') ?? '');
  return entry.render(href, reads, {
    pointSheet: isPhone(headers),
    lang,
    textSize: Number(cookies[TEXT_SIZE_COOKIE] ?? 0) || 0,
    tutorials: cookies[TUTORIALS_COOKIE] ?? null,
    format: cookies[CONTENT_FORMAT_COOKIE] ?? null,
    formatOffered: cookies[FORMAT_OFFERED_COOKIE] ?? null,
    tracking: cookies[USAGE_TRACKING_COOKIE] ?? null,
    noSession: !mayHoldSession(Object.keys(cookies)),
    sanitizer,
  });
}

/**
 * index.html with the landing screen's chunks (modulepreload), styles and first API read (preload
 * as fetch) in its head, so the browser asks for them with the entry script instead of after it.
 * With a server rendering, the screen itself is in `#root` (the browser paints it before any
 * script runs), its styles are stylesheets, and its reads travel in a JSON data island instead of
 * being preloaded. Undefined when the build has no preload list or the path is not a landing screen.
 */
export async function landingPage(
  webDist: string,
  index: string,
  /** `notFound`: the path names a record the API does not know (a /qrcode/ link's point): the not-found screen, 404. */
  request: { segments: string[]; url: URL; headers: Headers; lang: Locale; notFound?: boolean },
  isGuide: GuideNameCheck,
  render: (href: string) => Promise<RenderedPage | undefined>,
  readStyle: StyleReader,
  scenePanorama: (pointId: string) => Promise<FlatPanorama | undefined>,
) {
  const list = await resolveFileInside(webDist, ['route-preloads.json']);
  if (!list) return undefined;
  const landing = request.notFound
    ? { screen: 'invalidData' as const, name: '' }
    : await landingOf(request.segments, isGuide);
  const preloads = JSON.parse(await readFile(list, 'utf8')) as RoutePreloads;
  if (!landing || !preloads[landing.screen]) return undefined;
  const { search } = request.url;
  // `/` is the guide list the app's first redirect leads to; an unknown record, the screen the app's guard leads to.
  const drawn =
    landing.screen === 'guideList'
      ? `/index${search}`
      : request.notFound
        ? '/dadosinvalidos'
        : `${request.url.pathname}${search}`;
  const rendered = await render(new URL(drawn, request.url).href);
  // An unknown record is drawn as the not-found screen, with that screen's chunks and styles.
  const status = request.notFound ? 404 : (rendered?.status ?? 200);
  const screen = preloads[status === 404 ? 'invalidData' : landing.screen] ?? preloads[landing.screen];
  if (!screen) return undefined;
  // A guide opened on a point (?point=) needs the point's sheet too: drawn with the page on a phone.
  const sheet = landing.screen === 'guide' && request.url.searchParams.has('point') ? preloads.point : undefined;
  const sheetDrawn = sheet !== undefined && isPhone(request.headers);
  // The visitor's language is preloaded instead of pt-BR's (the words of the page the app draws).
  const inLanguage = (url: string) => preloads.catalogues?.[url]?.[request.lang] ?? url;
  const preload = {
    data: screen.data,
    scripts: [...new Set([...screen.scripts, ...(sheet?.scripts ?? [])].map(inLanguage))],
    styles: [...new Set([...screen.styles, ...(sheet?.styles ?? [])])],
  };
  // The sheet opens in the browser: its styles must not hold back the server-rendered screen's paint.
  const sheetStyles = (sheet?.styles ?? []).filter((url) => !screen.styles.includes(url));
  const name = encodeURIComponent(landing.name);
  // A searched list (`/index?q=`) reads another URL than the preload's: that read is the page's own.
  const data = landing.screen === 'guideList' && search ? [] : preload.data;
  const chunks = [...preload.scripts, ...(screen.later ?? []).map(inLanguage)];
  const scripts = chunks.map((url) => `<link rel="modulepreload" href="${url}">`).join('');
  if (rendered) {
    // The screen needs its styles to paint: they come in the page (inlineStyles). The app's
    // scripts start once the screen's lead images are in (start-app.js): on a slow network the
    // visitor sees the whole screen first, and the scripts do not share the bandwidth with its
    // pictures. `crossorigin` as Vite's loader asks for a lazy chunk's CSS, or the browser fetches
    // it twice.
    // The lazy parts drawn (the sheet's gallery, its video player) paint with it too, and their
    // chunks start with the screen's: the app loads them before hydrating (app/preloadable.tsx).
    const parts = (rendered.parts ?? []).flatMap((name) => preloads.parts?.[name] ?? []);
    const drawnStyles = [
      ...new Set([...screen.styles, ...(sheetDrawn ? sheetStyles : []), ...parts.flatMap((part) => part.styles)]),
    ];
    const drawnChunks = [...new Set([...chunks, ...parts.flatMap((part) => part.scripts)])];
    const sheetPreloads = sheetDrawn
      ? []
      : sheetStyles.map((url) => `<link rel="preload" href="${url}" as="style" crossorigin="">`);
    const page = withRendering(await readFile(index, 'utf8'), rendered, drawnChunks).replace(
      '</head>',
      () => `${sheetPreloads.join('')}</head>`,
    );
    // Only what the drawn page can use is in it; the whole sheets follow without holding back the paint.
    return { page: await inlineStyles(page, drawnStyles, readStyle, { cut: true }), status };
  }
  // A 360° scene's first panorama is drawn flat with the page, to swipe before any script runs.
  // Asked for first: the page's body comes after its head's scripts, which would share the slow
  // network with it (the viewer's are 200 KiB).
  // (Without the server entry, or when its rendering failed.)
  const flat = landing.screen === 'scene360' ? await scenePanorama(landing.name) : undefined;
  const links = [
    ...(flat ? [`<link rel="preload" href="${escapeHtml(flat.url)}" as="image" fetchpriority="high">`] : []),
    ...data.map(
      (url) => `<link rel="preload" href="${url.replace('{name}', name)}" as="fetch" crossorigin="anonymous">`,
    ),
    scripts,
  ];
  const built = await readFile(index, 'utf8');
  if (!flat) {
    const styles = preload.styles.map((url) => `<link rel="preload" href="${url}" as="style" crossorigin="">`);
    return { page: built.replace('</head>', () => `${[...links, ...styles].join('')}</head>`), status };
  }
  const page = await inlineStyles(built, preload.styles, readStyle);
  return {
    page: page
      .replace('</head>', () => `${links.join('')}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${flatPanoramaHtml(flat)}</div>`),
    status,
  };
}

/** A 360° scene's first panorama, its yaw and the point's name, as `scenePanorama` finds them. */
interface FlatPanorama {
  url: string;
  yaw: number;
  name: string;
}

/**
 * The markup of the web app's FlatPanorama (apps/web/src/features/vr/flat-panorama.tsx), styled
 * by the screen's stylesheet: three copies of the panorama side by side, the first shifted so
 * that the scene's initial view is in the middle of the screen.
 */
function flatPanoramaHtml({ url, yaw, name }: FlatPanorama): string {
  const image = (alt: string, priority = '') =>
    `<img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}"${priority} draggable="false">`;
  const start = flatPanoramaStart(yaw).toFixed(5);
  return `<div class="flat-panorama" data-testid="vr-flat" style="--start:${start}">${image(name, ' fetchpriority="high" elementtiming="vr-flat"')}${image('')}${image('')}</div>`;
}

/**
 * The page with the server's rendering in it: html attributes, title, bar colour, #root, the data
 * island, then start-app.js, which starts the entry scripts and the screen's `chunks`.
 */
function withRendering(page: string, rendered: RenderedPage, chunks: readonly string[]): string {
  const style = rendered.htmlStyle ? ` style="${escapeHtml(rendered.htmlStyle)}"` : '';
  // index.html's entry scripts and the preloads of the app's start leave the head: start-app.js
  // starts them, then the screen's chunks, once the screen's lead images are in.
  const entries: string[] = [];
  const starting: string[] = [];
  const withoutEntries = page
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g, (_, src) => {
      entries.push(src);
      return '';
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href) => {
      starting.push(href);
      return '';
    });
  const parts = rendered.parts?.length ? ` data-parts="${escapeHtml(rendered.parts.join(' '))}"` : '';
  const start = `<script defer src="/start-app.js" data-scripts="${escapeHtml(entries.join(' '))}" data-preloads="${escapeHtml([...new Set([...starting, ...chunks])].join(' '))}"></script>`;
  // Replaced by functions: a guide's text may hold `$&` or `$'`, which a replacement string expands.
  return (
    withoutEntries
      .replace(
        /<html[^>]*>/,
        () => `<html lang="${escapeHtml(rendered.lang)}" data-mantine-color-scheme="light"${style}>`,
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`)
      .replace(
        /(<meta name="theme-color" content=")[^"]*"/,
        (_, start) => `${start}${escapeHtml(rendered.themeColor)}"`,
      )
      // The app properties travel in the island: no second read of them.
      .replace(/<link rel="preload" href="\/api\/app-properties"[^>]*>/, '')
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root"${parts}>${rendered.html}</div><script type="application/json" id="${PAGE_DATA_ID}">${rendered.data}</script>${start}`,
      )
  );
}

/** Whether a regular file is at `filePath` (a missing one is not an error). */
export async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}
