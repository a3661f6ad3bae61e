import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['workbox']>['manifestTransforms']>[number];

/** Static files that belong to the shell besides the JS/CSS the entry needs. */
const SHELL_STATIC = /^(index\.html|manifest\.webmanifest|favicon\.svg|icons\/.+\.png|assets\/.+\.woff2)$/;
/** The UI catalogues, each loaded on demand: tiny, and needed to start or switch language offline. */
const CATALOGUE_MODULE = /packages\/i18n\/src\/(pt-BR|en|es|fr)\.ts$/;

/**
 * Precache only the app shell: index.html, the entry chunk and everything it imports statically
 * (JS and CSS), the UI catalogues, icons and fonts. Route chunks, Leaflet, carousels and media are
 * cached at runtime when first used, so the service worker install stays small.
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
        if (chunk.isEntry || CATALOGUE_MODULE.test(chunk.facadeModuleId ?? '')) visit(chunk.fileName);
      }
    },
  };

  const manifestTransform: ManifestTransform = async (entries) => ({
    manifest: entries.filter((entry) => SHELL_STATIC.test(entry.url) || shellFiles.has(entry.url)),
    warnings: [],
  });

  return { plugin, manifestTransform };
}
