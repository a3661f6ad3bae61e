// Guide read throughput (GET /api/guides/by-name/:name on the seeded demo, PGlite) against a bare
// Hono route that answers the same bytes, in the same run on the same machine. The ratio is
// what our database, validation and caching headers cost per request.
import { spawn } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freshDataDir, repoRoot, startServer, stopServer, waitForOk } from '../scripts/server-process.ts';

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 10);
const guidePath = '/api/guides/by-name/museu-do-acucar-e-do-cafe';

async function load(url: string) {
  const result = await autocannon({ url, duration, connections });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}

const dataDir = freshDataDir('guide-read');
const server = startServer(3303, dataDir);
const bodyFile = join(dataDir, 'guide-body.json');
let bare: ReturnType<typeof spawn> | undefined;
try {
  await waitForOk('http://localhost:3303/healthz');
  writeFileSync(bodyFile, await (await fetch(`http://localhost:3303${guidePath}`)).text());
  bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '3304', BODY_FILE: bodyFile },
    stdio: 'inherit',
  });
  await waitForOk('http://localhost:3304/bare');

  // Warm both up so JIT and caches do not favour the second run.
  await autocannon({ url: `http://localhost:3303${guidePath}`, duration: 2, connections });
  await autocannon({ url: 'http://localhost:3304/bare', duration: 2, connections });

  const guide = await load(`http://localhost:3303${guidePath}`);
  const baseline = await load('http://localhost:3304/bare');
  const row = (name: string, r: typeof guide) =>
    `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   (${r.total} requests)`;
  console.log(`\n${duration} s, ${connections} connections, body ${(statSync(bodyFile).size / 1024).toFixed(1)} KiB`);
  console.log(row('guide read (PGlite)', guide));
  console.log(row('bare Hono route', baseline));
  console.log(`ratio guide/bare: ${(guide.rps / baseline.rps).toFixed(2)}`);
} finally {
  if (bare) await stopServer(bare);
  await stopServer(server);
}
