import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { WASM_PAGE_PATTERN } from '../../packages/shared/src/rules/wasm-pages.ts';
import { appShell } from './build/app-shell.ts';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';
import { runtimeCaching } from './build/runtime-caching.ts';
import { stableMantineIds } from './build/stable-mantine-ids.ts';
import { STARTING_CHUNKS, startingStages } from './build/starting-stages.ts';

/** The manager panel's screens (features/panel, features/panel-points): desktop tools, not the visit. */
const PANEL_MODULE = /\/src\/features\/panel(-points)?\//;
const isPanelChunk = (filename: string) => /(^|\/)panel-[^/]*$/.test(filename);

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * React Router 7's package exports name its development build only (remix-run/react-router#14102,
 * open): a production bundle carried its warnings and their checks. A build takes the production
 * one, which the package ships beside it; the dev server keeps the development one.
 */
const REACT_ROUTER_PRODUCTION = {
  find: /^react-router$/,
  replacement: fileURLToPath(import.meta.resolve('react-router')).replace(
    /([\\/]dist[\\/])development([\\/])/,
    '$1production$2',
  ),
};
const shell = appShell();

/**
 * `vite build --ssr src/entry-server.tsx` (the second step of `npm run build`): the landing pages'
 * server rendering, into dist-ssr/ beside dist/ (never served, never precached), with every
 * dependency bundled in so the server needs none of the web app's packages.
 */
const ssrBuild: UserConfig = {
  // The PWA plugin disabled: no service worker, but its registration module (UpdatePrompt's, a lazy
  // chunk renderToString starts loading) resolves.
  plugins: [react(), stableMantineIds(), VitePWA({ disable: true, registerType: 'prompt', injectRegister: false })],
  // Production React on the server whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { dedupe: ['react-is'], alias: [REACT_ROUTER_PRODUCTION] },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-ssr',
    target: 'node20',
    emptyOutDir: true,
    copyPublicDir: false,
  },
};

export default defineConfig(({ command, isSsrBuild }) => {
  if (isSsrBuild) return ssrBuild;
  return command === 'build'
    ? { ...clientBuild, resolve: { ...clientBuild.resolve, alias: [REACT_ROUTER_PRODUCTION] } }
    : clientBuild;
});

const clientBuild: UserConfig = {
  plugins: [
    react(),
    stableMantineIds(),
    shell.plugin,
    startingStages(),
    routePreloads(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        name: 'Percurso',
        short_name: 'Percurso',
        description: 'Guias de visitação autoguiada para museus e lugares turísticos.',
        lang: 'pt-BR',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#6C4CE0',
        background_color: '#F7F5FD',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{html,js,css,png,svg,woff2,webmanifest}'],
        manifestTransforms: [shell.manifestTransform],
        navigateFallback: 'index.html',
        // The 3D viewer's pages come from the server, whose CSP for them allows WebAssembly.
        navigateFallbackDenylist: [/^\/(api|media|healthz|livez|readyz|metrics)(\/|$)/, WASM_PAGE_PATTERN],
        cleanupOutdatedCaches: true,
        runtimeCaching,
      },
    }),
    // .br and .gz beside each text file of the build, sent as they are by the server.
    precompress(),
  ],
  // recharts (the panel's dashboards) needs the react-is of our React 19; npm hoists an older one.
  resolve: { dedupe: ['react-is'] },
  server: {
    proxy: { '/api': API_ORIGIN, '/media': API_ORIGIN },
  },
  preview: {
    proxy: { '/api': API_ORIGIN, '/media': API_ORIGIN },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: what each chunk imports, for the initial-JS budget (scripts/initial-js-budget.mjs).
    manifest: true,
    target: 'es2022',
    modulePreload: {
      // The entry carries, for each lazy screen, the list of chunks to fetch with it: 300 hashed
      // names, 4 KiB gzip of the visitor's first paint. The panel's screens keep only their CSS
      // there (a screen without its styles would flash unstyled); their scripts' imports are found
      // by the browser when the screen's chunk arrives, one round trip later, on a manager's desk.
      resolveDependencies: (filename, deps) =>
        isPanelChunk(filename) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      // start.tsx, the app's last stage, is an entry too: what it imports statically is `$initial`.
      input: { index: 'index.html', start: 'src/start.tsx' },
      output: {
        // Panel screens are named `panel-…`, so modulePreload can tell them apart.
        chunkFileNames: (chunk) =>
          PANEL_MODULE.test(chunk.facadeModuleId ?? '') ? 'assets/panel-[name]-[hash].js' : 'assets/[name]-[hash].js',
        // What the entry needs ships in a few chunks, instead of dozens of tiny shared ones (fewer
        // requests on a slow phone), one per stage of the app's start (main.tsx): each is evaluated
        // in a task of its own. Lazy screens stay separate.
        codeSplitting: { groups: STARTING_CHUNKS },
      },
    },
  },
};
