import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { createPGliteDatabase, type Db, PGLITE_OPTIONS } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createDatabaseOnServer, databaseUrl, dropDatabaseOnServer, openPostgres } from './postgres-databases.ts';

export type Backend = 'pglite' | 'postgres';

/** The backend this run tests against (vitest project `pglite` or `postgres`). */
export const backend: Backend = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  db: Db;
  /** Set on PostgreSQL: the URL of this file's database (for code that takes DATABASE_URL). */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file: a copy of the migrated template, or with
 * `empty: true` a database no migration has touched.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  if (backend === 'postgres') return createPostgresTestDatabase(options.empty ?? false);
  const template = options.empty ? undefined : new Blob([await readFile(inject('pgliteTemplate'))]);
  const db = createPGliteDatabase(() => PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: template }));
  if (!options.empty) await migrateToLatest(db);
  return { db, url: undefined, drop: () => db.destroy() };
}

async function createPostgresTestDatabase(empty: boolean): Promise<TestDatabase> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await createDatabaseOnServer(adminUrl, name, empty ? undefined : inject('postgresTemplate'));
  const db = openPostgres(adminUrl, name);
  if (!empty) await migrateToLatest(db);
  return {
    db,
    url: databaseUrl(adminUrl, name),
    async drop() {
      await db.destroy();
      await dropDatabaseOnServer(adminUrl, name);
    },
  };
}
