import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { errorCodeOf, registerVisitor } from '../../test/accounts.ts';
import { buildGuide, buildPoint } from '../../test/factories.ts';
import { setupTestApp, TEST_ORIGIN } from '../../test/test-app.ts';
import { createApp } from '../app.ts';
import { createLogger } from '../logger.ts';
import { negotiateEncoding, SYNC_COMPRESS_BYTES } from './compress.ts';
import { MULTIPART_ROUTES } from './same-origin.ts';
import { tileOrigin } from './security-headers.ts';

const t = setupTestApp();
const app = () => t.app;

/** A point whose JSON is a few KiB (or `repeat` times 35 bytes), well over the size worth compressing. */
async function largePoint(repeat = 200) {
  const guide = await buildGuide();
  const content = `<p>${'Engenho, moenda e casa de purgar. '.repeat(repeat)}</p>`;
  return buildPoint({ guideId: guide.id, content: { pt: content } });
}

function decode(encoding: string | null, bytes: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

describe('compression', () => {
  // 7 KiB is compressed in one call on the server's thread, 70 KiB on the thread pool.
  it.each([
    [200, 4000, SYNC_COMPRESS_BYTES],
    [2000, SYNC_COMPRESS_BYTES, Number.POSITIVE_INFINITY],
  ])(
    'answers API JSON in brotli when asked, gzip when only gzip, identity otherwise, always the same JSON (%i sentences)',
    async (repeat, above, below) => {
      const point = await largePoint(repeat);
      const url = `/api/points/${point.id}`;
      const plain = await t.app.request(url);
      expect(plain.status).toBe(200);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toContain('Accept-Encoding');
      const json = await plain.text();
      expect(json.length).toBeGreaterThan(above);
      expect(json.length).toBeLessThan(below);

      for (const [accept, expected] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip;q=0.5', 'gzip'],
        ['identity', null],
      ] as const) {
        const response = await t.app.request(url, { headers: { 'accept-encoding': accept } });
        expect(response.headers.get('content-encoding'), accept).toBe(expected);
        expect(response.headers.get('vary'), accept).toContain('Accept-Encoding');
        const bytes = Buffer.from(await response.arrayBuffer());
        if (expected) expect(bytes.length, accept).toBeLessThan(json.length / 4);
        expect(JSON.parse(decode(expected, bytes)), accept).toEqual(JSON.parse(json));
      }
    },
  );

  it('gives each encoding its own ETag and revalidates it with a 304', async () => {
    const point = await largePoint();
    const url = `/api/points/${point.id}`;
    const plain = (await t.app.request(url)).headers.get('etag');
    const headers = { 'accept-encoding': 'br' };
    const etag = (await t.app.request(url, { headers })).headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect(etag).not.toBe(plain);
    const again = await t.app.request(url, { headers: { ...headers, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('vary')).toContain('Accept-Encoding');
  });

  it('leaves tiny answers, media and byte ranges alone', async () => {
    const tiny = await t.app.request('/api/no-such-thing', { headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    await mkdir(path.join(t.mediaDir, 'edge'), { recursive: true });
    await writeFile(path.join(t.mediaDir, 'edge', 'foto.jpg'), Buffer.alloc(5000, 1));
    await writeFile(
      path.join(t.mediaDir, 'edge', 'legendas.vtt'),
      `WEBVTT\n\n${'00:00.000 --> 00:01.000\nOlá\n\n'.repeat(200)}`,
    );
    const image = await t.app.request('/media/edge/foto.jpg', { headers: { 'accept-encoding': 'br' } });
    expect(image.headers.get('content-encoding')).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(5000);
    const range = await t.app.request('/media/edge/legendas.vtt', {
      headers: { 'accept-encoding': 'br', range: 'bytes=0-5' },
    });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-encoding')).toBeNull();
    expect(await range.text()).toBe('WEBVTT');
    const whole = await t.app.request('/media/edge/legendas.vtt', { headers: { 'accept-encoding': 'br' } });
    expect(whole.headers.get('content-encoding')).toBe('br');
    // Ranges would address the compressed bytes: the compressed answer does not offer them.
    expect(whole.headers.get('accept-ranges')).toBeNull();
  });

  it('keeps the live-update stream uncompressed and streaming', async () => {
    const guide = await buildGuide();
    const response = await t.app.request(`/api/guides/${guide.id}/events`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain('event: ready');
    await reader.cancel();
  });

  it('negotiates by q-value and the * wildcard', () => {
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
  });
});

describe('security headers', () => {
  it('puts the CSP and the other headers on the app shell and on API answers', async () => {
    await mkdir(t.webDist, { recursive: true });
    await writeFile(path.join(t.webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    for (const url of ['/', '/api/guides']) {
      const response = await t.app.request(url);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("connect-src 'self'");
      expect(csp, url).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org/);
      expect(csp, url).not.toContain('unsafe-eval');
      expect(response.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), url).toBe('DENY');
      // PUBLIC_ORIGIN is http here: no HSTS.
      expect(response.headers.get('strict-transport-security'), url).toBeNull();
    }
  });

  it("allows 'wasm-unsafe-eval' on the 3D viewer's pages only (AR screens, the panel), never eval", async () => {
    await mkdir(t.webDist, { recursive: true });
    await writeFile(path.join(t.webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    const scriptSrc = async (url: string) =>
      /script-src [^;]*/.exec((await t.app.request(url)).headers.get('content-security-policy') ?? '')?.[0];
    for (const url of [
      '/raScene?point=p1',
      '/raPageScene',
      '/RA?point=p1',
      '/ID',
      '/guidePanel/g1/points/p1',
      '/painel',
    ]) {
      expect(await scriptSrc(url), url).toBe("script-src 'self' 'wasm-unsafe-eval'");
    }
    for (const url of ['/', '/index', '/museu?point=p1', '/perfil', '/rv', '/api/guides']) {
      expect(await scriptSrc(url), url).toBe("script-src 'self'");
    }
  });

  it('sends a Permissions-Policy on every answer: camera and position for the site only, unused features off', async () => {
    for (const url of ['/', '/api/guides', '/healthz', '/media/nada.png', '/api/nada']) {
      const policy = (await t.app.request(url)).headers.get('permissions-policy') ?? '';
      const directives = new Map(policy.split(', ').map((entry) => entry.split('=') as [string, string]));
      expect(directives.get('camera'), url).toBe('(self)');
      expect(directives.get('geolocation'), url).toBe('(self)');
      for (const unused of ['microphone', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture']) {
        expect(directives.get(unused), `${url} ${unused}`).toBe('()');
      }
      // The 360° viewer's sensors and full screen, and the 3D visit embed's <iframe allow>, keep the browser's default.
      for (const kept of ['gyroscope', 'accelerometer', 'fullscreen', 'xr-spatial-tracking']) {
        expect(directives.has(kept), `${url} ${kept}`).toBe(false);
      }
    }
  });

  it('sends HSTS when PUBLIC_ORIGIN is https, or behind TRUST_PROXY when the proxy says https', async () => {
    const logger = createLogger('silent');
    const https = createApp({ db: t.db, config: { ...t.config, publicOrigin: 'https://guia.example.org' }, logger });
    expect((await https.request('/healthz')).headers.get('strict-transport-security')).toBe('max-age=31536000');
    const proxied = createApp({ db: t.db, config: { ...t.config, trustProxy: true }, logger });
    const behind = await proxied.request('/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(behind.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const untrusted = await t.app.request('/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
  });

  it('turns a tile template into the origin the CSP allows', () => {
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileOrigin('http://localhost:3199/no-tiles/{z}/{x}/{y}.png')).toBe('http://localhost:3199');
    expect(tileOrigin('not a url')).toBeUndefined();
  });
});

describe('writes from another site', () => {
  const profileName = async (agent: Awaited<ReturnType<typeof registerVisitor>>['agent']) =>
    ((await (await agent.request('/api/me')).json()) as { name: string }).name;

  it('refuses a text/plain or urlencoded form post with 403 invalid-content-type, changing nothing', async () => {
    const visitor = await registerVisitor(app);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await visitor.agent.request('/api/me', {
        method: 'PATCH',
        headers: { 'content-type': type },
        body: JSON.stringify({ name: 'Invasor' }) as never,
      });
      expect(response.status, type).toBe(403);
      expect(await errorCodeOf(response), type).toBe('invalid-content-type');
    }
    const signIn = await t.app.request('/api/auth/sign-in/anonymous', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(signIn.status).toBe(403);
    expect(signIn.headers.getSetCookie()).toEqual([]);
    expect(await profileName(visitor.agent)).toBe(visitor.name);
  });

  it('refuses JSON from a foreign Origin with 403 auth/untrusted-origin, changing nothing', async () => {
    const visitor = await registerVisitor(app);
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example']) {
      const response = await visitor.agent.request('/api/me', {
        method: 'PATCH',
        headers: { origin },
        json: { name: 'Invasor' },
      });
      expect(response.status, origin).toBe(403);
      expect(await errorCodeOf(response), origin).toBe('auth/untrusted-origin');
    }
    expect(await profileName(visitor.agent)).toBe(visitor.name);
    const saved = await visitor.agent.request('/api/me', { method: 'PATCH', json: { name: 'Maria Atualizada' } });
    expect(saved.status).toBe(200);
  });

  it('without PUBLIC_ORIGIN, takes the Origin of the host the request came to', async () => {
    const own = createApp({
      db: t.db,
      config: { ...t.config, publicOrigin: undefined },
      logger: createLogger('silent'),
    });
    const send = (origin: string) =>
      own.request('http://guia.example.org/api/auth/sign-in/anonymous', {
        method: 'POST',
        headers: { origin, host: 'guia.example.org', 'content-type': 'application/json' },
        body: '{}',
      });
    expect((await send('https://guia.example.org')).status).toBe(200);
    expect((await send('https://outro.example.org')).status).toBe(403);
  });

  it('takes a DELETE without a body, and multipart only on the upload routes', async () => {
    const visitor = await registerVisitor(app);
    const reset = await visitor.agent.request('/api/me/tutorials', { method: 'DELETE' });
    expect(reset.status).toBeLessThan(300);
    // A body without any type (no browser form sends one, but a script could) is refused too.
    const untyped = await visitor.agent.request('/api/me/tutorials', {
      method: 'POST',
      headers: { 'content-length': '15' },
      body: new TextEncoder().encode('{"name":"guia"}') as never,
    });
    expect(untyped.status).toBe(403);
    expect(await errorCodeOf(untyped)).toBe('invalid-content-type');
    const served = t.app.routes.filter((route) => route.method === 'POST').map((route) => route.path);
    for (const pattern of MULTIPART_ROUTES) {
      expect(
        served.some((route) => pattern.test(route.replace(/:\w+/g, 'x'))),
        String(pattern),
      ).toBe(true);
    }
  });
});
