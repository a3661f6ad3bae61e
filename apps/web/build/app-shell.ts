import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['workbox']>['manifestTransforms']>[number];

/** Static files that belong to the shell besides the JS/CSS the entry needs. */
const SHELL_STATIC =
  /^(index\.html|early-taps\.js|manifest\.webmanifest|favicon\.svg|icons\/.+\.png|assets\/.+\.woff2)$/;
/**
 * Modules loaded on demand that the shell needs offline: the UI catalogues (tiny; to start or
 * switch language offline) and the outbox sync, which the app loads as it starts and which sends
 * what a visit queued offline once the network returns. Left to the runtime cache, a visitor whose
 * cache was evicted would queue writes offline that no one sends.
 */
const OFFLINE_MODULE = /(packages\/i18n\/src\/(pt-BR|en|es|fr)|features\/progress\/outbox-sync)\.ts$/;

/**
 * Precache only the app shell: index.html, the entry chunk, the stages of the app's start and
 * everything they import statically (JS and CSS), the UI catalogues, the outbox sync, icons and
 * fonts. Route chunks, Leaflet, carousels and media are cached at runtime when first used, so the
 * service worker install stays small.
 */
export function appShell(): { plugin: Plugin; manifestTransform: ManifestTransform } {
  const shellFiles = new Set<string>();

  const plugin: Plugin = {
    name: 'percurso:app-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      shellFiles.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (shellFiles.has(fileName) || chunk?.type !== 'chunk') return;
        shellFiles.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) shellFiles.add(css);
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) shellFiles.add(asset);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.isEntry || OFFLINE_MODULE.test(chunk.facadeModuleId ?? '')) visit(chunk.fileName);
        // index.html's entry imports the stages of the app's start dynamically (main.tsx).
        if (chunk.isEntry) for (const stage of chunk.dynamicImports) visit(stage);
      }
    },
  };

  const manifestTransform: ManifestTransform = async (entries) => ({
    manifest: entries.filter((entry) => SHELL_STATIC.test(entry.url) || shellFiles.has(entry.url)),
    warnings: [],
  });

  return { plugin, manifestTransform };
}
