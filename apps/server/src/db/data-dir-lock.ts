import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/** A start-up problem with the data folder: main.ts prints the message alone, without a stack trace. */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = 'percurso.pid';

/**
 * Takes the embedded database's folder for this process: `DATA_DIR/percurso.pid` created
 * exclusively (O_EXCL) with our pid. PGlite is one process's database: a second server on the
 * same folder would accept writes that the first one overwrites, so it is refused with the
 * other server's pid. A lock left by a process that no longer runs is taken over. A folder that
 * cannot be created or written is a DataDirError naming it.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  try {
    await mkdir(dataDir, { recursive: true });
  } catch (error) {
    throw new DataDirError(`DATA_DIR ${dataDir} cannot be created (${codeOf(error)}): choose a writable folder`);
  }
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const taken = tryCreate(file, dataDir);
    if (taken) return taken;
    const holder = readPid(file);
    // Our own pid or our parent's (npm, a container's init) after a restart is a lock left behind.
    if (holder !== undefined && holder !== process.pid && holder !== process.ppid && isRunning(holder)) {
      throw new DataDirError(
        `DATA_DIR ${dataDir} is in use by another Percurso server (pid ${holder}): stop it, or give this one another DATA_DIR`,
      );
    }
    takeOverStale(file, holder);
  }
  throw new DataDirError(`DATA_DIR ${dataDir} could not be locked (${file} keeps changing)`);
}

function tryCreate(file: string, dataDir: string): DataDirLock | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return undefined;
    throw new DataDirError(`DATA_DIR ${dataDir} is not writable (${codeOf(error)}): choose a writable folder`);
  }
  try {
    writeSync(fd, String(process.pid));
  } finally {
    closeSync(fd);
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    // Only our own lock: never a file another process wrote since.
    if (readPid(file) === process.pid) unlinkSync(file);
  };
  process.on('exit', release);
  return { release };
}

/**
 * Moves a dead process's lock aside. The rename is atomic, so of two servers starting together
 * only one moves it; if what was moved is a live lock after all, it is put back.
 */
function takeOverStale(file: string, stalePid: number | undefined): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch {
    return; // gone already: the next attempt creates it
  }
  const moved = readPid(aside);
  if (moved !== stalePid && moved !== undefined && isRunning(moved)) {
    renameSync(aside, file);
    return;
  }
  unlinkSync(aside);
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return codeOf(error) === 'EPERM';
  }
}

function codeOf(error: unknown): string {
  return error instanceof Error && 'code' in error ? String(error.code) : String(error);
}
