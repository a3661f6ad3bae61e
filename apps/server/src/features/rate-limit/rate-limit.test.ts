import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestApp, TEST_ORIGIN } from '../../../test/test-app.ts';
import { backend } from '../../../test/test-database.ts';
import { createApp } from '../../app.ts';
import { createLogger } from '../../logger.ts';

type Requester = Pick<ReturnType<typeof setupTestApp>['app'], 'request'>;

let sequence = 0;

/** A sign-up from `address` (the socket's remote address @hono/node-server would give). */
function signUp(app: Requester, address: string, headers: Record<string, string> = {}) {
  sequence += 1;
  return app.request(
    '/api/auth/sign-up/email',
    {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: `limit-${sequence}-${Date.now()}@example.com`, password: 'segredo1', name: 'Ana' }),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

describe(`rate limits on ${backend}`, () => {
  const t = setupTestApp({ settings: () => ({ rateLimits: true }) });

  // A fixed clock 10 s into a minute: no test's requests straddle two windows.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 10_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses the 6th sign-up in a minute from one address, with Retry-After; another address is not', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await signUp(t.app, '203.0.113.1')).status).toBe(200);
    }
    const refused = await signUp(t.app, '203.0.113.1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: { code: 'rate-limited' } });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBe(50);

    expect((await signUp(t.app, '203.0.113.2')).status).toBe(200);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await signUp(t.app, '203.0.113.3', { 'x-forwarded-for': `198.51.100.${index}` })).status).toBe(200);
    }
    expect((await signUp(t.app, '203.0.113.3', { 'x-forwarded-for': '198.51.100.99' })).status).toBe(429);
  });

  it('with TRUST_PROXY counts the first forwarded address, not the proxy', async () => {
    const proxied = createApp({
      db: t.db,
      config: { ...t.config, trustProxy: true },
      logger: createLogger('silent'),
    });
    const proxy = '10.0.0.1';
    for (let index = 0; index < 5; index += 1) {
      const response = await signUp(proxied, proxy, { 'x-forwarded-for': '198.51.100.7, 10.0.0.9' });
      expect(response.status).toBe(200);
    }
    expect((await signUp(proxied, proxy, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(429);
    expect((await signUp(proxied, proxy, { 'x-forwarded-for': '198.51.100.8' })).status).toBe(200);
  });

  it('counts across two app instances on the same database', async () => {
    const second = createApp({ db: t.db, config: t.config, logger: createLogger('silent') });
    for (let index = 0; index < 5; index += 1) {
      expect((await signUp(index % 2 === 0 ? t.app : second, '203.0.113.4')).status).toBe(200);
    }
    expect((await signUp(second, '203.0.113.4')).status).toBe(429);
    expect((await signUp(t.app, '203.0.113.4')).status).toBe(429);
  });

  it('clears windows long over when a new window starts', async () => {
    await t.db
      .insertInto('rate_limits')
      .values({ key: 'sign-up-email:old', window_start: new Date(Date.now() - 2 * 60 * 60 * 1000), count: 9 })
      .execute();
    expect((await signUp(t.app, '203.0.113.5')).status).toBe(200);
    const old = await t.db.selectFrom('rate_limits').where('key', '=', 'sign-up-email:old').selectAll().execute();
    expect(old).toEqual([]);
  });
});

describe(`rate limits off on ${backend}`, () => {
  const t = setupTestApp({ settings: () => ({ rateLimits: false }) });

  it('lets every request through with RATE_LIMITS=off', async () => {
    for (let index = 0; index < 7; index += 1) {
      expect((await signUp(t.app, '203.0.113.1')).status).toBe(200);
    }
  });
});
