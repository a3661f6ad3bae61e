// Shared by `npm start` and `npm test`: installs dependencies and builds the web app when they
// are missing or stale, so each Quick start command works on a fresh clone.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function run(command, options = {}) {
  console.log(`\n> ${command}`);
  execSync(command, { stdio: 'inherit', cwd: root, ...options });
}

/** Folders that builds and installs write: never a reason to rebuild. */
const OUTPUTS = new Set(['node_modules', 'dist', 'dist-ssr']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (OUTPUTS.has(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function ensureDependencies() {
  const marker = join(root, 'node_modules/.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (!existsSync(marker) || newestMtime(lock) > newestMtime(marker)) {
    // `npm ci`: exactly the lock file, so every machine installs the same tree (it fails loudly
    // when package.json and the lock disagree instead of rewriting the lock).
    run('npm ci --no-audit --no-fund', { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  }
}

const webDir = join(root, 'apps/web');
/** Written after both builds (client and server entry) finished: the build's own time. */
const buildStamp = join(webDir, 'dist-ssr/.build-complete');
// Outside the scanned sources: creating it must not make the build look stale.
const buildLock = join(root, 'node_modules/.percurso-web-build-lock');

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The lock's owner died, or never wrote its pid within 10 s of taking it. */
function isAbandoned() {
  try {
    return !isAlive(Number(readFileSync(join(buildLock, 'pid'), 'utf8')));
  } catch {
    try {
      return Date.now() - statSync(buildLock).mtimeMs > 10_000;
    } catch {
      return false; // released meanwhile: try again
    }
  }
}

/**
 * One build at a time: a second `npm start` (or a process manager starting two) waits for the
 * first one's build instead of emptying the folder it is writing. A lock left by a process that
 * died is taken over.
 */
function withBuildLock(work) {
  for (;;) {
    try {
      mkdirSync(buildLock);
      break;
    } catch {
      if (isAbandoned()) rmSync(buildLock, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  writeFileSync(join(buildLock, 'pid'), String(process.pid));
  try {
    return work();
  } finally {
    rmSync(buildLock, { recursive: true, force: true });
  }
}

const isStale = () => {
  if (!existsSync(buildStamp)) return true;
  const sources = [webDir, join(root, 'packages/shared/src'), join(root, 'packages/i18n/src')].map(newestMtime);
  return Math.max(...sources) > statSync(buildStamp).mtimeMs;
};

export function ensureWebBuild({ force = false } = {}) {
  if (!force && !isStale()) return;
  withBuildLock(() => {
    // Another start may have built it while this one waited for the lock.
    if (!force && !isStale()) return;
    // Always a production build: a build started by a test runner (NODE_ENV=test, vitest) compiled
    // JSX for React's development runtime, which the production React of dist-ssr lacks (jsxDEV).
    run('npm run build', { env: { ...process.env, NODE_ENV: 'production' } });
    writeFileSync(buildStamp, new Date().toISOString());
  });
}

/** `npm start`'s server: one bundled file (scripts/build-server.mjs), read at once on a restart. */
export const serverBundle = join(root, 'apps/server/dist/main.js');

/** What the bundle is made of: the server's and its workspace packages' sources, the lock file, the build script. */
const serverBundleIsStale = () => {
  if (!existsSync(serverBundle)) return true;
  const sources = [
    join(root, 'apps/server/src'),
    join(root, 'packages/shared/src'),
    join(root, 'packages/i18n/src'),
    join(root, 'package-lock.json'),
    join(root, 'scripts/build-server.mjs'),
  ].map(newestMtime);
  return Math.max(...sources) > statSync(serverBundle).mtimeMs;
};

/**
 * Bundles the server when a source is newer than the bundle. Two starts at once may both build:
 * each writes under a temporary name and renames, so neither reads half a file.
 */
export async function ensureServerBundle({ force = false } = {}) {
  if (!force && !serverBundleIsStale()) return;
  console.log('\n> bundling the server (scripts/build-server.mjs)');
  const { buildStartBundle } = await import('./build-server.mjs');
  await buildStartBundle(join(root, 'apps/server/dist'));
}
