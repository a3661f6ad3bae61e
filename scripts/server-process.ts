import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Starts and stops real server processes for the benchmarks and the end-to-end tests.

export const repoRoot = join(import.meta.dirname, '..');
/** A TCP port nothing listens on now, as the system picks one (for a server a test starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, 'localhost', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
    probe.on('error', reject);
  });
}

export function freshDataDir(label: string): string {
  return mkdtempSync(join(tmpdir(), `percurso-${label}-`));
}

/**
 * Starts the production server (`npm start` without the install/build steps, or a release) on a port.
 * SERVER_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (a bench's
 * "where does the time go"). SERVER_LOG_LEVEL=info: its request log (one line per request, with the
 * handler's milliseconds) on stdout, to tell a slow handler from a request that waited to be read.
 */
export function startServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  /** A release folder (scripts/release.mjs) to start instead of the sources. */
  release?: string,
): ChildProcess {
  const profile = process.env.SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SERVER_CPU_PROF}`] : [];
  const entry = release ? ['apps/server/src/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const server = spawn(process.execPath, [...profile, ...entry], {
    cwd: release ?? repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A starter that ends without stopping it (a test worker shut down after a timeout) takes it along:
  // a server left running would keep its port and its PGlite folder's lock.
  const orphaned = () => server.kill('SIGKILL');
  process.once('exit', orphaned);
  server.once('exit', () => process.off('exit', orphaned));
  return server;
}

/** Polls a URL until it answers 200; returns the milliseconds waited. */
export async function waitForOk(url: string, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
