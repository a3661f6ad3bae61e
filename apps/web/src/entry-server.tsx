// The server's rendering of a landing page (/index, a guide, a guide with ?point=): built by
// `vite build --ssr` into dist-ssr/ and loaded by the server at run time (features/web), so the
// first screen is in the HTML instead of waiting for the scripts (docs/decisions/0025-server-rendered-landing-pages.md).
import { MantineProvider } from '@mantine/core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@percurso/i18n';
import { en } from '@percurso/i18n/en';
import { es } from '@percurso/i18n/es';
import { enFavourites } from '@percurso/i18n/favourites/en';
import { esFavourites } from '@percurso/i18n/favourites/es';
import { frFavourites } from '@percurso/i18n/favourites/fr';
import { ptBRFavourites } from '@percurso/i18n/favourites/pt-BR';
import { enFormats } from '@percurso/i18n/formats/en';
import { esFormats } from '@percurso/i18n/formats/es';
import { frFormats } from '@percurso/i18n/formats/fr';
import { ptBRFormats } from '@percurso/i18n/formats/pt-BR';
import { fr } from '@percurso/i18n/fr';
import { enLegal } from '@percurso/i18n/legal/en';
import { esLegal } from '@percurso/i18n/legal/es';
import { frLegal } from '@percurso/i18n/legal/fr';
import { ptBRLegal } from '@percurso/i18n/legal/pt-BR';
import { ptBR } from '@percurso/i18n/pt-BR';
import { enRoadMaps } from '@percurso/i18n/road-maps/en';
import { esRoadMaps } from '@percurso/i18n/road-maps/es';
import { frRoadMaps } from '@percurso/i18n/road-maps/fr';
import { ptBRRoadMaps } from '@percurso/i18n/road-maps/pt-BR';
import { enTechnicalSheet } from '@percurso/i18n/technical-sheet/en';
import { esTechnicalSheet } from '@percurso/i18n/technical-sheet/es';
import { frTechnicalSheet } from '@percurso/i18n/technical-sheet/fr';
import { ptBRTechnicalSheet } from '@percurso/i18n/technical-sheet/pt-BR';
import { enVr } from '@percurso/i18n/vr/en';
import { esVr } from '@percurso/i18n/vr/es';
import { frVr } from '@percurso/i18n/vr/fr';
import { ptBRVr } from '@percurso/i18n/vr/pt-BR';
import { BRAND_COLORS, type SharedFavouriteRoute, toLanguage } from '@percurso/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { readPaths } from './api/endpoints.ts';
import type { PageRead } from './api/page-data.ts';
import { queries } from './api/queries.ts';
import { createQueryClient } from './api/query-client.ts';
import type { GuardData } from './app/guard/guard-loader.ts';
import { PATHS, RESERVED_SEGMENTS } from './app/guard/routes.ts';
import { guideThemeVariables } from './app/guide-theme.ts';
import { DrawnSettingsContext } from './app/preference-cookies.ts';
import { DrawnPartsContext } from './app/preloadable.tsx';
import { appRoutes } from './app/router.tsx';
import { ServerSanitizerContext } from './app/server-sanitizer.ts';
import { cssVariablesResolver, theme } from './app/theme.ts';
import { SessionProvider, sessionQuery } from './features/account/index.ts';
import { engagementPath, engagementQuery, guideByIdQuery } from './features/engagement/engagement-api.ts';
import { preloadPointView } from './features/point/index.ts';
import { rootFontSize } from './features/settings/text-size.ts';
import { pageTitle } from './page-title.ts';

export { PAGE_DATA_ID } from './api/page-data.ts';

