import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { PROFILE_PHOTO_SIZE_LIMIT } from '@percurso/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVisitor } from '../../test/accounts.ts';
import { setupTestApp, TEST_ORIGIN } from '../../test/test-app.ts';
import { JSON_BODY_LIMIT, PANEL_JSON_BODY_LIMIT } from './body-limit.ts';
import { badJsonField, MAX_JSON_DEPTH } from './text-guard.ts';

/**
 * Bounded work per request (issue 25): a JSON body's size is refused before it is read (413
 * `payload-too-large` with the limit), its nesting before it is parsed (400 `too-deep`), and the
 * bad-text walk is linear, so one anonymous request cannot hold the server.
 */
const t = setupTestApp();
const app = () => t.app;

const MB = 1024 * 1024;
const JSON_HEADERS = { origin: TEST_ORIGIN, 'content-type': 'application/json' };

/** `{"a":[[[…]]]}` of about `bytes` bytes, nested half as deep. */
function nestedJson(bytes: number): string {
  const depth = Math.floor((bytes - 7) / 2);
  return `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

/** A request body of `total` bytes of JSON text, made as it is pulled; `pulled` counts what was. */
function countedStream(total: number, chunk = 64 * 1024) {
  const counter = { pulled: 0 };
  const bytes = new TextEncoder().encode(' '.repeat(chunk));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) {
        controller.close();
        return;
      }
      counter.pulled += bytes.length;
      controller.enqueue(bytes);
    },
  });
  return { stream, counter };
}

/**
 * A request's answer and how long the app took to give it, with a /healthz sent alongside: the
 * best of five tries, so the time is the request's and not that of another process on the machine.
 */
async function timedBeside(path: string, init: () => RequestInit) {
  let best = Number.POSITIVE_INFINITY;
  let answer: { status: number; body: unknown; healthStatus: number } | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    const started = performance.now();
    const answered = Promise.resolve(t.app.request(path, init())).then(async (response) => {
      const body = JSON.parse(await response.text()) as unknown;
      best = Math.min(best, performance.now() - started);
      return { status: response.status, body };
    });
    const [own, health] = await Promise.all([answered, t.app.request('/healthz')]);
    answer = { ...own, healthStatus: health.status };
  }
  return { ...(answer as NonNullable<typeof answer>), ms: best };
}

describe('JSON bodies: size and depth', () => {
  it('answers a 240 KB nested body in under 50 ms while another request is answered alongside it', async () => {
    const body = nestedJson(240 * 1024);
    for (const path of ['/api/me', '/api/interactions', '/api/auth/update-user']) {
      for (const declared of [true, false]) {
        const headers = declared ? { ...JSON_HEADERS, 'content-length': String(body.length) } : JSON_HEADERS;
        const method = path === '/api/me' ? 'PATCH' : 'POST';
        const nested = await timedBeside(path, () => ({ method, headers, body }));
        expect(nested.status, path).toBe(413);
        expect(nested.body, path).toEqual({ error: { code: 'payload-too-large', limit: JSON_BODY_LIMIT } });
        expect(nested.ms, `${path} took ${nested.ms} ms`).toBeLessThan(50);
        expect(nested.healthStatus).toBe(200);
      }
    }
  });

  it('refuses a body nested deeper than 32 levels with 400 too-deep before parsing it, in under 50 ms', async () => {
    for (const [path, size] of [
      ['/api/interactions', JSON_BODY_LIMIT - 100],
      ['/api/auth/sign-in/email', JSON_BODY_LIMIT - 100],
      ['/api/panel/guides', PANEL_JSON_BODY_LIMIT - 100],
    ] as const) {
      const body = nestedJson(size);
      const nested = await timedBeside(path, () => ({ method: 'POST', headers: JSON_HEADERS, body }));
      expect(nested.body, path).toEqual({ error: { code: 'too-deep' } });
      expect(nested.status).toBe(400);
      expect(nested.ms, `${path} took ${nested.ms} ms`).toBeLessThan(50);
      expect(nested.healthStatus).toBe(200);
    }
    // 32 levels pass the guard (the route then answers the body), brackets inside strings do not count.
    const fine = `{"a":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)},"b":"[[[[\\"${'['.repeat(40)}"}`;
    const response = await t.app.request('/api/interactions', { method: 'POST', headers: JSON_HEADERS, body: fine });
    expect(((await response.json()) as { error: { code: string } }).error.code).not.toBe('too-deep');
  });

  it('walks a deeply nested value for bad text in linear time', () => {
    // 50,000 nested arrays (what 100 KB of '[' parse to): the old walk copied the path at every level
    // (over 10 s here); this one visits each once (no guarded body gets past 32 levels anyway).
    const depth = 50_000;
    let value: unknown = ['x\u0000'];
    for (let level = 1; level < depth; level++) value = [value];
    const started = performance.now();
    const field = badJsonField(value);
    const ms = performance.now() - started;
    expect(field).toBe(Array.from({ length: depth }, () => '0').join('.'));
    expect(ms).toBeLessThan(1000);
  });

  it('refuses a 100 MB body declared by Content-Length with 413 without reading any of it', async () => {
    const { stream, counter } = countedStream(100 * MB);
    const response = await t.app.request('/api/me', {
      method: 'PATCH',
      headers: { ...JSON_HEADERS, 'content-length': String(100 * MB) },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: 'payload-too-large', limit: JSON_BODY_LIMIT } });
    // At most the one chunk a stream pulls ahead when it is made; never read by the server.
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('refuses a chunked body of 100 MB with 413 once it passes the limit, reading no more', async () => {
    for (const [path, limit] of [
      ['/api/interactions', JSON_BODY_LIMIT],
      ['/api/auth/sign-in/email', JSON_BODY_LIMIT],
      ['/api/panel/guides', PANEL_JSON_BODY_LIMIT],
    ] as const) {
      const { stream, counter } = countedStream(100 * MB);
      const response = await t.app.request(path, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(response.status, path).toBe(413);
      expect(await response.json()).toEqual({ error: { code: 'payload-too-large', limit } });
      expect(counter.pulled, path).toBeLessThanOrEqual(limit + 2 * 64 * 1024);
    }
  });

  it('keeps the upload routes on their own limits: a 17 MB photo is refused from its Content-Length', async () => {
    const visitor = await registerVisitor(app);
    const { stream, counter } = countedStream(17 * MB);
    const response = await t.app.request('/api/me/photo', {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        cookie: [...visitor.agent.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(17 * MB),
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'media/too-large', field: 'file', limit: PROFILE_PHOTO_SIZE_LIMIT + 64 * 1024 },
    });
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });
});

describe('over a socket', () => {
  let server: ReturnType<typeof createAdaptorServer>;
  let port: number;
  beforeAll(async () => {
    server = createAdaptorServer({ fetch: (request: Request) => t.app.fetch(request) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends the headers of a write and `bodyBytes` of its body, and waits for the answer. */
  function sendPartly(headers: Record<string, string>, bodyBytes: number) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { port, host: '127.0.0.1', method: 'POST', path: '/api/interactions', headers },
        (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      if (bodyBytes > 0) request.write(' '.repeat(bodyBytes));
      request.flushHeaders();
    });
  }

  it('answers a declared 100 MB body with 413 while the client has sent none of it', async () => {
    const answer = await sendPartly(
      { host: `127.0.0.1:${port}`, 'content-type': 'application/json', 'content-length': String(100 * MB) },
      0,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'payload-too-large', limit: JSON_BODY_LIMIT } });
  });

  it('answers a chunked body with 413 once it passes the limit, the rest never sent', async () => {
    const answer = await sendPartly(
      { host: `127.0.0.1:${port}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      JSON_BODY_LIMIT + 1,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'payload-too-large', limit: JSON_BODY_LIMIT } });
  });
});
