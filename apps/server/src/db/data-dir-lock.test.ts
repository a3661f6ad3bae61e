import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backend } from '../../test/test-database.ts';
import { DataDirError, lockDataDir } from './data-dir-lock.ts';

const serverRoot = path.join(import.meta.dirname, '../..');
const folders: string[] = [];
const children: ChildProcess[] = [];

function folder(): string {
  const made = mkdtempSync(path.join(tmpdir(), 'percurso-lock-'));
  folders.push(made);
  return made;
}

/** A real server process (`src/main.ts`) on an embedded database in `dataDir`. */
function startProcess(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => ({ stdout, stderr }),
    async listening() {
      while (!stdout.includes('Percurso listening')) {
        if (child.exitCode !== null) throw new Error(`server exited: ${stderr}${stdout}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

// Only the embedded database has a data folder to guard: run once, in the pglite project.
describe.runIf(backend === 'pglite')('one server per data folder', () => {
  it('refuses a second server on the same folder, naming the folder and the first one’s pid, until the first stops', async () => {
    const dataDir = folder();
    const first = startProcess(dataDir);
    await first.listening();
    const second = startProcess(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output().stderr).toContain(
      `DATA_DIR ${dataDir} is in use by another Percurso server (pid ${first.child.pid})`,
    );
    expect(second.output().stderr).not.toMatch(/^\s+at /m);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'percurso.pid'))).toBe(false);
    // Released: the next server starts on the folder and keeps what the first one wrote.
    const third = startProcess(dataDir);
    await third.listening();
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 120_000);

  it('says which folder cannot be created, without a stack trace', async () => {
    const file = path.join(folder(), 'a-file');
    writeFileSync(file, '');
    const dataDir = path.join(file, 'data');
    const server = startProcess(dataDir);
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toBe(`DATA_DIR ${dataDir} cannot be created (ENOTDIR): choose a writable folder\n`);
  }, 60_000);

  it('says which folder is not writable', async () => {
    // chmod does not stop root: as root, a folder of the read-only /sys stands in.
    let dataDir = folder();
    if (process.getuid?.() === 0) dataDir = '/sys/kernel';
    else chmodSync(dataDir, 0o555);
    const probe = path.join(dataDir, 'percurso.pid');
    let writable = true;
    try {
      openSync(probe, 'wx');
      unlinkSync(probe);
    } catch {
      writable = false;
    }
    if (writable) return; // nothing here is read-only for this user: nothing to check
    const refused = lockDataDir(dataDir);
    await expect(refused).rejects.toBeInstanceOf(DataDirError);
    await expect(refused).rejects.toThrow(`DATA_DIR ${dataDir} is not writable (`);
  });

  it('takes over the lock of a server that died without releasing it', async () => {
    const dataDir = folder();
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(path.join(dataDir, 'percurso.pid'), String(dead));
    const lock = await lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, 'percurso.pid'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dataDir, 'percurso.pid'))).toBe(false);
  });
});
