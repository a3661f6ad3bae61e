import { DEFAULT_TILE_URL } from '@percurso/shared';
import { getMigrations } from 'better-auth/db/migration';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/test-app.ts';
import { backend } from '../../../test/test-database.ts';
import { createApp } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import { authOptions } from './auth.ts';

const t = setupTestApp();
const settings = {
  secret: 'test-secret-of-at-least-thirty-two-characters',
  publicOrigin: 'https://guia.example',
  mailer: { send: async () => {} },
};

describe(`better-auth on ${backend}`, () => {
  it('finds every table and column it expects in migration 0004 (nothing left for it to create)', async () => {
    const { toBeCreated, toBeAdded } = await getMigrations(authOptions(t.db, settings, createLogger('silent')));
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });

  it('sets Secure cookies and trusts only PUBLIC_ORIGIN when it is https', async () => {
    const config = {
      mediaDir: '/nonexistent',
      webDist: '/nonexistent',
      tileUrl: DEFAULT_TILE_URL,
      authSecret: settings.secret,
      dataDir: '/nonexistent',
      smtpUrl: undefined,
      mailFrom: undefined,
      cepLookupUrl: 'http://127.0.0.1:9/{cep}',
      adminEmail: undefined,
    };
    const app = createApp({
      db: t.db,
      config: { ...config, publicOrigin: settings.publicOrigin },
      logger: createLogger('silent'),
    });
    const sameSite = await app.request('https://guia.example/api/auth/sign-in/anonymous', {
      method: 'POST',
      headers: { origin: settings.publicOrigin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(sameSite.status).toBe(200);
    const cookie = sameSite.headers.getSetCookie().find((line) => line.includes('percurso.session_token='));
    expect(cookie).toMatch(/^__Secure-percurso\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);

    // A cross-site request carrying the session cookie is refused (CSRF), and the session stays.
    const crossSite = await app.request('https://guia.example/api/auth/sign-out', {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        cookie: cookie?.split(';')[0] ?? '',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ error: { code: 'auth/untrusted-origin' } });
    const session = await app.request('https://guia.example/api/me', {
      headers: { cookie: cookie?.split(';')[0] ?? '' },
    });
    expect(session.status).toBe(200);
  });
});
