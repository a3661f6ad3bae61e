import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** Where the PostgreSQL server binaries are: PG_BIN, the PATH, or the usual install folders. */
function findPostgresBin(): string {
  const candidates = [
    process.env.PG_BIN,
    ...(process.env.PATH ?? '').split(path.delimiter),
    '/usr/local/bin',
    ...['17', '16', '15'].map((version) => `/usr/lib/postgresql/${version}/bin`),
  ];
  const found = candidates.find(
    (dir) => dir && existsSync(path.join(dir, 'pg_ctl')) && existsSync(path.join(dir, 'initdb')),
  );
  if (!found) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found: set PG_BIN or TEST_DATABASE_URL');
  return found;
}

export interface PostgresCluster {
  /** Connection string to the `postgres` database of the cluster, as superuser. */
  adminUrl: string;
  /** Stops and starts the server on the same data: empty shared buffers and plan caches (benches' cold runs). */
  restart(): Promise<void>;
  /** Stops the server, data kept (an outage: connections end, new ones are refused until `start`). */
  halt(): Promise<void>;
  /** Starts it again after `halt`. */
  start(): Promise<void>;
  /** SIGSTOP to the postmaster and every backend: a database that accepts nothing and answers nothing. */
  freeze(): Promise<void>;
  /** SIGCONT to the same processes. */
  thaw(): Promise<void>;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
}

/**
 * Starts a throwaway PostgreSQL cluster from the installed binaries on 127.0.0.1 and a free
 * port, durability off (tests never need it). PostgreSQL refuses to run as root, so as root
 * the cluster runs as the `postgres` user, which owns its folder.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const root = await mkdtemp(path.join(tmpdir(), 'percurso-pg-'));
  const data = path.join(root, 'data');
  const sockets = path.join(root, 'sockets');
  const log = path.join(root, 'postgres.log');
  await mkdir(sockets);
  const bin = findPostgresBin();
  const isRoot = process.getuid?.() === 0;
  const asOwner = async (command: string, args: string[]) => {
    if (!isRoot) return run(path.join(bin, command), args);
    return run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]);
  };
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    for (const dir of [root, sockets]) await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }

  const port = await findFreePort();
  await asOwner('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--no-locale']);
  const options = [
    `-p ${port}`,
    `-k ${sockets}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const start = async () => {
    await asOwner('pg_ctl', ['-D', data, '-l', log, '-w', '-o', options, 'start']);
  };
  const halt = async () => {
    await asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();

  /** The postmaster (first line of postmaster.pid) and its children: the backends and workers. */
  const serverProcesses = async (): Promise<number[]> => {
    const postmaster = Number((await readFile(path.join(data, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)]);
    return [
      postmaster,
      ...stdout
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map(Number),
    ];
  };
  let frozen: number[] = [];

  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart() {
      await halt();
      await start();
    },
    halt,
    start,
    async freeze() {
      frozen = await serverProcesses();
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    async thaw() {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
      frozen = [];
    },
    async stop() {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
      await asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
