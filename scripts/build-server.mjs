// Bundles the server (apps/server/src, with @percurso/shared, @percurso/i18n and the pure-JavaScript
// dependencies) into one JavaScript file per entry point with esbuild. A restart then reads one
// file instead of about a thousand modules (issue 27: a restart with nothing changed within 2 s).
// Used by `npm start` (a cached bundle in apps/server/dist, scripts/setup.mjs) and by
// `npm run release` (the release's apps/server/src/main.js and cli/*.js).
import { mkdirSync, readFileSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { root } from './setup.mjs';

const serverSrc = join(root, 'apps/server/src');

/** The command-line tools, bundled beside the server as `cli/<name>.js`. */
export const CLI_NAMES = ['admin', 'seed', 'backup', 'restore', 'migrate-to-postgres', 'import-legacy'];

/**
 * Left as ordinary imports from node_modules: packages that find their own files at run time
 * (PGlite's WebAssembly and data, pdfkit's fonts, pino's worker threads, jsdom's stylesheets and
 * workers), native addons (sharp, pg-native) and the big ones the server loads only on first use
 * (exceljs, pdfkit, qrcode, jsdom with DOMPurify for the point's rich text), which would otherwise
 * be read on every start (jsdom alone tripled the bundle, and failed in it: `__dirname`).
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  'sharp',
  'pg-native',
  'pino',
  'exceljs',
  'pdfkit',
  'qrcode',
  'espeak-ng',
  'jsdom',
  'dompurify',
];

/**
 * A module's `import.meta.url` is the bundle's address once bundled. The server finds files from
 * it (the web build, the demo media, the narration worker, migration data), so each use outside the
 * entry module is replaced by the module's own source address, written relative to `standsFor`: the
 * folder of the source tree the bundle's folder stands for (itself for a bundle inside the
 * repository; apps/server/src for the release's, where the same layout holds copies of the files).
 * The entry module keeps the bundle's own address, which a CLI compares with `process.argv[1]`.
 */
function sourceAddresses(standsFor, entries) {
  return {
    name: 'percurso-source-addresses',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.ts$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url') || entries.has(args.path)) return undefined;
        const path = relative(standsFor, args.path).split('\\').join('/');
        const address = `new URL(${JSON.stringify(path)}, import.meta.url).href`;
        return { contents: text.replaceAll('import.meta.url', address), loader: 'ts' };
      });
    },
  };
}

/** Bundles the named entry points (paths under apps/server/src) into `outdir`, flat, without writing. */
async function bundle(entryPoints, outdir, { standsFor = outdir } = {}) {
  const entries = new Set(entryPoints.map((entry) => join(serverSrc, entry)));
  const result = await build({
    entryPoints: [...entries],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: EXTERNAL,
    // CommonJS dependencies call require() for Node's modules: an ES module has none of its own.
    banner: {
      js: "import { createRequire as __percursoRequire } from 'node:module'; const require = __percursoRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
    plugins: [sourceAddresses(standsFor, entries)],
  });
  if (standsFor === outdir) return result.outputFiles;
  // A source map names its sources relative to its own folder: from the folder it stands for.
  return result.outputFiles.map((file) => {
    if (!file.path.endsWith('.map')) return file;
    const map = JSON.parse(file.text);
    map.sources = map.sources.map((source) => relative(standsFor, resolve(outdir, source)).split('\\').join('/'));
    return { path: file.path, contents: Buffer.from(JSON.stringify(map)) };
  });
}

/** Writes each file under a temporary name, then renames it: a start running meanwhile reads a whole file. */
function writeAtomically(files, mtime) {
  for (const file of files) {
    mkdirSync(dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    if (mtime) utimesSync(temporary, mtime, mtime);
    renameSync(temporary, file.path);
  }
}

/**
 * The release's server: `<out>/main.js` and `<out>/cli/<name>.js`, with source maps; `<out>` is the
 * release's apps/server/src, where its assets are copied as they lie in the sources.
 */
export async function buildRelease(out) {
  const main = await bundle(['main.ts'], out, { standsFor: serverSrc });
  const cli = await bundle(
    CLI_NAMES.map((name) => `cli/${name}.ts`),
    join(out, 'cli'),
    { standsFor: join(serverSrc, 'cli') },
  );
  writeAtomically([...main, ...cli]);
}

/**
 * `npm start`'s server: `<out>/main.js`. Its modification time is the build's start, so a source
 * saved while it was being built makes it stale again.
 */
export async function buildStartBundle(out) {
  const started = new Date();
  writeAtomically(await bundle(['main.ts'], out), started);
}
