// `npm run restore -- <file> [--force]`: restores a backup into this installation's database
// (DATABASE_URL, or the embedded one under DATA_DIR) and media store, with the server stopped. An
// installation with data is refused unless --force wipes it; a backup from a newer Percurso is
// refused; one from an older Percurso is brought up to date by the migrations.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { restoreBackup } from '../features/backups/index.ts';
import { createMediaStorage } from '../features/media-library/index.ts';
import { runCommand } from './run-command.ts';

await runCommand(async () => {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error('Usage: npm run restore -- <backup.zip> [--force]');
    process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  const db = await createDatabase(config);
  try {
    const started = performance.now();
    const manifest = await restoreBackup(db, createMediaStorage(config), file, { force: values.force ?? false });
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored ${file} (Percurso ${manifest.appVersion}, ${manifest.createdAt}): ${rows} rows and ` +
        `${manifest.media.length} media files, counts and checksums verified, in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await db.destroy();
  }
});
