import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { registerNotificationSource } from './notifications.ts';
import { createPostgresPool } from './pg-dialect.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { registerPoolStats } from './pool-stats.ts';
import type { Database, Db } from './tables/index.ts';

export type { Database, Db, PublishedContent } from './tables/index.ts';

const DATE = 1082;

/** PGlite options shared by every embedded database: `date` read as text, as on pg. */
export const PGLITE_OPTIONS: PGliteOptions = { parsers: { [DATE]: (value: string) => value } };

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite database under DATA_DIR. */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databaseTimeouts'>>,
  logger?: Logger,
): Promise<Db> {
  if (config.databaseUrl) {
    const onConnectionError = (error: Error) => logger?.warn({ err: error }, 'database connection failed');
    const pool = createPostgresPool(config.databaseUrl, { ...config.databaseTimeouts, onConnectionError });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    registerPoolStats(db, () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    const connectTimeoutMs = config.databaseTimeouts?.connectTimeoutMs;
    registerNotificationSource(db, { kind: 'postgres', url: config.databaseUrl, connectTimeoutMs });
    return db;
  }
  // One process per embedded database: a second one is refused (DataDirError) until this closes.
  const lock = await lockDataDir(config.dataDir);
  try {
    const dataDir = path.join(config.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
    return createPGliteDatabase(() => PGlite.create({ ...PGLITE_OPTIONS, dataDir }), lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * createDatabase, with the embedded database opened now rather than on the first query: the boot
 * (main.ts) starts this before loading the rest of the server, so PGlite compiles its WebAssembly
 * and reads its data folder while the server's modules load (a restart's two longest steps).
 */
export async function openDatabase(config: Parameters<typeof createDatabase>[0], logger?: Logger): Promise<Db> {
  const db = await createDatabase(config, logger);
  if (config.databaseUrl) return db;
  try {
    await sql`select 1`.execute(db);
    return db;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/** A Kysely database over a PGlite instance that `open` creates (in memory, from a template, …). */
export function createPGliteDatabase(open: () => Promise<PGlite>, onClosed?: () => void): Db {
  // One instance for the driver and for LISTEN (db/notifications.ts).
  let instance: Promise<PGlite> | undefined;
  const once = () => {
    instance ??= open();
    return instance;
  };
  const db = new Kysely<Database>({ dialect: new PGliteDialect(once, onClosed) });
  registerNotificationSource(db, { kind: 'pglite', open: once });
  return db;
}