// The screens' own catalogues (chunks of their own in the browser) are all here from the start: a
// page in any language finds its words, and the screens' loaders find them loaded.
const CATALOGUES = {
  'pt-BR': {
    ...ptBR,
    ...ptBRRoadMaps,
    ...ptBRFavourites,
    ...ptBRVr,
    ...ptBRLegal,
    ...ptBRFormats,
    ...ptBRTechnicalSheet,
  },
  en: { ...en, ...enRoadMaps, ...enFavourites, ...enVr, ...enLegal, ...enFormats, ...enTechnicalSheet },
  es: { ...es, ...esRoadMaps, ...esFavourites, ...esVr, ...esLegal, ...esFormats, ...esTechnicalSheet },
  fr: { ...fr, ...frRoadMaps, ...frFavourites, ...frVr, ...frLegal, ...frFormats, ...frTechnicalSheet },
};
const ready = i18next.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  resources: Object.fromEntries(
    Object.entries(CATALOGUES).map(([locale, catalogue]) => [locale, { translation: catalogue }]),
  ),
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/** A part of the page that is not ready by then is left to the browser. */
const RENDER_TIMEOUT_MS = 2000;

/**
 * One read a landing page's first screen is drawn from: its API path and its query. Missing, the
 * page is not drawn, unless `ifMissing` says otherwise: the route's own record (an unknown id) is
 * drawn as the not-found screen; a visitor's own read (their rewards, a session the server does not
 * see) leaves that part in its loading state, which the app fills in.
 */
interface FirstRead {
  path: string;
  queryKey: readonly unknown[];
  ifMissing?: 'not-found' | 'pending';
}

/** The landing routes the server draws (besides a guide: a single segment, or `guia/{name}`), by first segment. */
function firstQueries(url: URL, answered: Record<string, unknown>): FirstRead[] {
  const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const reads: FirstRead[] = [{ path: readPaths.appProperties(), queryKey: queries.appProperties().queryKey }];
  const add = (path: string, queryKey: readonly unknown[], ifMissing?: FirstRead['ifMissing']) =>
    reads.push({ path, queryKey, ifMissing });
  const [first = '', id = ''] = segments;
  const one = segments.length === 1;
  const withId = segments.length === 2 && id !== '';
  switch (first.toLowerCase()) {
    case 'index': {
      const search = url.searchParams.get('q') ?? '';
      add(readPaths.guides(search), queries.guides(search).queryKey);
      return reads;
    }
    case 'roteiros':
      if (one) add(readPaths.roadMaps(), queries.roadMaps().queryKey);
      return reads;
    case 'roteiro':
      if (withId) add(readPaths.roadMapByName(id), queries.roadMapByName(id).queryKey, 'not-found');
      return reads;
    case 'rvscene':
      if (withId) add(readPaths.point(id), queries.point(id).queryKey, 'not-found');
      return reads;
    case 'fav': {
      if (!withId) return reads;
      // The shared route names its guide: read once the route has answered (the server asks again).
      add(readPaths.favouriteRoute(id), queries.favouriteRoute(id).queryKey, 'not-found');
      const shared = answered[readPaths.favouriteRoute(id)] as SharedFavouriteRoute | undefined;
      if (shared) add(readPaths.guideByName(shared.guideName), queries.guideByName(shared.guideName).queryKey);
      return reads;
    }
    case 'rewards': {
      // The visitor's rewards follow their session cookie; without one the page shows its frame.
      const guideId = url.searchParams.get('guide') ?? undefined;
      add(engagementPath(guideId), engagementQuery(guideId).queryKey, 'pending');
      if (guideId) add(readPaths.guide(guideId), guideByIdQuery(guideId).queryKey, 'pending');
      return reads;
    }
    case 'rating': {
      add(readPaths.guides(''), queries.guides('').queryKey);
      const guideName = url.searchParams.get('guia');
      if (guideName) add(readPaths.guideByName(guideName), queries.guideByName(guideName).queryKey, 'pending');
      return reads;
    }
  }
  // The static pages (and the not-found screen) read nothing more; other screens are not guides.
  if (RESERVED_SEGMENTS.has(first.toLowerCase())) return reads;
  const name = segments.length === 2 && first === 'guia' ? id : one ? first : '';
  if (!name) return reads;
  add(readPaths.guideByName(name), queries.guideByName(name).queryKey);
  const point = url.searchParams.get('point');
  if (point) add(readPaths.point(point), queries.point(point).queryKey);
  return reads;
}

