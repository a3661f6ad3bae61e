import type { Plugin } from 'vite';

/**
 * The pages a visitor lands on from outside (a link, a search, a printed QR code), with the
 * modules the router loads for them and the data that screen reads first.
 */
const LANDING_SCREENS = {
  /** `/` and `/index`: the guide list. */
  guideList: { modules: ['src/features/guide-selection/guide-selection-route.tsx'], data: ['/api/guides'] },
  /** `/{guideName}`: a guide (and its points, `?point=`); `{name}` is the path segment as typed. */
  guide: { modules: ['src/features/guide/guide-route.tsx'], data: ['/api/guides/by-name/{name}'] },
  /**
   * `/rvScene/{pointId}`: a point's 360° scene (a shared link, a reload): the routes' chunk, the
   * screen and its words; `{name}` is the point id; then (`later`) the viewer, three.js, 200 KiB,
   * which the screen does not wait for: it draws the first panorama flat before the sphere.
   */
  scene360: {
    modules: ['src/features/vr/vr-routes.ts', 'src/features/vr/rv-scene-route.tsx', 'packages/i18n/src/vr/pt-BR.ts'],
    later: ['src/features/vr/scene-viewer.tsx'],
    data: ['/api/points/{name}'],
  },
  /** A guide opened on a point (`?point=`): the point's sheet, a lazy chunk of the guide page. */
  point: { modules: ['src/features/point/point-view.tsx'], data: [] },
  /** `/roteiros`: the road maps, and the road-map screens' words. */
  roadMaps: {
    modules: ['src/features/road-maps/road-map-list-route.tsx', 'packages/i18n/src/road-maps/pt-BR.ts'],
    data: ['/api/road-maps'],
  },
  /** `/roteiro/{name}`: a road map. */
  roadMap: {
    modules: ['src/features/road-maps/road-map-route.tsx', 'packages/i18n/src/road-maps/pt-BR.ts'],
    data: ['/api/road-maps/by-name/{name}'],
  },
  /** `/fav/{id}`: a shared favourite route, drawn as its guide's page (whose read needs the route's answer first). */
  favourite: {
    modules: ['src/features/guide/favourite-route.tsx', 'packages/i18n/src/favourites/pt-BR.ts'],
    data: ['/api/favourite-routes/{name}'],
  },
  /** `/Rewards`: the visitor's rewards (their session's read: not preloaded). */
  rewards: { modules: ['src/features/engagement/rewards-route.tsx'], data: [] },
  /** `/rating`: what the visitor can rate, starting from the guide list. */
  rating: { modules: ['src/features/ratings/rating-route.tsx'], data: ['/api/guides'] },
  /** The static pages. */
  terms: { modules: ['src/features/static-pages/terms-route.tsx'], data: [] },
  privacy: { modules: ['src/features/static-pages/privacy-route.tsx'], data: [] },
  /** `/dadosinvalidos`, which the server draws (as a 404) for an unknown road map, route or scene. */
  invalidData: { modules: ['src/features/static-pages/invalid-data-route.tsx'], data: [] },
} as const;

/**
 * The lazy parts a server-drawn screen can hold (names of app/preloadable.tsx): the server names
 * those it drew, and the page carries their styles (they paint with it) and starts their chunks
 * (the browser loads them before hydrating).
 */
export const DRAWN_PARTS = {
  'point-view': 'src/features/point/point-view.tsx',
  'image-carousel': 'src/ui/image-carousel.tsx',
  'video-player': 'src/features/point/video-player.tsx',
  'view-360-link': 'src/features/vr/view-360-link.tsx',
  'point-formats': 'src/features/point/point-formats.tsx',
  'technical-sheet': 'src/features/point/technical-sheet.tsx',
} as const;

/** The catalogue a first visit starts in (DEFAULT_LOCALE: no language is stored yet). */
const DEFAULT_CATALOGUE = /packages\/i18n\/src\/pt-BR\.ts$/;
/** A pt-BR catalogue (the visitor's, or a screen's own: `vr/pt-BR.ts`), its folder captured. */
const PT_BR_CATALOGUE = /(packages\/i18n\/src\/(?:[a-z-]+\/)?)pt-BR\.ts$/;
const OTHER_LOCALES = ['en', 'es', 'fr'] as const;

export type LandingScreen = keyof typeof LANDING_SCREENS;

/**
 * For each pt-BR catalogue chunk (by URL), the same catalogue's chunk in the other locales: the
 * server preloads the visitor's language (its cookie) instead of pt-BR's.
 */
export type CatalogueChunks = Record<string, Partial<Record<(typeof OTHER_LOCALES)[number], string>>>;

