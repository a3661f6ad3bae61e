import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, mkdtemp, rm } from 'node:fs/promises';
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
  await asOwner('pg_ctl', ['-D', data, '-l', log, '-w', '-o', options, 'start']);

  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart() {
      await asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      await asOwner('pg_ctl', ['-D', data, '-l', log, '-w', '-o', options, 'start']);
    },
    async stop() {
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
