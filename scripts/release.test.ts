import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DockerfileParser } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { freePort, freshDataDir, repoRoot, startServer, stopServer, waitForOk } from './server-process.ts';

// Issue 27, items 1 and 2: the release folder runs on its own, and the Dockerfile that packs it
// follows the rules an IT team checks (pinned, non-root, one port, a health check, one volume).

/** The command-line tools the release carries (scripts/build-server.mjs), each its own bundle. */
const CLI_NAMES = ['admin', 'seed', 'backup', 'restore', 'migrate-to-postgres', 'import-legacy'];

describe('the release folder', () => {
  const built = freshDataDir('release-built');
  // Where an operator copies it: away from the sources, so nothing resolves into the repository.
  const installed = freshDataDir('release-installed');
  const dataDir = freshDataDir('release-data');
  let base = '';
  let server: ReturnType<typeof startServer> | undefined;

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/release.mjs', built], { cwd: repoRoot, stdio: 'inherit' });
    cpSync(built, installed, { recursive: true, verbatimSymlinks: true });
    rmSync(built, { recursive: true, force: true });
    const port = await freePort();
    base = `http://localhost:${port}`;
    server = startServer(port, dataDir, { NODE_PATH: '' }, installed);
    await waitForOk(`${base}/readyz`, 300_000);
  });
  afterAll(async () => {
    if (server) await stopServer(server);
    rmSync(installed, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the demo, rendered on the server, from the bundled JavaScript alone', async () => {
    const guides = (await (await fetch(`${base}/api/guides`)).json()) as { guides: { name: { pt?: string } }[] };
    expect(guides.guides.map((guide) => guide.name.pt)).toContain('Museu do Açúcar e do Café');
    const page = await (await fetch(`${base}/index`)).text();
    expect(page).toContain('Museu do Açúcar e do Café');
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    // A phone's point link: its rich text sanitised on the server by jsdom, loaded from the release's
    // node_modules (bundled, jsdom failed on a missing __dirname and the page went out unrendered).
    const phone = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36' };
    const point = await (
      await fetch(`${base}/museu-do-acucar-e-do-cafe?point=demo-museum-moenda`, { headers: phone })
    ).text();
    expect(point).toContain('<div data-testid="point-text"><h3>O coração do engenho</h3>');
  });

  it('holds the server as one bundled file per command, the workspace packages inside it', () => {
    const scripts = readdirSync(join(installed, 'apps/server/src'), { recursive: true })
      .map(String)
      .filter((file) => /\.m?js$/.test(file))
      .sort();
    expect(scripts).toEqual(
      [
        'main.js',
        ...CLI_NAMES.map((name) => `cli/${name}.js`),
        // A worker thread's own file (the narration), found beside its module as in the sources.
        'features/narration/espeak-worker.mjs',
      ].sort(),
    );
    expect(existsSync(join(installed, 'node_modules/@percurso'))).toBe(false);
    // Where a bundle looks for its files (the web build, the demo media, the narration worker,
    // migration data): inside the release, never back in the repository it was built from.
    for (const script of scripts.filter((file) => file.endsWith('.js'))) {
      const bundle = pathToFileURL(join(installed, 'apps/server/src', script));
      const text = readFileSync(bundle, 'utf8');
      const addresses = [...text.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)].map((match) =>
        fileURLToPath(new URL(match[1] ?? '', bundle)),
      );
      expect(addresses.length, script).toBeGreaterThan(0);
      for (const address of addresses) expect(address.startsWith(`${installed}/`), `${script}: ${address}`).toBe(true);
    }
  });

  it('holds no TypeScript, no TypeScript loader and no development tool', () => {
    const typescriptFiles = readdirSync(join(installed, 'apps/server/src'), { recursive: true }).filter((file) =>
      String(file).endsWith('.ts'),
    );
    expect(typescriptFiles).toEqual([]);
    for (const tool of ['tsx', 'typescript', 'vitest', 'vite', '@playwright/test', '@biomejs/biome'])
      expect(existsSync(join(installed, 'node_modules', tool)), tool).toBe(false);
  });

  it('backs up the installation and restores it elsewhere with its own commands (server stopped)', async () => {
    if (server) await stopServer(server);
    server = undefined;
    const run = (script: string, args: string[], env: Record<string, string>) =>
      spawnSync(process.execPath, [`apps/server/src/cli/${script}.js`, ...args], {
        cwd: installed,
        env: { ...process.env, NODE_PATH: '', LOG_LEVEL: 'warn', ...env },
        encoding: 'utf8',
      });
    const archive = join(dataDir, 'copy.zip');
    const backup = run('backup', ['--out', archive], { DATA_DIR: dataDir });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/Backup written: .*copy\.zip/);
    const elsewhere = freshDataDir('release-restored');
    try {
      const restored = run('restore', [archive], { DATA_DIR: elsewhere });
      expect(restored.status, restored.stderr).toBe(0);
      expect(restored.stdout).toContain('counts and checksums verified');
      const again = run('restore', [archive], { DATA_DIR: elsewhere });
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('--force');
      const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { scripts: object };
      expect(Object.keys(manifest.scripts)).toEqual(expect.arrayContaining(['start', ...CLI_NAMES]));
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  }, 300_000);

  it('has no link back into the repository', () => {
    const links = readdirSync(installed, { recursive: true })
      .map((file) => join(installed, String(file)))
      .filter((path) => lstatSync(path).isSymbolicLink());
    expect(links).toEqual([]);
  });
});

