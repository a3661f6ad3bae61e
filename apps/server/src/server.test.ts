import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { guideList } from '@percurso/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { KEEP_ALIVE_TIMEOUT_MS, type RunningServer, startServer } from './server.ts';

let folder: string | undefined;
let database: TestDatabase | undefined;
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.close();
  await database?.drop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The stop's grace time here: long enough to ask for readiness and send a request inside it. */
const SHUTDOWN_GRACE_MS = 1500;

/** The stop's timeout here: a connection left idle must not hold the stop until it passes. */
const SHUTDOWN_TIMEOUT_MS = 120_000;

/** The stop test: well under SHUTDOWN_TIMEOUT_MS, well over the grace time on a busy machine. */
const STOP = { timeout: 60_000 };

/** Migrating and seeding a fresh database: seconds when idle, several times that on a busy CI machine. */
const BOOT = { timeout: 90_000 };

describe('booting on an empty data folder', () => {
  it('migrates, seeds the demo and serves the API, the media and the web app on one port', BOOT, async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'percurso-boot-'));
    // On the postgres project the server gets an untouched database of its own; on pglite it
    // creates its file-backed database under DATA_DIR, as a fresh install does.
    database = process.env.TEST_DB === 'postgres' ? await createTestDatabase({ empty: true }) : undefined;
    const config = loadConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: folder,
        WEB_DIST: path.join(folder, 'no-build'),
        DATABASE_URL: database?.url ?? '',
        LOG_LEVEL: 'silent',
        SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
        // Longer than the stop test may take: a stop that waits it out fails that test.
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      },
      folder,
    );
    server = await startServer(config, createLogger('silent'));

    const health = await fetch(`${server.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok', media: 'ok' });
    const guides = guideList.parse(await (await fetch(`${server.url}/api/guides`)).json()).guides;
    expect(guides.length).toBeGreaterThan(0);
    const page = await fetch(`${server.url}/some-guide`);
    expect(await page.text()).toContain('npm run build');
  });

  it('refuses ../ sent raw on the wire, before any URL normalisation', async () => {
    if (!server) throw new Error('server did not start');
    const { request } = await import('node:http');
    const url = new URL(server.url);
    const body = await new Promise<string>((resolve, reject) => {
      const req = request({ host: url.hostname, port: url.port, path: '/media/demo/../../../../etc/passwd' }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve(text));
      });
      req.once('error', reject);
      req.end();
    });
    expect(body).not.toContain('root:');
  });

  it('keeps an idle connection open longer than a proxy pool or a browser would, and says so', async () => {
    if (!server) throw new Error('server did not start');
    const { Agent, get } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answer = () =>
      new Promise<{ keepAlive: string | undefined; socket: unknown }>((resolve, reject) => {
        get(`${server?.url}/healthz`, { agent }, (res) => {
          const socket = res.socket;
          res.resume();
          res.on('end', () => resolve({ keepAlive: res.headers['keep-alive']?.toString(), socket }));
        }).once('error', reject);
      });
    try {
      const first = await answer();
      // Clients read this header to close first (undici, Node's agent): above 60 s, a proxy's idle time.
      expect(first.keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
      expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
      // The second request rides the same connection.
      expect((await answer()).socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });
});

/** Sends a request's head and the first half of its body now; `finish` sends the rest and reads the answer. */
async function halfSentRequest(base: string, path: string, body: string) {
  const { request } = await import('node:http');
  const url = new URL(base);
  let sent: import('node:http').ClientRequest | undefined;
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: base },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.once('error', reject);
    req.write(body.slice(0, body.length / 2));
    sent = req;
  });
  await new Promise((resolve) => setImmediate(resolve));
  return {
    finish() {
      sent?.end(body.slice(body.length / 2));
      return answer;
    },
  };
}

describe('stopping (SIGTERM)', () => {
  it(
    'fails readiness first, finishes the request in flight, ends live streams with a reconnect hint, then closes',
    STOP,
    async () => {
      if (!server) throw new Error('server did not start');
      const base = server.url;
      const guideId = guideList.parse(await (await fetch(`${base}/api/guides`)).json()).guides[0]?.id;
      // The stream rides a pooled connection, as behind a proxy: Node's agent keeps it as long as the
      // server's Keep-Alive header says (undici's fetch would let it go after 4 s on its own).
      const { Agent, get } = await import('node:http');
      const pool = new Agent({ keepAlive: true });
      const stream = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
        get(`${base}/api/guides/${guideId}/events`, { agent: pool }, resolve).once('error', reject);
      });
      stream.setEncoding('utf8');
      const reader = stream[Symbol.asyncIterator]();
      let received = '';
      while (!received.includes('event: ready')) received += (await reader.next()).value ?? '';
      const inFlight = await halfSentRequest(
        base,
        '/api/auth/sign-in/email',
        JSON.stringify({ email: 'ninguem@example.com', password: 'nao-e-esta' }),
      );

      const stopped = server.close();
      // Within the grace time: out of rotation, still serving.
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'stopping' });
      const live = await fetch(`${base}/livez`);
      expect(live.status).toBe(200);
      // Kept-alive connections (a proxy's pool) are let go rather than holding the stop.
      expect(live.headers.get('connection')).toBe('close');
      // The request that was being sent when the stop began gets its whole answer.
      const answer = await inFlight.finish();
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.text)).toEqual({ error: { code: 'auth/user-not-found' } });
      // The live stream is told to reconnect soon, and ends.
      for (;;) {
        const { value, done } = await reader.next();
        if (done) break;
        received += value;
      }
      const retry = Number(/retry: (\d+)\n\n$/.exec(received)?.[1]);
      expect(retry).toBeGreaterThanOrEqual(500);
      expect(retry).toBeLessThan(1000);
      // The stream's connection, kept alive when its answer began, is let go as the stream ends: the
      // stop does not wait for it to idle out (65 s) nor for the shutdown timeout.
      await stopped;
      pool.destroy();
      await expect(fetch(`${base}/livez`)).rejects.toThrow();
      server = undefined;
    },
  );
});
