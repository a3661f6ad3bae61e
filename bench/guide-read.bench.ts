// Guide read throughput (GET /api/guides/by-name/:name on the seeded demo) on PGlite and on
// PostgreSQL, the same read answered 304 to a matching If-None-Match, and a bare Hono route that
// answers the same bytes, in the same run on the same machine. The ratio is what our routing,
// validation, cache lookup and headers cost per request; the guide cache keeps SQL out of it.
import { type ChildProcess, spawn } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster.ts';
import { createDatabaseOnServer, databaseUrl } from '../apps/server/test/postgres-databases.ts';
import { freshDataDir, repoRoot, startServer, stopServer, waitForOk } from '../scripts/server-process.ts';

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 10);
/** First of three ports: the PGlite server, the bare route, the PostgreSQL server. */
const basePort = Number(process.env.BENCH_PORT ?? 3303);
const guidePath = '/api/guides/by-name/museu-do-acucar-e-do-cafe';

interface Load {
  rps: number;
  p50: number;
  p99: number;
  total: number;
}

async function load(url: string, headers: Record<string, string> = {}, expected = 200): Promise<Load> {
  const result = await autocannon({ url, duration, connections, headers });
  const wrong = expected === 304 ? result.requests.total - result['3xx'] : result.non2xx;
  if (wrong > 0 || result.errors > 0)
    throw new Error(`${url}: ${wrong} answers not ${expected}, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}

const row = (name: string, r: Load) =>
  `${name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   (${r.total} requests)`;

/** Transactions the database committed so far (each statement outside a transaction is one). */
async function commits(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select xact_commit as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** Statements per request while `run` loads the server (the two probes themselves excluded). */
async function sqlPerRequest(url: string, run: () => Promise<Load>): Promise<{ load: Load; perRequest: number }> {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500)); // stats flush within 1 s
  await settle();
  const before = await commits(url);
  const result = await run();
  await settle();
  const statements = Math.max(0, (await commits(url)) - before - 1);
  return { load: result, perRequest: statements / result.total };
}

const servers: ChildProcess[] = [];
const cluster = await startPostgresCluster();
try {
  const pgliteDir = freshDataDir('guide-read');
  const bodyFile = join(pgliteDir, 'guide-body.json');
  const pglite = `http://localhost:${basePort}`;
  const bare = `http://localhost:${basePort + 1}`;
  const postgres = `http://localhost:${basePort + 2}`;
  const dbName = 'percurso_bench';
  await createDatabaseOnServer(cluster.adminUrl, dbName);
  const dbUrl = databaseUrl(cluster.adminUrl, dbName);

  servers.push(startServer(basePort, pgliteDir));
  servers.push(startServer(basePort + 2, freshDataDir('guide-read-pg'), { DATABASE_URL: dbUrl }));
  await waitForOk(`${pglite}/healthz`);
  await waitForOk(`${postgres}/healthz`);
  // autocannon asks for no encoding, and each encoding has its own ETag: read the identity one
  // (fetch would ask for br and get the brotli representation's).
  const identity = { headers: { 'accept-encoding': 'identity' } };
  const first = await fetch(`${pglite}${guidePath}`, identity);
  writeFileSync(bodyFile, await first.text());
  const etag = first.headers.get('etag') ?? '';
  const pgEtag = (await fetch(`${postgres}${guidePath}`, identity)).headers.get('etag') ?? '';
  servers.push(
    spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(basePort + 1), BODY_FILE: bodyFile },
      stdio: 'inherit',
    }),
  );
  await waitForOk(`${bare}/bare`);

  // Warm everything up so JIT and caches do not favour a later run.
  for (const url of [`${pglite}${guidePath}`, `${postgres}${guidePath}`, `${bare}/bare`]) {
    await autocannon({ url, duration: 2, connections });
  }

  const guideOnPglite = await load(`${pglite}${guidePath}`);
  const guideOnPostgres = await sqlPerRequest(dbUrl, () => load(`${postgres}${guidePath}`));
  const notModifiedPglite = await load(`${pglite}${guidePath}`, { 'if-none-match': etag }, 304);
  const notModifiedPostgres = await sqlPerRequest(dbUrl, () =>
    load(`${postgres}${guidePath}`, { 'if-none-match': pgEtag }, 304),
  );
  const baseline = await load(`${bare}/bare`);

  const ratio = (r: Load) => (r.rps / baseline.rps).toFixed(2);
  console.log(`\n${duration} s, ${connections} connections, body ${(statSync(bodyFile).size / 1024).toFixed(1)} KiB`);
  console.log(row('guide read (PGlite)', guideOnPglite));
  console.log(row('guide read (PostgreSQL)', guideOnPostgres.load));
  console.log(row('guide read 304 (PGlite)', notModifiedPglite));
  console.log(row('guide read 304 (PostgreSQL)', notModifiedPostgres.load));
  console.log(row('bare Hono route', baseline));
  console.log(`ratio guide/bare, PGlite:      ${ratio(guideOnPglite)}   (target >= 0.50)`);
  console.log(`ratio guide/bare, PostgreSQL:  ${ratio(guideOnPostgres.load)}   (target >= 0.50)`);
  console.log(`SQL statements per cached read (PostgreSQL): ${guideOnPostgres.perRequest.toFixed(4)}   (target 0)`);
  console.log(`SQL statements per 304 (PostgreSQL):         ${notModifiedPostgres.perRequest.toFixed(4)}   (target 0)`);
} finally {
  for (const server of servers.reverse()) await stopServer(server);
  await cluster.stop();
}
