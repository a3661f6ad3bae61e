// The server's rendering of a landing page (/index, a guide, a guide with ?point=): built by
// `vite build --ssr` into dist-ssr/ and loaded by the server at run time (features/web), so the
// first screen is in the HTML instead of waiting for the scripts (docs/decisions/0025-server-rendered-landing-pages.md).
import { MantineProvider } from '@mantine/core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@percurso/i18n';
import { en } from '@percurso/i18n/en';
import { es } from '@percurso/i18n/es';
import { fr } from '@percurso/i18n/fr';
import { ptBR } from '@percurso/i18n/pt-BR';
import { BRAND_COLORS, localize, toLanguage } from '@percurso/shared';
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
import { PATHS } from './app/guard/routes.ts';
import { guideThemeVariables } from './app/guide-theme.ts';
import { DrawnSettingsContext } from './app/preference-cookies.ts';
import { appRoutes } from './app/router.tsx';
import { cssVariablesResolver, theme } from './app/theme.ts';
import { preloadPointView } from './features/point/index.ts';
import { rootFontSize } from './features/settings/text-size.ts';

export { PAGE_DATA_ID } from './api/page-data.ts';

const CATALOGUES = { 'pt-BR': ptBR, en, es, fr };
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

/** The reads a landing page's first screen is drawn from, by API path, with their queries. */
function firstQueries(url: URL) {
  const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const reads: Array<{ path: string; queryKey: readonly unknown[] }> = [
    { path: readPaths.appProperties(), queryKey: queries.appProperties().queryKey },
  ];
  if (url.pathname === PATHS.guideSelection) {
    const search = url.searchParams.get('q') ?? '';
    reads.push({ path: readPaths.guides(search), queryKey: queries.guides(search).queryKey });
    return reads;
  }
  const name = segments.length === 2 && segments[0] === 'guia' ? segments[1] : segments[0];
  if (!name) return reads;
  reads.push({ path: readPaths.guideByName(name), queryKey: queries.guideByName(name).queryKey });
  const point = url.searchParams.get('point');
  if (point) reads.push({ path: readPaths.point(point), queryKey: queries.point(point).queryKey });
  return reads;
}

/** The API paths the server answers (in-process) before rendering `href`. */
export function firstReads(href: string): string[] {
  return firstQueries(new URL(href)).map((read) => read.path);
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
}

/**
 * Renders the first screen of `href` from the reads the server answered (`reads`, by API path).
 * Undefined when the guard would send the visitor elsewhere or a read is missing: the page then
 * goes out unrendered, and the app in the browser does what it always did.
 */
export async function render(
  href: string,
  reads: Record<string, unknown>,
  { pointSheet = false, lang = DEFAULT_LOCALE, textSize = 0, tutorials = null }: RenderOptions = {},
): Promise<RenderedPage | undefined> {
  await ready;
  const url = new URL(href);
  const queryClient = createQueryClient();
  // Nothing is fetched here: a read the server did not answer fails at once, not after retries.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const pageReads: PageRead[] = [];
  for (const { path, queryKey } of firstQueries(url)) {
    if (!(path in reads)) return undefined;
    queryClient.setQueryData(queryKey, reads[path]);
    pageReads.push({ queryKey, data: reads[path] });
  }
  const drawn = new URL(url);
  if (pointSheet && url.searchParams.has('point')) await preloadPointView();
  else drawn.searchParams.delete('point');
  const handler = createStaticHandler(appRoutes(queryClient));
  const context = await handler.query(new Request(drawn));
  if (context instanceof Response || context.errors) return undefined;
  // The handler's routes: their lazy screens are loaded now.
  const router = createStaticRouter(handler.dataRoutes, context);
  // Its own instance per page (sharing the catalogues): pages in other languages may render at once.
  const i18n = i18next.cloneInstance({ lng: lang });
  const tree = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
          <QueryClientProvider client={queryClient}>
            {/* The stores' server snapshots: this visitor's settings (their cookies). */}
            <DrawnSettingsContext.Provider value={{ textSize, tutorials }}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </DrawnSettingsContext.Provider>
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>
    </StrictMode>
  );
  // Every lazy part of the screen is waited for: renderToString would leave one not loaded yet to
  // the browser, which hydration reports as an error. Each part stays in place (a part moved to the
  // end of the page would come with an inline script, which script-src 'self' refuses).
  const { prelude } = await prerender(tree, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
  });
  const html = await new Response(prelude).text();
  const guideName = (context.loaderData.root as GuardData | undefined)?.guideName;
  const guide = guideName ? queryClient.getQueryData(queries.guideByName(guideName).queryKey)?.guide : undefined;
  const fontSize = rootFontSize(textSize);
  const variables = {
    ...(guide ? guideThemeVariables(guide.theme) : {}),
    ...(fontSize ? { 'font-size': fontSize } : {}),
  };
  return {
    html,
    title: guide ? localize(guide.name, toLanguage(lang)) : i18n.t('common.app_name'),
    lang,
    htmlStyle: Object.entries(variables)
      .map(([name, value]) => `${name}:${value}`)
      .join(';'),
    themeColor: guide?.theme.toolBarColor ?? BRAND_COLORS.primary,
    // `<` escaped, so no text in a guide can close the island's <script> element.
    data: JSON.stringify(pageReads).replace(/</g, '\\u003c'),
  };
}
