// `npm run migrate-to-postgres -- --to postgres://user:pass@host/db`: copies the embedded
// installation under DATA_DIR (server stopped) into an empty PostgreSQL database: every row, id,
// password hash, session, media reference and analytics rollup, checked by counts and checksums.
// The media stay where they are (MEDIA_DIR or the bucket). Then prints what to change in the environment.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { createBackup, restoreBackup } from '../features/backups/index.ts';
import { createMediaStorage } from '../features/media-library/index.ts';
import { runCommand } from './run-command.ts';

await runCommand(async () => {
  const { values } = parseArgs({ options: { to: { type: 'string' }, force: { type: 'boolean' } } });
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
    console.error('Usage: npm run migrate-to-postgres -- --to postgres://user:password@host:5432/database [--force]');
    process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: this installation already runs on PostgreSQL (unset it to move the embedded one).',
    );
    process.exitCode = 1;
    return;
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'percurso-move-'));
  const file = path.join(folder, 'installation.zip');
  const storage = createMediaStorage(config);
  try {
    const source = await createDatabase(config);
    try {
      await createBackup(source, storage, file);
    } finally {
      await source.destroy();
    }
    const target = await createDatabase({ ...config, databaseUrl: values.to });
    try {
      const manifest = await restoreBackup(target, storage, file, { force: values.force ?? false, media: false });
      const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
      console.log(
        `Copied ${rows} rows in ${Object.keys(manifest.tables).length} tables to PostgreSQL; counts and checksums match.\n\n` +
          'Next, in the environment of every Percurso process:\n' +
          `  DATABASE_URL=${values.to.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:…@')}\n` +
          `  BETTER_AUTH_SECRET: keep the same (now in ${path.join(config.dataDir, 'auth-secret')} unless set), or sessions end\n` +
          `  MEDIA_DIR=${config.mediaDir} (or move the files and set it), unless S3_BUCKET is set\n` +
          `The embedded database in ${path.join(config.dataDir, 'pglite')} is left as it was: keep it until the new one serves.`,
      );
    } finally {
      await target.destroy();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
