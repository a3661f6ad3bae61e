// Shared by the write benchmarks: a server on PGlite or on a throwaway PostgreSQL cluster, and
// anonymous visitors that call its API with their session cookie, timing every request.

import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type GuideBundle, needsUnlockProof, type PointSummary } from '@percurso/shared';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster.ts';
import { createDatabaseOnServer, databaseUrl } from '../apps/server/test/postgres-databases.ts';
import { freshDataDir, startServer, stopServer, waitForOk } from '../scripts/server-process.ts';

export const MUSEUM_PATH = 'museu-do-acucar-e-do-cafe';

export interface BenchServer {
  origin: string;
  /** On PostgreSQL, the server's database (for a benchmark's own setup and checks). */
  databaseUrl?: string;
  /** The server process (its memory and CPU time are read from /proc). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** The production server on `port`, seeded with the demo, limits off (every visitor is 127.0.0.1). */
export async function startBenchServer(backend: 'pglite' | 'postgres', port: number): Promise<BenchServer> {
  const cluster = backend === 'postgres' ? await startPostgresCluster() : undefined;
  let server: ChildProcess | undefined;
  try {
    // PUBLISH_POLL_MS: a bench that writes engagement rules in SQL publishes them by a schedule due now.
    const env: Record<string, string> = { RATE_LIMITS: 'off', HOST: '127.0.0.1', PUBLISH_POLL_MS: '200' };
    if (cluster) {
      const name = `bench_${randomBytes(4).toString('hex')}`;
      await createDatabaseOnServer(cluster.adminUrl, name);
      env.DATABASE_URL = databaseUrl(cluster.adminUrl, name);
    }
    server = startServer(port, freshDataDir(`bench-${backend}`), env);
    const origin = `http://127.0.0.1:${port}`;
    await waitForOk(`${origin}/healthz`);
    return {
      origin,
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
      pid: server.pid,
      async stop() {
        if (server) await stopServer(server);
        await cluster?.stop();
      },
    };
  } catch (error) {
    if (server) await stopServer(server);
    await cluster?.stop();
    throw error;
  }
}

/** Milliseconds of every request, and the failures (non-2xx or network errors). */
export class Timings {
  readonly ms: number[] = [];
  /** The same milliseconds by route (ids replaced by ':id'), to say where a slow percentile comes from. */
  readonly byRoute = new Map<string, number[]>();
  /** Answers by HTTP status (0: no answer, the connection failed). */
  readonly statuses = new Map<number, number>();
  errors = 0;
  firstError: string | undefined;

  count(status: number) {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  percentile(share: number, ms: readonly number[] = this.ms): number {
    const sorted = [...ms].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
  }
}

/**
 * Connections kept open and reused, as a phone's browser does, as many as there are visitors at
 * once. Requests go through node:http rather than fetch(): the visitors run on the same two cores
 * as the server, and fetch spent several times the CPU per request there (bench/README.md).
 */
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request; resolves once the answer's last byte has arrived. */
function send(url: URL, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, agent }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The answer's text, decoded after the clock stopped (a phone's browser decodes on its own CPU). */
function decode({ headers, body }: Answer): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/** An answer that came, with a status other than 2xx. */
class HttpError extends Error {}

/** An anonymous visitor: signs in once, then calls the API with its cookie. */
export class Visitor {
  /** The session cookie, once signed in (to send the same session elsewhere). */
  cookie = '';
  constructor(
    readonly origin: string,
    /** Where its requests are counted (set anew after a warm-up). */
    public timings: Timings,
  ) {}

  async call(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<unknown> {
    const text = await this.exchange(method, path, body);
    return text === '' || text === undefined ? undefined : JSON.parse(text);
  }

  /** A file (a photo, the narration) as the browser fetches it: timed, not parsed. */
  async fetchFile(path: string): Promise<boolean> {
    return (await this.exchange('GET', path)) !== undefined;
  }

  /** One timed request; the answer's text, or undefined when it failed (counted in timings). */
  private async exchange(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<string | undefined> {
    const started = performance.now();
    try {
      const json = body === undefined ? undefined : JSON.stringify(body);
      const answer = await send(
        new URL(path, this.origin),
        method,
        {
          origin: this.origin,
          'accept-encoding': 'br, gzip',
          ...(this.cookie ? { cookie: this.cookie } : {}),
          ...(json === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(json)) }),
        },
        json,
      );
      const elapsed = performance.now() - started;
      this.timings.count(answer.status);
      const text = decode(answer);
      this.timings.ms.push(elapsed);
      const route = `${method} ${path.replace(/\/[0-9a-z-]*\d[0-9a-z-]*$/i, '/:id')}`;
      this.timings.byRoute.set(route, [...(this.timings.byRoute.get(route) ?? []), elapsed]);
      const cookies = (answer.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]);
      if (cookies.length > 0) this.cookie = cookies.join('; ');
      if (answer.status < 200 || answer.status >= 300)
        throw new HttpError(`${method} ${path}: ${answer.status} ${text.slice(0, 200)}`);
      return text;
    } catch (error) {
      if (!(error instanceof HttpError)) this.timings.count(0);
      this.timings.errors += 1;
      this.timings.firstError ??= String(error);
      return undefined;
    }
  }

  signIn(): Promise<unknown> {
    return this.call('POST', '/api/auth/sign-in/anonymous', {});
  }

  /** Opens (unlocks, then reopens) a point; points that need a proof get their scanned QR code. */
  open(point: PointSummary, id: string = randomUUID()): Promise<unknown> {
    return this.call('POST', '/api/interactions', {
      id,
      pointId: point.id,
      tracker: needsUnlockProof(point) ? 'toolBar' : 'intPointDialog',
      ...(needsUnlockProof(point) ? { proof: { qr: `${this.origin}/qrcode/${point.id}` } } : {}),
    });
  }
}

/**
 * `requests` interactions in all, each visitor sending its next as soon as the last is answered
 * (points in turn); timed into `timings`. Answers the interactions per second.
 */
export async function sendInteractions(
  visitors: Visitor[],
  points: PointSummary[],
  requests: number,
  timings: Timings,
): Promise<number> {
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    visitors.map(async (visitor, index) => {
      visitor.timings = timings;
      for (let step = 0; sent < requests; step += 1) {
        sent += 1;
        const point = points[(index + step) % points.length];
        if (point) await visitor.open(point);
      }
    }),
  );
  return timings.ms.length / ((performance.now() - started) / 1000);
}

export async function readGuide(origin: string): Promise<GuideBundle> {
  const response = await fetch(`${origin}/api/guides/by-name/${MUSEUM_PATH}`);
  if (!response.ok) throw new Error(`guide: ${response.status}`);
  return (await response.json()) as GuideBundle;
}

export function formatMs(value: number): string {
  return `${value.toFixed(0)} ms`;
}
