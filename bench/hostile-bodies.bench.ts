// Hostile bodies against a real server on PGlite (issue 25): how long a 240 KB deeply nested JSON
// body holds the server (target < 50 ms, while /healthz sent alongside is answered), and how much
// of a 100 MB JSON body the server reads before it answers 413 (target: refused before it is read).
import { request } from 'node:http';
import { formatMs, startBenchServer } from './visitors.ts';

const port = Number(process.env.BENCH_PORT ?? 4170);
const RUNS = Number(process.env.RUNS ?? 20);

/** `[[[…]]]` of `size` bytes: what the old bad-text walk took seconds on. */
const nested = (size: number) => '['.repeat(size / 2) + ']'.repeat(size / 2);

function post(origin: string, path: string, body: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body,
  }).then(async (response) => {
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  });
}

async function health(origin: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${origin}/healthz`);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** Sends a declared 100 MB body in 64 KiB chunks until the server answers; the bytes sent by then. */
function oversize(origin: string): Promise<{ status: number; sentBytes: number; ms: number }> {
  const declared = 100 * 1024 * 1024;
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const url = new URL('/api/interactions', origin);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let sent = 0;
    let answered = false;
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': declared, origin },
      },
      (response) => {
        answered = true;
        response.resume();
        response.on('end', () => {
          req.destroy();
          resolve({ status: response.statusCode ?? 0, sentBytes: sent, ms: performance.now() - started });
        });
      },
    );
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && sent < declared) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
    };
    // The headers alone: a server that checks Content-Length answers before any byte of the body.
    req.flushHeaders();
    setTimeout(pump, 50);
  });
}

const server = await startBenchServer('pglite', port);
try {
  const body = nested(240 * 1024);
  const own: number[] = [];
  const beside: number[] = [];
  const statuses = new Set<number>();
  for (let run = 0; run < RUNS; run++) {
    const [hostile, alongside] = await Promise.all([post(server.origin, '/api/me', body), health(server.origin)]);
    own.push(hostile.ms);
    beside.push(alongside.ms);
    statuses.add(hostile.status);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const worst = (values: number[]) => Math.max(...values);
  console.log(
    `240 KB nested JSON, ${RUNS} runs: answered ${[...statuses].join('/')} in median ${formatMs(median(own))} ` +
      `(worst ${formatMs(worst(own))}; target < 50 ms) ${median(own) < 50 ? 'met' : 'MISSED'}; ` +
      `/healthz alongside: median ${formatMs(median(beside))}, worst ${formatMs(worst(beside))}`,
  );
  const big = await oversize(server.origin);
  console.log(
    `100 MB JSON body: answered ${big.status} after ${formatMs(big.ms)} with ${(big.sentBytes / 1024).toFixed(0)} KiB sent ` +
      `(target: 413 before the body is read) ${big.status === 413 && big.sentBytes <= 64 * 1024 ? 'met' : 'MISSED'}`,
  );
} finally {
  await server.stop();
}
