import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/test-app.ts';
import { isFresh } from './cache.ts';

const t = setupTestApp();

describe('HTTP conventions', () => {
  it('tags every response with an x-request-id, keeping a well-formed one from the proxy', async () => {
    const fresh = await t.app.request('/healthz');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await t.app.request('/healthz', { headers: { 'x-request-id': 'lb-1234' } });
    expect(forwarded.headers.get('x-request-id')).toBe('lb-1234');
    const hostile = await t.app.request('/healthz', { headers: { 'x-request-id': '<script>' } });
    expect(hostile.headers.get('x-request-id')).not.toBe('<script>');
  });

  it('answers the not-found envelope for an unknown API route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await t.app.request('/api/no-such-thing', { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not-found' } });
    }
  });

  it('logs one JSON line per request with method, path, status and duration', async () => {
    const response = await t.app.request('/api/guides/unknown-guide-for-log');
    const requestId = response.headers.get('x-request-id');
    const line = t.logs.find((entry) => entry.requestId === requestId && entry.msg === 'request');
    expect(line).toMatchObject({ method: 'GET', path: '/api/guides/unknown-guide-for-log', status: 404 });
    expect(typeof line?.ms).toBe('number');
  });

  it('masks an unexpected failure as 500 internal with the request id, and logs the stack', async () => {
    // Break the database under the running app: the error text must not reach the client.
    await sql`alter table sponsors rename to sponsors_away`.execute(t.db);
    try {
      const response = await t.app.request('/api/sponsors');
      expect(response.status).toBe(500);
      const requestId = response.headers.get('x-request-id');
      const body = await response.json();
      expect(body).toEqual({ error: { code: 'internal', requestId } });
      expect(JSON.stringify(body)).not.toContain('sponsors');
      const logged = t.logs.find((entry) => entry.requestId === requestId && entry.msg === 'unhandled error');
      expect(logged?.level).toBe(50);
      expect(String((logged?.err as { stack?: string })?.stack)).toContain('sponsors');
    } finally {
      await sql`alter table sponsors_away rename to sponsors`.execute(t.db);
    }
  });
});

describe('If-None-Match', () => {
  it('matches weak and strong forms, lists and the wildcard', () => {
    expect(isFresh('W/"abc"', 'W/"abc"')).toBe(true);
    expect(isFresh('"abc"', 'W/"abc"')).toBe(true);
    expect(isFresh('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(isFresh('*', 'W/"abc"')).toBe(true);
    expect(isFresh('W/"abd"', 'W/"abc"')).toBe(false);
    expect(isFresh(undefined, 'W/"abc"')).toBe(false);
  });
});
