import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { DEFAULT_TILE_URL } from '@percurso/shared';
import { afterAll, beforeAll } from 'vitest';
import { type App, type AppDeps, createApp } from '../src/app.ts';
import type { Db } from '../src/db/database.ts';
import { shareNotificationSource } from '../src/db/notifications.ts';
import { createLogger } from '../src/logger.ts';
import { setFactoryDb } from './factories.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** The origin tests call the app at (requests from it pass better-auth's origin check). */
export const TEST_ORIGIN = 'http://localhost';

export interface TestApp {
  app: App;
  db: Db;
  /** Empty folders of this file, standing in for MEDIA_DIR and WEB_DIST. */
  mediaDir: string;
  webDist: string;
  /** DATA_DIR of this file (the outbox is `outbox/` in it). */
  dataDir: string;
  /** Every log line the app wrote, parsed (nothing reaches the terminal). */
  logs: Array<Record<string, unknown>>;
  /** The settings the app was created with (e.g. to start a second instance on the same database). */
  config: AppDeps['config'];
  /** On PostgreSQL, the URL of this file's database (for a second connection or process); else undefined. */
  databaseUrl: string | undefined;
  /** SQL statements the app has run so far (factories and tests using `db` are not counted). */
  queryCount(): number;
  /** What `request` returns, and the SQL statements the app ran meanwhile. */
  queriesDuring<T>(request: () => T | Promise<T>): Promise<{ result: T; queries: number }>;
}

/**
 * Gives the test file a real app on a database of its own, created before its tests and
 * dropped after. Factories write to the same database.
 */
export interface TestAppOptions {
  empty?: boolean;
  /**
   * Settings read when the app is created (after earlier beforeAll hooks, e.g. one starting a
   * local SMTP, HTTP or OIDC server): SMTP_URL, MAIL_FROM, CEP_LOOKUP_URL, the social providers.
   * Rate limits are off unless a test turns them on (`rateLimits: true`).
   */
  settings?: () => Partial<
    Pick<
      AppDeps['config'],
      | 'smtpUrl'
      | 'mailFrom'
      | 'cepLookupUrl'
      | 'adminEmail'
      | 'social'
      | 'rateLimits'
      | 'trustProxy'
      | 's3'
      | 'tts'
      | 'translation'
      | 'webServerEntry'
      | 'metricsToken'
      | 'backup'
    >
  >;
}

export function setupTestApp(options: TestAppOptions = {}): TestApp {
  let state:
    | (Omit<TestApp, 'queriesDuring'> & { database: TestDatabase; folder: string; stopping: AbortController })
    | undefined;
  const current = () => {
    if (!state) throw new Error('setupTestApp(): used outside a test');
    return state;
  };

  beforeAll(async () => {
    const database = await createTestDatabase(options);
    const folder = await mkdtemp(path.join(tmpdir(), 'percurso-test-'));
    const logs: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logs.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const mediaDir = path.join(folder, 'media');
    const webDist = path.join(folder, 'web');
    const config: AppDeps['config'] = {
      dataDir: folder,
      mediaDir,
      webDist,
      tileUrl: DEFAULT_TILE_URL,
      publicOrigin: TEST_ORIGIN,
      authSecret: 'test-secret-of-at-least-thirty-two-characters',
      smtpUrl: undefined,
      mailFrom: undefined,
      // Never the internet from a test: a port nothing listens on unless the test sets its own.
      cepLookupUrl: 'http://127.0.0.1:9/ws/{cep}/json/',
      adminEmail: undefined,
      rateLimits: false,
      ...options.settings?.(),
    };
    const counted = countQueries(database.db);
    const stopping = new AbortController();
    let settle: (() => Promise<void>) | undefined;
    const app = createApp({
      db: counted.db,
      config,
      logger: createLogger('info', sink),
      shutdown: stopping.signal,
      onGuideCache: (cacheSettle) => {
        settle = cacheSettle;
      },
    });
    state = {
      app,
      queryCount: () => counted.count,
      stopping,
      db: database.db,
      dataDir: folder,
      mediaDir,
      webDist,
      logs,
      config,
      databaseUrl: database.url,
      database,
      folder,
    };
    setFactoryDb(database.db, settle);
  });

  afterAll(async () => {
    if (!state) return;
    state.stopping.abort();
    await state.database.drop();
    await rm(state.folder, { recursive: true, force: true, maxRetries: 3 });
  });

  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get mediaDir() {
      return current().mediaDir;
    },
    get webDist() {
      return current().webDist;
    },
    get dataDir() {
      return current().dataDir;
    },
    get logs() {
      return current().logs;
    },
    get config() {
      return current().config;
    },
    get databaseUrl() {
      return current().database.url;
    },
    queryCount: () => current().queryCount(),
    async queriesDuring(request) {
      const before = current().queryCount();
      const result = await request();
      return { result, queries: current().queryCount() - before };
    },
  };
}

/** The same database, counting every statement run through it (a Kysely plugin). */
export function countQueries(db: Db): { db: Db; readonly count: number } {
  let count = 0;
  const counted = db.withPlugin({
    transformQuery: (args) => {
      count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  shareNotificationSource(db, counted);
  return {
    db: counted,
    get count() {
      return count;
    },
  };
}
