import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf, type RegisteredVisitor, registerVisitor } from '../../test/accounts.ts';
import { makeGlobalAdmin } from '../../test/roles.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { JSON_BODY_LIMIT, PANEL_JSON_BODY_LIMIT } from './body-limit.ts';
import { MULTIPART_ROUTES } from './same-origin.ts';
import { MAX_JSON_DEPTH } from './text-guard.ts';

/**
 * Bad text is a client error, never a crash: a NUL, an unpaired surrogate or a malformed
 * %-encoding anywhere in a request, and JSON bodies that are not objects, answer 4xx on EVERY
 * route of the app (the list is the app's own), sent by a global admin so no guard hides a route.
 */
const t = setupTestApp();
const app = () => t.app;

let admin: RegisteredVisitor;
beforeAll(async () => {
  // A built web app, so its client routes answer index.html rather than 'not built yet'.
  await mkdir(t.webDist, { recursive: true });
  await writeFile(path.join(t.webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  admin = await registerVisitor(app);
  await makeGlobalAdmin(t.db, admin.id);
});

/** Percent-encodings that are not UTF-8 text: NUL, not hex, overlong '.', an encoded lone surrogate. */
const BAD_URL_PARTS = ['%00', '%ZZ', '%C0%AE', '%ED%A0%80'];
/** JSON bodies: not objects, and objects with a NUL or a lone surrogate in a value or a key. */
const BAD_BODIES = [
  '[]',
  '"x"',
  '1',
  'null',
  '{"name":"Ana\\u0000","pt":"x"}',
  '{"name":{"pt":"\\ud800"},"guideId":"x"}',
  '{"a\\u0000":1}',
];
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Every method and path the app serves (a route for all methods counts as GET and POST). */
function servedRoutes(): Array<{ method: string; path: string }> {
  const seen = new Set<string>();
  for (const route of t.app.routes) {
    const methods = route.method === 'ALL' ? ['GET', 'POST'] : [route.method];
    for (const method of methods) seen.add(`${method} ${route.path}`);
  }
  return [...seen].map((entry) => {
    const [method = 'GET', path = '/'] = entry.split(' ');
    return { method, path };
  });
}

/** The path with its first parameter (or wildcard) set to `value`, the others to a plain id. */
function pathWith(route: string, value: string): string {
  let replaced = false;
  const filled = route.replace(/:\w+(\{[^}]*\})?\??|\*/g, () => {
    if (replaced) return 'x';
    replaced = true;
    return value;
  });
  return replaced ? filled : `${filled.replace(/\/$/, '')}/${value}`;
}

async function send(method: string, path: string, body?: string | FormData) {
  const json = typeof body === 'string';
  return admin.agent.request(path, {
    method,
    ...(json ? { headers: { 'content-type': 'application/json' } } : {}),
    ...(body !== undefined ? { body: body as never } : {}),
  });
}

describe('bad text on every route', () => {
  it('takes the routes from the app (the API, media, the web app)', () => {
    const routes = servedRoutes().map((route) => `${route.method} ${route.path}`);
    expect(routes.length).toBeGreaterThan(80);
    expect(routes).toContain('PATCH /api/me');
    expect(routes).toContain('POST /api/auth/*');
  });

  it('answers 4xx, never 500, for bad path, query and JSON values', async () => {
    const failures: string[] = [];
    const check = async (label: string, response: Response) => {
      if (response.status >= 500) failures.push(`${label} → ${response.status} ${await response.text()}`);
    };
    for (const { method, path } of servedRoutes()) {
      for (const bad of BAD_URL_PARTS) {
        const url = pathWith(path, bad);
        await check(`${method} ${url}`, await send(method, url));
      }
      const plain = pathWith(path, 'x');
      for (const bad of ['%00', '%ED%A0%80']) {
        const url = `${plain}?q=${bad}&${bad}=1`;
        await check(`${method} ${url}`, await send(method, url));
      }
      if (!WRITES.includes(method)) continue;
      for (const body of BAD_BODIES) await check(`${method} ${plain} ${body}`, await send(method, plain, body));
      if (MULTIPART_ROUTES.some((pattern) => pattern.test(plain))) {
        const form = new FormData();
        form.set('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto\u0000.png'));
        form.set('kind', 'image\u0000');
        await check(`${method} ${plain} multipart`, await send(method, plain, form));
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('deep and oversize JSON on every route', () => {
  it('answers 400 too-deep past 32 levels and 413 payload-too-large past the limit on every API write, never 500', async () => {
    const depth = MAX_JSON_DEPTH + 1;
    const deep = `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const failures: string[] = [];
    for (const { method, path } of servedRoutes()) {
      if (!WRITES.includes(method)) continue;
      const plain = pathWith(path, 'x');
      const limit = plain.startsWith('/api/panel/') ? PANEL_JSON_BODY_LIMIT : JSON_BODY_LIMIT;
      const oversize = `{"a":"${'x'.repeat(limit)}"}`;
      for (const [label, body, status, code] of [
        ['deep', deep, 400, 'too-deep'],
        ['oversize', oversize, 413, 'payload-too-large'],
      ] as const) {
        const response = await send(method, plain, body);
        const answer = await response.text();
        // Outside /api nothing reads a body: any answer but a crash.
        const expected = plain.startsWith('/api/') ? response.status === status && answer.includes(code) : true;
        if (response.status >= 500 || !expected)
          failures.push(`${method} ${plain} ${label} → ${response.status} ${answer}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('bad text on the account update (PATCH /api/me)', () => {
  const nameNow = async () => ((await (await admin.agent.request('/api/me')).json()) as { name: string }).name;

  it('answers 400 invalid-text naming the field, and saves nothing', async () => {
    const before = await nameNow();
    for (const name of ['Ana\u0000Maria', 'Ana\uD800', '\uDC00']) {
      const response = await admin.agent.request('/api/me', { method: 'PATCH', json: { name } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'invalid-text', field: 'name' } });
    }
    expect(await nameNow()).toBe(before);
  });

  it('answers 400 invalid-json for a body that is not an object', async () => {
    for (const body of ['[]', '"x"', '1', 'null', '[{"name":"Ana"}]']) {
      const response = await send('PATCH', '/api/me', body);
      expect(response.status, body).toBe(400);
      expect(await errorCodeOf(response), body).toBe('invalid-json');
    }
  });

  it('answers 400 invalid-text for bad percent-encodings in the path or the query', async () => {
    for (const [url, field] of [
      ['/api/guides/%00', 'path'],
      ['/api/guides/%ZZ', 'path'],
      ['/api/guides/%C0%AE', 'path'],
      ['/api/guides/%ED%A0%80', 'path'],
      ['/api/guides?search=%00', 'search'],
      ['/api/guides?%ZZ=1', 'query'],
    ] as const) {
      const response = await t.app.request(url);
      expect(response.status, url).toBe(400);
      expect(await response.json(), url).toEqual({ error: { code: 'invalid-text', field } });
    }
    // Well-formed text, accents and emoji included, goes through.
    const fine = await t.app.request(`/api/guides?search=${encodeURIComponent('Açúcar 🏛️')}`);
    expect(fine.status).toBe(200);
  });
});