/** What `dist/route-preloads.json` holds per landing screen: read by the server (features/web). */
export interface RoutePreload {
  /** Chunks the screen needs beyond the entry's (modulepreload), in load order. */
  scripts: string[];
  styles: string[];
  /** API reads the screen starts with (preload as fetch); `{name}` filled by the server. */
  data: readonly string[];
  /**
   * Chunks the screen loads once it shows, beyond `scripts`: preloaded after them (the browser
   * sends requests in the page's order). Not at low priority: Chromium then holds them until the
   * page is idle, and the 360° viewer came 1.5 s later (bench:vr).
   */
  later: string[];
}

/** What `dist/route-preloads.json` holds per drawn part. */
export interface PartPreload {
  /** The part's chunk and what it imports, beyond the entry's. */
  scripts: string[];
  styles: string[];
}

/**
 * Writes `route-preloads.json`: for each landing screen, its chunk and every chunk it imports
 * statically (the entry's own left out: index.html loads those), its CSS, and the pt-BR catalogue
 * a first visit renders in. The server puts
 * them in the page as `<link rel=modulepreload>` with the screen's first API read, so a first
 * visit fetches all of it at once, while the entry script is still downloading, instead of
 * discovering the route chunk, then its imports, then the data, one round trip after another.
 */
export function routePreloads(): Plugin {
  return {
    name: 'percurso:route-preloads',
    apply: 'build',
    // After Vite's CSS plugin has dropped the chunks that only carried CSS (Tabs, Progress…):
    // listed before that, they were preloaded and answered 404 on every guide page.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const inEntry = new Set<string>();
      const entryCss = new Set<string>();
      const collect = (fileName: string, into: Set<string>, css: Set<string>) => {
        const chunk = bundle[fileName];
        if (into.has(fileName) || chunk?.type !== 'chunk') return;
        into.add(fileName);
        // What a chunk imports is styled first, as Vite's loader orders them: a screen's own rules
        // (the sheet's coloured header) come after the components' they restyle (Mantine's Drawer).
        for (const imported of chunk.imports) collect(imported, into, css);
        for (const style of chunk.viteMetadata?.importedCss ?? []) css.add(style);
      };
      // What index.html loads (the entry and the stages of the app's start it preloads, with their
      // imports and styles) is loaded already: no screen lists it again.
      const html = bundle['index.html'];
      const page = html?.type === 'asset' ? String(html.source) : '';
      for (const [, src] of page.matchAll(
        /<(?:script type="module"|link rel="modulepreload")[^>]* (?:src|href)="\/([^"]+\.js)"/g,
      ))
        if (src) collect(src, inEntry, entryCss);
      // By now Vite has moved the entry's CSS into index.html's <link>s: those are loaded already.
      for (const [, href] of page.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g))
        if (href) entryCss.add(href);

      const catalogue = chunks.find((chunk) => DEFAULT_CATALOGUE.test(chunk.facadeModuleId ?? ''));
      if (!catalogue) this.error('route-preloads: no chunk for the pt-BR catalogue');
      const preloads: Partial<Record<LandingScreen, RoutePreload>> = {};
      const chunkOf = (module: string) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
        if (!chunk) this.error(`route-preloads: no chunk for ${module} (moved? update LANDING_SCREENS or DRAWN_PARTS)`);
        return chunk;
      };
      for (const [screen, landing] of Object.entries(LANDING_SCREENS) as [
        LandingScreen,
        (typeof LANDING_SCREENS)[LandingScreen],
      ][]) {
        const files = new Set<string>();
        const css = new Set<string>();
        for (const module of landing.modules) collect(chunkOf(module).fileName, files, css);
        const later = new Set<string>();
        for (const module of 'later' in landing ? landing.later : [])
          collect(chunkOf(module).fileName, later, new Set());
        preloads[screen] = {
          scripts: [...files, catalogue.fileName].filter((file) => !inEntry.has(file)).map((file) => `/${file}`),
          styles: [...css].filter((file) => !entryCss.has(file)).map((file) => `/${file}`),
          data: landing.data,
          later: [...later].filter((file) => !inEntry.has(file) && !files.has(file)).map((file) => `/${file}`),
        };
      }
      const parts: Record<string, PartPreload> = {};
      for (const [name, module] of Object.entries(DRAWN_PARTS)) {
        const files = new Set<string>();
        const css = new Set<string>();
        collect(chunkOf(module).fileName, files, css);
        parts[name] = {
          scripts: [...files].filter((file) => !inEntry.has(file)).map((file) => `/${file}`),
          styles: [...css].filter((file) => !entryCss.has(file)).map((file) => `/${file}`),
        };
      }
      const catalogues: CatalogueChunks = {};
      for (const chunk of chunks) {
        const folder = PT_BR_CATALOGUE.exec(chunk.facadeModuleId ?? '')?.[1];
        if (!folder) continue;
        catalogues[`/${chunk.fileName}`] = Object.fromEntries(
          OTHER_LOCALES.flatMap((locale) => {
            const other = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`${folder}${locale}.ts`));
            return other ? [[locale, `/${other.fileName}`]] : [];
          }),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify({ ...preloads, parts, catalogues }, null, 2),
      });
    },
  };
}
