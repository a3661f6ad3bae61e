import { DataDirError } from '../db/data-dir-lock.ts';
import { ArchiveError } from '../features/backups/backup-archive.ts';
import { RestoreRefused } from '../features/backups/index.ts';

/**
 * Runs a command-line tool's work: a problem the operator fixes (the data folder in use, a refused
 * restore, a file that is not a backup) prints its sentence alone and exits 1; anything else its stack.
 */
export async function runCommand(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof DataDirError || error instanceof RestoreRefused || error instanceof ArchiveError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  }
}
