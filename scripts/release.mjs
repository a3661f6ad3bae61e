// `npm run release [-- <folder>]`: a self-contained release of Percurso (default ./release) that
// runs anywhere Node 20 runs, with no source tree, no TypeScript loader and no dev dependencies:
//   apps/server/src/main.js   the server bundled by esbuild into one file (scripts/build-server.mjs),
//                             @percurso/shared, @percurso/i18n and the pure-JavaScript dependencies
//                             included, with its source map; cli/*.js the command-line tools, alike
//   apps/server/src/**        the server's files that are not TypeScript (the narration worker,
//                             migration data), where the bundle looks for them
//   apps/server/demo/         the demo's media, seeded on the first start
//   apps/web/dist, dist-ssr/  the built web app and its server-rendering entry
//   node_modules/             production dependencies only (from the lock file): those the bundle
//                             leaves out (PGlite, sharp, pino, exceljs, pdfkit…) are loaded from here
// Start it with `node apps/server/src/main.js` (or `npm start` inside it). The Dockerfile copies
// this folder into its final stage; docs/self-hosting.md describes both.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildRelease, CLI_NAMES } from './build-server.mjs';
import { ensureDependencies, ensureWebBuild, root } from './setup.mjs';

const out = resolve(process.argv[2] ?? join(root, 'release'));
const WORKSPACES = {
  '@percurso/server': 'apps/server',
  '@percurso/shared': 'packages/shared',
  '@percurso/i18n': 'packages/i18n',
};
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/**
 * The installed folders (lock-file keys, e.g. `node_modules/pg`) the server needs at run time: its
 * dependencies and theirs, required peers included, optional peers and dev dependencies not;
 * optional dependencies only where installed (another platform's binaries are not).
 */
function productionPackages() {
  const { packages } = readJson(join(root, 'package-lock.json'));
  const found = new Set();
  /** Node's lookup: `node_modules/<name>` beside `from`, then in each folder above it. */
  const locate = (from, name) => {
    for (
      let base = from;
      ;
      base = base.includes('/node_modules/') ? base.slice(0, base.lastIndexOf('/node_modules/')) : ''
    ) {
      const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[key]) return key;
      if (!base) return undefined;
    }
  };
  const visit = (key) => {
    const entry = packages[key];
    if (!entry || found.has(key)) return;
    if (entry.link) return visit(entry.resolved);
    found.add(key);
    const optionalPeers = new Set(
      Object.entries(entry.peerDependenciesMeta ?? {})
        .filter(([, meta]) => meta.optional)
        .map(([name]) => name),
    );
    const needed = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers.has(name)),
    ];
    for (const name of needed) {
      const at = locate(key, name);
      if (at && existsSync(join(root, at))) visit(at);
    }
  };
  for (const folder of Object.values(WORKSPACES)) visit(folder);
  // The workspaces themselves are bundled into the server, not copied.
  return [...found].filter((key) => key.includes('node_modules/')).sort();
}

/** Copies what is not TypeScript (the narration worker, migration data) where the bundle finds it. */
function copyAssets(from, to) {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    if (entry.isDirectory()) copyAssets(source, join(to, entry.name));
    else if (!entry.name.endsWith('.ts')) {
      mkdirSync(to, { recursive: true });
      cpSync(source, join(to, entry.name));
    }
  }
}

ensureDependencies();
ensureWebBuild();
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

console.log('\n> bundling the server and its command-line tools (scripts/build-server.mjs)');
await buildRelease(join(out, 'apps/server/src'));
copyAssets(join(root, 'apps/server/src'), join(out, 'apps/server/src'));

cpSync(join(root, 'apps/server/demo'), join(out, 'apps/server/demo'), { recursive: true });
for (const build of ['dist', 'dist-ssr']) {
  cpSync(join(root, 'apps/web', build), join(out, 'apps/web', build), { recursive: true });
}

const dependencies = productionPackages();
console.log(`> copying ${dependencies.length} production packages`);
for (const key of dependencies) {
  // A package's own nested node_modules hold its dependencies: copied when the walk reaches them.
  cpSync(join(root, key), join(out, key), {
    recursive: true,
    filter: (source) => !source.slice(join(root, key).length).includes('/node_modules'),
  });
}

const { version, license, engines } = readJson(join(root, 'package.json'));
writeFileSync(
  join(out, 'package.json'),
  `${JSON.stringify(
    {
      name: 'percurso-release',
      version,
      private: true,
      license,
      type: 'module',
      engines,
      scripts: {
        start: 'node apps/server/src/main.js',
        ...Object.fromEntries(CLI_NAMES.map((name) => [name, `node apps/server/src/cli/${name}.js`])),
      },
    },
    null,
    2,
  )}\n`,
);
writeFileSync(join(out, 'RELEASE'), `${version} ${new Date().toISOString()}\n`);
console.log(`\nRelease written to ${out}: start it with \`node apps/server/src/main.js\` there.`);