/**
 * The API paths the server answers (in-process) before rendering `href`. Asked again with the
 * reads answered so far, it may name more (a shared route's guide): the server stops when it
 * names nothing new.
 */
export function firstReads(href: string, answered: Record<string, unknown> = {}): string[] {
  return firstQueries(new URL(href), answered).map((read) => read.path);
}

export interface RenderedPage {
  /** The first screen's markup, for `<div id="root">`. */
  html: string;
  title: string;
  lang: Locale;
  /** `style` of `<html>`: a guide's colours, as the app sets them (app/guide-theme.ts). */
  htmlStyle: string;
  themeColor: string;
  /** The reads the page was drawn from, as JSON for a `<script type="application/json">` island. */
  data: string;
  /** The lazy parts the screen drew (app/preloadable.tsx): the browser loads them before hydrating. */
  parts: string[];
  /** 404 when the route's record is unknown (the not-found screen is drawn); else 200. */
  status: number;
}

export interface RenderOptions {
  /**
   * A guide opened on a point (`?point=`) is drawn with the point's sheet over it: a phone's
   * full-screen sheet, so only for phones (the server tells by the user agent). Otherwise the page
   * is drawn without it and the app opens it.
   */
  pointSheet?: boolean;
  /** The visitor's locale (the app's cookie, read by the server): pt-BR, a first visit's, when absent. */
  lang?: Locale;
  /** The visitor's text size offset (the app's cookie): the page's root font size. */
  textSize?: number;
  /** The tutorials the visitor has seen (the app's cookie, a JSON list): no first-visit dialog for them. */
  tutorials?: string | null;
  /** The content format the visitor chose (the app's cookie): a point's sheet opens in it. */
  format?: string | null;
  /** The point the format choice was offered on (the app's cookie): the offer is drawn there only. */
  formatOffered?: string | null;
  /** The usage tracking choice (the app's cookie, `off` or none): the privacy switch is drawn as it is. */
  tracking?: string | null;
  /** The request has no session cookie: the page is drawn for a visitor without one, and carries that answer. */
  noSession?: boolean;
  /**
   * Loads the server's rich text sanitiser (DOMPurify over jsdom, with the browser's settings:
   * apps/server features/web/rich-text.ts), asked for when the page draws rich text (a point's
   * sheet). Without it such a page is not drawn.
   */
  sanitizer?: () => Promise<(html: string) => string>;
}

/**
 * Renders the first screen of `href` from the reads the server answered (`reads`, by API path).
 * Undefined when the guard would send the visitor elsewhere or a read is missing: the page then
 * goes out unrendered, and the app in the browser does what it always did.
 */
