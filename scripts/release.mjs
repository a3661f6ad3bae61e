// `npm run release [-- <folder>]`: a self-contained release of Percurso (default ./release) that
// runs anywhere Node 20 runs, with no source tree, no TypeScript loader and no dev dependencies:
//   apps/server/src/**.js     the server, compiled by tsc (tsconfig.release.json), with its assets
//   apps/server/demo/         the demo's media, seeded on the first start
//   apps/web/dist, dist-ssr/  the built web app and its server-rendering entry
//   node_modules/             production dependencies only (from the lock file), and the compiled
//                             @percurso/shared and @percurso/i18n
// Start it with `node apps/server/src/main.js` (or `npm start` inside it). The Dockerfile copies
// this folder into its final stage; docs/self-hosting.md describes both.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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
  // The workspaces themselves are compiled into the release, not copied.
  return [...found].filter((key) => key.includes('node_modules/')).sort();
}

/** Copies what is not TypeScript (the narration worker, migration data) beside the compiled files. */
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

console.log('\n> compiling the server and its workspace packages (tsc -p tsconfig.release.json)');
const compiled = mkdtempSync(join(tmpdir(), 'percurso-release-'));
execFileSync(
  process.execPath,
  [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.release.json', '--outDir', compiled],
  { cwd: root, stdio: 'inherit' },
);

for (const [name, folder] of Object.entries(WORKSPACES)) {
  const target = name === '@percurso/server' ? join(out, folder) : join(out, 'node_modules', name);
  cpSync(join(compiled, folder, 'src'), join(target, 'src'), { recursive: true });
  copyAssets(join(root, folder, 'src'), join(target, 'src'));
  const manifest = readJson(join(root, folder, 'package.json'));
  const toJs = (path) => path.replace(/\.ts$/, '.js');
  writeFileSync(
    join(target, 'package.json'),
    `${JSON.stringify(
      {
        name,
        version: manifest.version,
        private: true,
        type: 'module',
        ...(manifest.exports
          ? { exports: Object.fromEntries(Object.entries(manifest.exports).map(([path, file]) => [path, toJs(file)])) }
          : {}),
      },
      null,
      2,
    )}\n`,
  );
}
rmSync(compiled, { recursive: true, force: true });

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
        admin: 'node apps/server/src/cli/admin.js',
        seed: 'node apps/server/src/cli/seed.js',
        backup: 'node apps/server/src/cli/backup.js',
        restore: 'node apps/server/src/cli/restore.js',
        'migrate-to-postgres': 'node apps/server/src/cli/migrate-to-postgres.js',
      },
    },
    null,
    2,
  )}\n`,
);
writeFileSync(join(out, 'RELEASE'), `${version} ${new Date().toISOString()}\n`);
console.log(`\nRelease written to ${out}: start it with \`node apps/server/src/main.js\` there.`);
