import type { Plugin, Rolldown } from 'vite';

/**
 * The chunks of the app's start, one per stage. main.tsx imports each stage in a task of its own:
 * evaluated at once they were one task of ~0.4 s on a 4×-throttled phone (decision 0025, amendment
 * "the app's start in stages"). The entry's own modules (main.tsx, the first screen's stylesheets)
 * stay in index.html's chunk, which imports only Vite's preload helper; the app's modules
 * (`$initial`: start.tsx, an entry of the build, and what it imports statically) go in `shell`.
 * A higher priority takes a module first.
 */
export const STARTING_CHUNKS = [
  { name: 'preload-helper', test: /vite[\\/](preload-helper|modulepreload-polyfill)/, priority: 3 },
  {
    name: 'react',
    test: scripts(/node_modules[\\/](react|react-dom|scheduler)[\\/]/),
    tags: ['$initial'],
    priority: 2,
  },
  {
    name: 'router',
    test: scripts(/node_modules[\\/](react-router|@tanstack[\\/][^\\/]+|i18next|react-i18next|cookie)[\\/]/),
    tags: ['$initial'],
    priority: 2,
  },
  { name: 'libraries', test: scripts(/node_modules[\\/]/), tags: ['$initial'], priority: 1 },
  { name: 'shell', test: scripts(/./), tags: ['$initial'] },
] satisfies Rolldown.CodeSplittingGroup[];

/**
 * The modules matching `pattern` but the entry's own: main.tsx and the stylesheets it imports
 * (index.html links them; their empty modules in a stage's chunk would make the entry import it).
 */
function scripts(pattern: RegExp) {
  return (id: string) => pattern.test(id) && !ENTRY_OWN.test(id);
}
const ENTRY_OWN = /([\\/]src[\\/](main\.tsx|app[\\/]styles\.ts)|[\\/]index\.html|\.css)$/;

/**
 * index.html preloads every stage's chunks with its entry (Vite lists only the entry's static
 * imports): imported one after the other, each stage would wait for the previous one's download.
 * Their stylesheets are linked there too, as the entry's are (the first paint needs the app's).
 * A page the server draws moves the preloads into start-app.js's list (features/web/landing-page.ts).
 */
export function startingStages(): Plugin {
  return {
    name: 'percurso:starting-stages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { chunk, bundle }) {
        if (!chunk || !bundle) return;
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const collect = (fileName: string) => {
          const imported = bundle[fileName];
          if (scripts.has(fileName) || imported?.type !== 'chunk') return;
          scripts.add(fileName);
          for (const next of imported.imports) collect(next);
          for (const style of imported.viteMetadata?.importedCss ?? []) styles.add(style);
        };
        collect(chunk.fileName);
        const linked = new Set([...scripts, ...styles]);
        for (const stage of chunk.dynamicImports) collect(stage);
        const tag = (rel: string, fileName: string) => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        });
        return [
          ...[...scripts].filter((fileName) => !linked.has(fileName)).map((fileName) => tag('modulepreload', fileName)),
          ...[...styles].filter((fileName) => !linked.has(fileName)).map((fileName) => tag('stylesheet', fileName)),
        ];
      },
    },
  };
}
