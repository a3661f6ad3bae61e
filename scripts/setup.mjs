// Shared by `npm start` and `npm test`: installs dependencies and builds the web app when they
// are missing or stale, so each Quick start command works on a fresh clone.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function run(command, options = {}) {
  console.log(`\n> ${command}`);
  execSync(command, { stdio: 'inherit', cwd: root, ...options });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
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

export function ensureWebBuild({ force = false } = {}) {
  const built = join(root, 'apps/web/dist/index.html');
  const sources = ['apps/web', 'packages/shared/src', 'packages/i18n/src'].map((p) => newestMtime(join(root, p)));
  if (force || !existsSync(built) || Math.max(...sources) > statSync(built).mtimeMs) {
    run('npm run build');
  }
}
