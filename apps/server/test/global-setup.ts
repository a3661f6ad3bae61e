import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createPGliteDatabase, PGLITE_OPTIONS } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { startPostgresCluster } from './postgres-cluster.ts';
import { createDatabaseOnServer, dropDatabaseOnServer, openPostgres } from './postgres-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite data dir dump of a migrated database; each test file loads a copy (0.5 s, not 3 s). */
    pgliteTemplate: string;
    /** Superuser URL of the PostgreSQL server the test databases are created on. */
    postgresAdminUrl: string;
    /** A migrated database every test file's database is copied from. */
    postgresTemplate: string;
  }
}

/** Once per run and backend: a migrated template database (and the PostgreSQL cluster). */
export default async function setup(project: TestProject) {
  if (project.name === 'postgres') return setupPostgres(project);
  return setupPGlite(project);
}

async function setupPGlite(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'percurso-pglite-'));
  const pglite = await PGlite.create(PGLITE_OPTIONS);
  const db = createPGliteDatabase(async () => pglite);
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const file = path.join(folder, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  const cluster = external ? undefined : await startPostgresCluster();
  const adminUrl = external ?? (cluster?.adminUrl as string);
  const template = `percurso_template_${randomBytes(4).toString('hex')}`;
  try {
    await createDatabaseOnServer(adminUrl, template);
    const db = openPostgres(adminUrl, template);
    await migrateToLatest(db);
    await db.destroy();
  } catch (error) {
    await cluster?.stop();
    throw error;
  }
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplate', template);
  return async () => {
    if (cluster) return cluster.stop();
    await dropDatabaseOnServer(adminUrl, template);
  };
}