describe('the Dockerfile', () => {
  const text = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8');
  const dockerfile = DockerfileParser.parse(text);
  const stages = dockerfile.getFROMs();
  // The final stage's instructions, as written (flags included), joined across continued lines.
  const finalStage = text.slice(text.lastIndexOf('\nFROM ')).replace(/\\\n\s*/g, '');
  const argsOf = (keyword: string) =>
    [...finalStage.matchAll(new RegExp(`^${keyword} (.+)$`, 'gm'))].map((match) => match[1]);

  it('passes the Dockerfile linter without a warning', () => {
    expect(validate(text).map((problem) => problem.message)).toEqual([]);
  });

  it('pins its base image to an exact Node version, the same in every stage', () => {
    const image = /ARG NODE_IMAGE=(\S+)/.exec(text)?.[1];
    expect(image).toMatch(/^node:20\.\d+\.\d+-bookworm-slim$/);
    for (const from of stages) expect(from.getImage()).toMatch(/^\$\{NODE_IMAGE\}$/);
  });

  it('builds the tested release folder and copies only that into the final stage', () => {
    expect(text).toMatch(/RUN node scripts\/release\.mjs \/release/);
    expect(argsOf('COPY')).toEqual(['--from=build --chown=node:node /release ./']);
    expect(argsOf('CMD')).toEqual(['["node", "apps/server/src/main.js"]']);
  });

  it('runs as a non-root user, exposes one port, keeps its data in one volume and checks its health', () => {
    expect(argsOf('USER')).toEqual(['node']);
    expect(argsOf('EXPOSE')).toEqual(['3000']);
    expect(argsOf('VOLUME')).toEqual(['["/data"]']);
    expect(text).toMatch(/DATA_DIR=\/data/);
    expect(argsOf('HEALTHCHECK').join()).toContain('/livez');
  });

  it("copies every workspace's manifest before the install (npm ci needs them all)", () => {
    const { workspaces } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
    for (const workspace of workspaces) expect(text).toContain(`COPY ${workspace}/package.json ${workspace}/`);
  });
});

describe('the reference deployment (deploy/)', () => {
  const compose = parse(readFileSync(join(repoRoot, 'deploy/compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<
      string,
      {
        image?: string;
        healthcheck?: unknown;
        environment?: Record<string, string>;
        depends_on?: Record<string, { condition: string }>;
      }
    >;
  };
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const configuration = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Manager panel'));
  const variables = [...configuration.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((match) => match[1]);
  const example = readFileSync(join(repoRoot, 'deploy/.env.example'), 'utf8');

  it("lists every variable of the README's table in .env.example", () => {
    expect(variables.length).toBeGreaterThan(40);
    const missing = variables.filter((name) => !new RegExp(`^(# )?${name}=`, 'm').test(example));
    expect(missing).toEqual([]);
  });

  it('runs PostgreSQL, an S3-compatible store, two replicas and a TLS proxy, each image pinned', () => {
    const { services } = compose;
    const replicas = Object.keys(services).filter((name) => services[name]?.image?.includes('percurso'));
    expect(replicas).toHaveLength(2);
    for (const name of ['postgres', 'minio', 'caddy']) expect(services[name], name).toBeDefined();
    for (const [name, service] of Object.entries(services)) {
      if (service.image && !replicas.includes(name)) expect(service.image, name).toMatch(/:(\d+\.\d+|RELEASE\.)/);
    }
    // One secret for all replicas, or sessions break from one request to the next.
    for (const name of replicas) expect(services[name]?.environment?.BETTER_AUTH_SECRET).toMatch(/:\?/);
  });

  it('starts in health order: the database before the replicas, the replicas before the proxy', () => {
    const { services } = compose;
    expect(services.postgres?.healthcheck).toBeDefined();
    expect(services['percurso-1']?.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(services.caddy?.depends_on?.['percurso-1']?.condition).toBe('service_healthy');
    expect(services.caddy?.depends_on?.['percurso-2']?.condition).toBe('service_healthy');
  });
});