export async function render(
  href: string,
  reads: Record<string, unknown>,
  {
    pointSheet = false,
    lang = DEFAULT_LOCALE,
    textSize = 0,
    tutorials = null,
    format = null,
    formatOffered = null,
    tracking = null,
    noSession = false,
    sanitizer,
  }: RenderOptions = {},
): Promise<RenderedPage | undefined> {
  await ready;
  const url = new URL(href);
  const queryClient = createQueryClient();
  // Nothing is fetched here: a read the server did not answer fails at once, not after retries.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const pageReads: PageRead[] = [];
  for (const { path, queryKey, ifMissing } of firstQueries(url, reads)) {
    if (reads[path] === undefined) {
      if (ifMissing === 'pending') continue;
      // An unknown road map, favourite route or 360° scene: the screen the app would lead to, as a 404.
      if (ifMissing === 'not-found' && url.pathname !== PATHS.invalidData) {
        const page = await render(new URL(PATHS.invalidData, url).href, reads, {
          lang,
          textSize,
          tutorials,
          format,
          formatOffered,
          tracking,
          noSession,
        });
        return page && { ...page, status: 404 };
      }
      return undefined;
    }
    queryClient.setQueryData(queryKey, reads[path]);
    pageReads.push({ queryKey, data: reads[path] });
  }
  // A first visit's session is known without asking: there is none. The screens are drawn for it,
  // and the app hydrates with the same answer instead of asking and drawing them again.
  if (noSession) {
    const { queryKey } = sessionQuery();
    queryClient.setQueryData(queryKey, null);
    pageReads.push({ queryKey, data: null });
  }
  const drawn = new URL(url);
  // The point's sheet carries its rich text: the server's sanitiser is loaded with the sheet's chunk.
  let sanitize: ((html: string) => string) | null = null;
  if (pointSheet && url.searchParams.has('point')) {
    if (!sanitizer) return undefined;
    [, sanitize] = await Promise.all([preloadPointView(), sanitizer()]);
  } else drawn.searchParams.delete('point');
  const handler = createStaticHandler(appRoutes(queryClient));
  const context = await handler.query(new Request(drawn));
  if (context instanceof Response || context.errors) return undefined;
  // The handler's routes: their lazy screens are loaded now.
  const router = createStaticRouter(handler.dataRoutes, context);
  // Its own instance per page (sharing the catalogues): pages in other languages may render at once.
  const i18n = i18next.cloneInstance({ lng: lang });
  const drawnParts = new Set<string>();
  const tree = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
          <QueryClientProvider client={queryClient}>
            {/* The stores' server snapshots: this visitor's settings (their cookies). */}
            <DrawnSettingsContext.Provider value={{ textSize, tutorials, format, formatOffered, tracking }}>
              <DrawnPartsContext.Provider value={drawnParts}>
                <ServerSanitizerContext.Provider value={sanitize}>
                  <SessionProvider>
                    <StaticRouterProvider router={router} context={context} hydrate={false} />
                  </SessionProvider>
                </ServerSanitizerContext.Provider>
              </DrawnPartsContext.Provider>
            </DrawnSettingsContext.Provider>
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>
    </StrictMode>
  );
  // Every lazy part of the screen is waited for: renderToString would leave one not loaded yet to
  // the browser, which hydration reports as an error. Each part stays in place (a part moved to the
  // end of the page would come with an inline script, which script-src 'self' refuses).
  // A part that throws is not left to the browser either: the page goes out unrendered.
  const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  const failures: unknown[] = [];
  const { prelude } = await prerender(tree, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal,
    onError: (error) => {
      if (!signal.aborted) failures.push(error);
    },
  });
  const html = await new Response(prelude).text();
  if (failures.length > 0) throw failures[0];
  const guideName = (context.loaderData.root as GuardData | undefined)?.guideName;
  const guide = guideName ? queryClient.getQueryData(queries.guideByName(guideName).queryKey)?.guide : undefined;
  const fontSize = rootFontSize(textSize);
  const variables = {
    ...(guide ? guideThemeVariables(guide.theme) : {}),
    ...(fontSize ? { 'font-size': fontSize } : {}),
  };
  return {
    html,
    title: pageTitle(url.pathname, context.matches.at(-1)?.params ?? {}, {
      guide,
      queryClient,
      t: i18n.t,
      language: toLanguage(lang),
    }),
    lang,
    htmlStyle: Object.entries(variables)
      .map(([name, value]) => `${name}:${value}`)
      .join(';'),
    themeColor: guide?.theme.toolBarColor ?? BRAND_COLORS.primary,
    // `<` escaped, so no text in a guide can close the island's <script> element.
    data: JSON.stringify(pageReads).replace(/</g, '\\u003c'),
    parts: [...drawnParts],
    status: 200,
  };
}
