// Backups (issue 27 item 6): time to back up and to restore the demo, then the demo with
// INTERACTIONS (default 10,000) more interactions, on PGlite (in memory) and on PostgreSQL (a
// throwaway cluster, as the API tests start; BACKENDS=pglite to skip it). Restores go into an empty
// database of the same kind and are checked against the manifest (counts and checksums).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { createPGliteDatabase, type Db, PGLITE_OPTIONS } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createBackup, restoreBackup } from '../apps/server/src/features/backups/index.ts';
import { seedDemo } from '../apps/server/src/features/demo/seed.ts';
import { createMediaStorage } from '../apps/server/src/features/media-library/index.ts';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster.ts';
import { createDatabaseOnServer, openPostgres } from '../apps/server/test/postgres-databases.ts';

const interactions = Number(process.env.INTERACTIONS ?? 10_000);
const backends = (process.env.BACKENDS ?? 'pglite,postgres').split(',');
const folder = await mkdtemp(path.join(tmpdir(), 'percurso-bench-backup-'));
const storage = createMediaStorage({ mediaDir: path.join(folder, 'media') });
const restoredStorage = createMediaStorage({ mediaDir: path.join(folder, 'restored-media') });

async function measure(label: string, source: Db, empty: () => Promise<Db>) {
  const file = path.join(folder, `${label}.zip`);
  let started = performance.now();
  const { manifest, bytes } = await createBackup(source, storage, file);
  const backupS = (performance.now() - started) / 1000;
  const target = await empty();
  started = performance.now();
  await restoreBackup(target, restoredStorage, file);
  const restoreS = (performance.now() - started) / 1000;
  await target.destroy();
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `${label.padEnd(34)} ${String(rows).padStart(7)} rows ${String(manifest.media.length).padStart(4)} media ` +
      `${(bytes / 1e6).toFixed(1).padStart(6)} MB  backup ${backupS.toFixed(1).padStart(5)} s  restore ${restoreS.toFixed(1).padStart(5)} s`,
  );
}

async function run(backend: string, fresh: () => Promise<Db>) {
  const db = await fresh();
  await migrateToLatest(db);
  await seedDemo(db, { mediaDir: path.join(folder, 'media') });
  await measure(`${backend}: demo`, db, fresh);
  const guide = await db.selectFrom('points').select(['id', 'guide_id']).executeTakeFirstOrThrow();
  await sql`insert into interactions (id, type, guide_id, point_id, user_id, created_at)
    select 'bench-' || n, 'Desbloqueio de interação', ${guide.guide_id}, ${guide.id}, 'bench-visitor-' || (n % 500), now() - n * interval '1 minute'
    from generate_series(1, ${interactions}) as n`.execute(db);
  await measure(`${backend}: demo + ${interactions} interactions`, db, fresh);
  await db.destroy();
}

try {
  if (backends.includes('pglite')) {
    await run('PGlite', async () => createPGliteDatabase(() => PGlite.create({ ...PGLITE_OPTIONS })));
  }
  if (backends.includes('postgres')) {
    const cluster = await startPostgresCluster();
    let count = 0;
    try {
      await run('PostgreSQL', async () => {
        const name = `bench_backup_${count++}`;
        await createDatabaseOnServer(cluster.adminUrl, name);
        return openPostgres(cluster.adminUrl, name);
      });
    } finally {
      await cluster.stop();
    }
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
