import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LegacyImportReport } from '@percurso/shared';
import { loadConfig } from '../config.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { importLegacyExport } from '../features/content-import/index.ts';
import { createMediaStorage, type MediaStorage } from '../features/media-library/index.ts';
import type { Logger } from '../logger.ts';
import { createLogger } from '../logger.ts';

const USAGE = 'Uso: npm run import-legacy -- [--dry-run] <export.json>';

/**
 * `npm run import-legacy -- <export.json>`: imports the original system's document-database
 * export into DATABASE_URL (or the PGlite in DATA_DIR), keeping every id; `--dry-run` only reports.
 * Prints the report as JSON; a second run updates the same rows (docs/operations.md).
 */
export async function runImportLegacy(
  db: Db,
  logger: Logger,
  args: readonly string[],
  storage: MediaStorage,
): Promise<{ ok: boolean; message: string; report?: LegacyImportReport }> {
  const dryRun = args.includes('--dry-run');
  const files = args.filter((arg) => arg !== '--dry-run');
  if (files.length !== 1 || !files[0]) return { ok: false, message: USAGE };
  // npm runs workspace scripts in the workspace folder: a relative path is the caller's (INIT_CWD).
  const text = await readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]), 'utf8');
  const report = await importLegacyExport(db, logger, text, { dryRun, storage });
  return { ok: true, message: JSON.stringify(report, null, 2), report };
}

async function main() {
  const config = loadConfig();
  const logger = createLogger('warn');
  const db = await createDatabase(config, logger);
  try {
    await migrateToLatest(db);
    const result = await runImportLegacy(db, logger, process.argv.slice(2), createMediaStorage(config));
    (result.ok ? console.log : console.error)(result.message);
    if (!result.ok) process.exitCode = 1;
  } catch (error) {
    logger.fatal({ err: error }, 'legacy import failed');
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
