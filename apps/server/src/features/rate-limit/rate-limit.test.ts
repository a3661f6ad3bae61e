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
      body: JSON.stringify({
        email: `limit-${sequence}-${Date.now()}@example.com`,
        password: 'segredo1',
        confirmation: 'segredo1',
        name: 'Ana',
        termsAndPolicyCheck: true,
      }),
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

  it('with TRUST_PROXY counts the address the proxy appended, not the proxy nor what the client forged', async () => {
    const proxied = createApp({
      db: t.db,
      config: { ...t.config, trustProxy: true },
      logger: createLogger('silent'),
    });
    const proxy = '10.0.0.1';
    // The client sends its own X-Forwarded-For with a new address each time; the proxy appends the real one.
    for (let index = 0; index < 5; index += 1) {
      const response = await signUp(proxied, proxy, { 'x-forwarded-for': `192.0.2.${index}, 198.51.100.7` });
      expect(response.status).toBe(200);
    }
    expect((await signUp(proxied, proxy, { 'x-forwarded-for': '192.0.2.77, 198.51.100.7' })).status).toBe(429);
    expect((await signUp(proxied, proxy, { 'x-forwarded-for': '198.51.100.8' })).status).toBe(200);
  });

  /** A POST through a trusted proxy for the client `forwardedFor`. */
  function viaProxy(app: Requester, path: string, body: unknown, forwardedFor: string) {
    return app.request(
      path,
      {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: '10.0.0.1' } } },
    );
  }

  it('limits SMS codes per phone number, whichever addresses ask (TRUST_PROXY, X-Forwarded-For)', async () => {
    const proxied = createApp({ db: t.db, config: { ...t.config, trustProxy: true }, logger: createLogger('silent') });
    const number = `(11) 9${String(Date.now() % 1e8).padStart(8, '0')}`;
    const sendCode = (phoneNumber: string, address: string) =>
      viaProxy(proxied, '/api/auth/phone-number/send-otp', { phoneNumber, intent: 'sign-up' }, address);
    for (let index = 0; index < 5; index += 1) {
      expect((await sendCode(number, `198.51.100.${20 + index}`)).status).toBe(200);
    }
    const refused = await sendCode(number, '198.51.100.40');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: { code: 'rate-limited' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same number written another way is the same phone.
    expect((await sendCode(number.replace(/\D/g, ''), '198.51.100.41')).status).toBe(429);
    // Another number from the same address still gets its code.
    expect((await sendCode('(21) 98765-4321', '198.51.100.40')).status).toBe(200);
  });

  it('limits password-reset e-mails per address, whichever addresses ask', async () => {
    const proxied = createApp({ db: t.db, config: { ...t.config, trustProxy: true }, logger: createLogger('silent') });
    const email = `reset-${Date.now()}@example.com`;
    const reset = (to: string, address: string) =>
      viaProxy(proxied, '/api/auth/request-password-reset', { email: to }, address);
    for (let index = 0; index < 3; index += 1) {
      expect((await reset(email, `198.51.100.${60 + index}`)).status).toBe(200);
    }
    expect((await reset(email.toUpperCase(), '198.51.100.70')).status).toBe(429);
    expect((await reset(`other-${email}`, '198.51.100.70')).status).toBe(200);
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
