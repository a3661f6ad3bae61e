import path from 'node:path';
import { DEFAULT_TILE_URL } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on an embedded database under ./data with no configuration at all', () => {
    const config = loadConfig({}, '/srv/percurso');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/percurso/data',
      databaseUrl: undefined,
      databaseTimeouts: { connectTimeoutMs: 5000, statementTimeoutMs: 15_000 },
      mediaDir: '/srv/percurso/data/media',
      logLevel: 'info',
      tileUrl: DEFAULT_TILE_URL,
      seedDemo: true,
      publishPollMs: 30_000,
      backup: { dir: '/srv/percurso/data/backups', schedule: { hour: 3, minute: 0 }, keep: 7 },
    });
    expect(config.webDist.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('reads every variable, resolving relative folders against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var',
        DATABASE_URL: 'postgres://u@db/percurso',
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
        DATABASE_STATEMENT_TIMEOUT_MS: '0',
        MEDIA_DIR: '/mnt/media',
        WEB_DIST: 'web',
        PUBLIC_ORIGIN: 'https://guia.example.org',
        LOG_LEVEL: 'debug',
        TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
        SEED_DEMO: 'false',
        PUBLISH_POLL_MS: '5000',
        SHUTDOWN_GRACE_MS: '3000',
        BACKUP_DIR: 'copias',
        BACKUP_SCHEDULE: '4:30',
        BACKUP_KEEP: '14',
        METRICS_TOKEN: 'um-token-de-metricas-longo',
        SMTP_URL: 'smtp://mailer:secret@mail.example.org:587',
        MAIL_FROM: 'Percurso <guia@example.org>',
        CEP_LOOKUP_URL: 'https://cep.example.org/{cep}.json',
      },
      '/srv',
    );
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/var',
      databaseUrl: 'postgres://u@db/percurso',
      databaseTimeouts: { connectTimeoutMs: 2000, statementTimeoutMs: 0 },
      mediaDir: '/mnt/media',
      webDist: '/srv/web',
      webServerEntry: '/srv/dist-ssr/entry-server.js',
      publicOrigin: 'https://guia.example.org',
      logLevel: 'debug',
      tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
      seedDemo: false,
      publishPollMs: 5000,
      shutdown: { graceMs: 3000, timeoutMs: 10_000 },
      backup: { dir: '/srv/copias', schedule: { hour: 4, minute: 30 }, keep: 14 },
      metricsToken: 'um-token-de-metricas-longo',
      smtpUrl: 'smtp://mailer:secret@mail.example.org:587',
      mailFrom: 'Percurso <guia@example.org>',
      cepLookupUrl: 'https://cep.example.org/{cep}.json',
      adminEmail: undefined,
      rateLimits: true,
      trustProxy: false,
      social: {},
    });
  });

  it('has rate limits on and the proxy untrusted by default; RATE_LIMITS=off and TRUST_PROXY=true change that', () => {
    expect(loadConfig({}, '/srv')).toMatchObject({ rateLimits: true, trustProxy: false });
    expect(loadConfig({ RATE_LIMITS: '', TRUST_PROXY: '' }, '/srv')).toMatchObject({
      rateLimits: true,
      trustProxy: false,
    });
    expect(loadConfig({ RATE_LIMITS: 'off', TRUST_PROXY: 'true' }, '/srv')).toMatchObject({
      rateLimits: false,
      trustProxy: true,
    });
    expect(() => loadConfig({ RATE_LIMITS: 'maybe' }, '/srv')).toThrow(/RATE_LIMITS/);
  });

  it('reads ADMIN_EMAIL lower-cased, and refuses one that is not an e-mail', () => {
    expect(loadConfig({ ADMIN_EMAIL: ' Chefe@Example.ORG ' }, '/srv').adminEmail).toBe('chefe@example.org');
    expect(loadConfig({ ADMIN_EMAIL: '' }, '/srv').adminEmail).toBeUndefined();
    expect(() => loadConfig({ ADMIN_EMAIL: 'chefe' }, '/srv')).toThrow(/ADMIN_EMAIL/);
  });

  it('defaults to the outbox without SMTP_URL and to ViaCEP for postal codes', () => {
    const config = loadConfig({}, '/srv');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.cepLookupUrl).toBe('https://viacep.com.br/ws/{cep}/json/');
  });

  it('refuses SMTP_URL without MAIL_FROM, and a lookup URL without {cep}', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.org' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ CEP_LOOKUP_URL: 'https://cep.example.org/' })).toThrow(/CEP_LOOKUP_URL/);
  });

  it('keeps uploads on disk without S3_BUCKET, and reads the S3 settings with it', () => {
    expect(loadConfig({}, '/srv').s3).toBeUndefined();
    const config = loadConfig(
      {
        S3_BUCKET: 'midia',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.example.org',
      },
      '/srv',
    );
    expect(config.s3).toEqual({
      bucket: 'midia',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example.org',
    });
    expect(() => loadConfig({ S3_BUCKET: 'midia' }, '/srv')).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
  });

  it('resolves ./data against the folder npm was run from, not the workspace folder', () => {
    expect(loadConfig({ INIT_CWD: '/repo' }).dataDir).toBe('/repo/data');
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }, '/srv').databaseUrl).toBeUndefined();
  });

  it('turns the daily backup off with BACKUP_SCHEDULE=off, and refuses a time that is not one', () => {
    expect(loadConfig({ BACKUP_SCHEDULE: 'off' }, '/srv').backup.schedule).toBeUndefined();
    expect(() => loadConfig({ BACKUP_SCHEDULE: '25:00' }, '/srv')).toThrow(/BACKUP_SCHEDULE/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' }, '/srv')).toThrow(/BACKUP_KEEP/);
  });

  it('refuses a bad value, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, '/srv')).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' }, '/srv')).toThrow(/SEED_DEMO/);
  });

  it('turns on each social provider whose client id and secret are both set', () => {
    expect(loadConfig({}, '/srv').social).toEqual({});
    const config = loadConfig(
      {
        GOOGLE_CLIENT_ID: 'g-id',
        GOOGLE_CLIENT_SECRET: 'g-secret',
        TWITTER_CLIENT_ID: '',
        OIDC_ISSUER_URL: 'https://sso.example.org/realms/museu',
        OIDC_CLIENT_ID: 'percurso',
        OIDC_CLIENT_SECRET: 'o-secret',
      },
      '/srv',
    );
    expect(config.social).toEqual({
      google: { clientId: 'g-id', clientSecret: 'g-secret' },
      oidc: {
        issuerUrl: 'https://sso.example.org/realms/museu',
        clientId: 'percurso',
        clientSecret: 'o-secret',
        name: 'OpenID Connect',
      },
    });
  });

  it('refuses a client id without its secret, and an OIDC client without an issuer', () => {
    expect(() => loadConfig({ FACEBOOK_CLIENT_ID: 'f-id' }, '/srv')).toThrow(/FACEBOOK_CLIENT_SECRET/);
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 's' }, '/srv')).toThrow(/OIDC_ISSUER_URL/);
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'not a url' }, '/srv')).toThrow(/OIDC_ISSUER_URL/);
  });
});
