// `npm run backup -- [--out file]`: a backup of the whole installation (database and media) to one
// ZIP archive, by default in BACKUP_DIR. On PostgreSQL while the server runs; on the embedded
// database (one process at a time) with the server stopped, or from the panel's backups page.
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { createBackup } from '../features/backups/index.ts';
import { createMediaStorage } from '../features/media-library/index.ts';
import { runCommand } from './run-command.ts';

await runCommand(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  const file = path.resolve(values.out ?? path.join(config.backup.dir, `percurso-backup-${stamp}-command.zip`));
  await mkdir(path.dirname(file), { recursive: true });
  const db = await createDatabase(config);
  try {
    const started = performance.now();
    const { manifest, bytes } = await createBackup(db, createMediaStorage(config), `${file}.part`);
    await rename(`${file}.part`, file);
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Backup written: ${file}\n  ${(bytes / 1e6).toFixed(1)} MB, ${Object.keys(manifest.tables).length} tables, ` +
        `${rows} rows, ${manifest.media.length} media files, migration ${manifest.migration}, ${seconds} s`,
    );
  } finally {
    await db.destroy();
  }
});
