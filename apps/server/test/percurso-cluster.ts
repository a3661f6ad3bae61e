/// <reference path="./s3rver.d.ts" />
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { needsUnlockProof, type PointSummary } from '@percurso/shared';
import pg from 'pg';
import S3rver from 's3rver';
import { readGuide, Timings, Visitor } from '../../../bench/visitors.ts';
import {
  freePort,
  freshDataDir,
  repoRoot,
  startServer,
  stopServer,
  waitForOk,
} from '../../../scripts/server-process.ts';
import { type PostgresCluster, startPostgresCluster } from './postgres-cluster.ts';
import { createDatabaseOnServer, databaseUrl } from './postgres-databases.ts';

/** Debian's HAProxy (`apt-get install haproxy`; .ci/run installs it). */
export const HAPROXY_BIN = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
/** The reference configuration the cluster runs on, as operators get it. */
export const HAPROXY_CONFIG = path.join(repoRoot, 'deploy/haproxy.cfg');

export function haproxyInstalled(): boolean {
  return existsSync(HAPROXY_BIN);
}

export interface ClusterNode {
  /** HAProxy's name for it (`percurso1`…). */
  name: string;
  /** The process itself, bypassing the proxy. */
  origin: string;
}

export interface PercursoCluster {
  /** HAProxy's address: what visitors use. */
  origin: string;
  databaseUrl: string;
  nodes: ClusterNode[];
  /**
   * SIGTERM to one process, then the same process started again; resolves once HAProxy sends it
   * traffic, with the time it took to exit and the time until it was back.
   */
  restart(index: number): Promise<{ stopMs: number; backMs: number }>;
  /** A command on HAProxy's admin socket (`show stat`, `set server percurso/percurso2 state maint`…). */
  haproxy(command: string): Promise<string>;
  /** Resolves once HAProxy's health checks see each named server in `state` ('UP', 'DOWN', 'MAINT'). */
  waitForServers(state: string, names?: string[]): Promise<void>;
  /** The S3-compatible store (s3rver) holding the processes' uploads. */
  s3: {
    /** Where the processes reach it (S3_ENDPOINT). */
    endpoint: string;
    /** Stops answering (connections cut), as a bucket that went away. */
    stop(): Promise<void>;
    /** Answers again, same port, same folder, same objects. */
    start(): Promise<void>;
  };
  stop(): Promise<void>;
}

const WAIT_MS = 120_000;

export const S3_BUCKET = 'percurso-media';

/** s3rver on `port`, keeping its objects under `directory`, with the bucket created. */
async function startS3rver(port: number, directory: string): Promise<S3rver> {
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  await server.run();
  return server;
}

async function stopS3rver(server: S3rver | undefined): Promise<void> {
  if (!server?.httpServer) return;
  // Listening stops first, then the processes' kept-alive connections are cut (else close() waits
  // for their idle timeout, and one opened in between would keep it waiting).
  const closed = server.close();
  server.httpServer.closeAllConnections();
  await closed;
}

/**
 * The reference topology on one machine (docs/operations.md, "Several processes"): a throwaway
 * PostgreSQL, an S3-compatible store (s3rver) for the uploads, three production server processes
 * on them with one BETTER_AUTH_SECRET (and one media folder for the demo's own files), and HAProxy
 * in front loading `deploy/haproxy.cfg`. The first process migrates and
 * seeds the demo alone; the others start once it is ready.
 */
export async function startPercursoCluster(options: { processes?: number } = {}): Promise<PercursoCluster> {
  const count = options.processes ?? 3;
  if (!haproxyInstalled()) throw new Error(`${HAPROXY_BIN} not found: apt-get install haproxy`);
  const folder = await mkdtemp(path.join(tmpdir(), 'percurso-cluster-'));
  let postgres: PostgresCluster | undefined;
  let proxy: ChildProcess | undefined;
  let s3: S3rver | undefined;
  const servers: (ChildProcess | undefined)[] = [];
  const stopAll = async () => {
    if (proxy) await stopServer(proxy);
    await Promise.all(servers.map((server) => (server ? stopServer(server) : undefined)));
    await Promise.all([postgres?.stop(), stopS3rver(s3)]);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    const s3Port = await freePort();
    const s3Folder = path.join(folder, 's3');
    const [startedPostgres, startedS3] = await Promise.all([startPostgresCluster(), startS3rver(s3Port, s3Folder)]);
    postgres = startedPostgres;
    s3 = startedS3;
    const s3Endpoint = `http://127.0.0.1:${s3Port}`;
    const name = `cluster_${randomBytes(4).toString('hex')}`;
    await createDatabaseOnServer(postgres.adminUrl, name);
    const url = databaseUrl(postgres.adminUrl, name);
    const proxyPort = await freePort();
    const origin = `http://127.0.0.1:${proxyPort}`;
    const env: Record<string, string> = {
      DATABASE_URL: url,
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      MEDIA_DIR: path.join(folder, 'media'),
      PUBLIC_ORIGIN: origin,
      HOST: '127.0.0.1',
      RATE_LIMITS: 'off',
      // As deploy/compose.yaml sets it: a stopping process keeps serving while HAProxy's checks
      // (inter 1s fall 2) take it out of rotation, so no request is sent to a closed listener. At 0
      // a rolling restart leaned on HAProxy's retries alone, and a busy machine let one through.
      SHUTDOWN_GRACE_MS: '3000',
      // Every process looks for due scheduled publishes often: the race for one is real (cluster.test.ts).
      PUBLISH_POLL_MS: '200',
      // s3rver's fixed credentials; path-style URLs on S3_ENDPOINT.
      S3_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: s3Endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const dataDirs = ports.map((_, index) => freshDataDir(`cluster-${index + 1}`));
    const nodes = ports.map((port, index) => ({ name: `percurso${index + 1}`, origin: `http://127.0.0.1:${port}` }));
    const launch = async (index: number) => {
      servers[index] = startServer(ports[index] as number, dataDirs[index] as string, env);
      await waitForOk(`${nodes[index]?.origin}/readyz`, WAIT_MS);
    };
    await launch(0);
    await Promise.all(nodes.slice(1).map((_, index) => launch(index + 1)));

    const socket = path.join(folder, 'haproxy.sock');
    proxy = spawn(HAPROXY_BIN, ['-db', '-f', HAPROXY_CONFIG], {
      env: {
        ...process.env,
        HAPROXY_SOCKET: socket,
        PERCURSO_BIND: `127.0.0.1:${proxyPort}`,
        // The reference file names three servers: with fewer processes, the others point at the
        // first one and are put in maintenance below (no traffic, no checks).
        ...Object.fromEntries(
          [1, 2, 3].map((number) => [
            `PERCURSO_${number}`,
            (nodes[number - 1]?.origin ?? `http://127.0.0.1:${ports[0]}`).replace('http://', ''),
          ]),
        ),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const haproxy = (command: string) => adminCommand(socket, command);
    await waitForCondition('HAProxy admin socket', async () => {
      try {
        await haproxy('show info');
        return true;
      } catch {
        return false;
      }
    });
    for (let number = count + 1; number <= 3; number += 1)
      await haproxy(`set server percurso/percurso${number} state maint`);
    const waitForServers = async (state: string, names = nodes.map((node) => node.name)) => {
      await waitForCondition(
        `HAProxy sees ${names.join(', ')} ${state}`,
        async () => {
          const states = serverStates(await haproxy('show stat'));
          return names.every((serverName) => states.get(serverName) === state);
        },
        30_000,
      );
    };
    await waitForServers('UP');
    await waitForOk(`${origin}/readyz`, WAIT_MS);

    return {
      origin,
      databaseUrl: url,
      nodes,
      haproxy,
      waitForServers,
      s3: {
        endpoint: s3Endpoint,
        async stop() {
          await stopS3rver(s3);
          s3 = undefined;
        },
        async start() {
          s3 ??= await startS3rver(s3Port, s3Folder);
        },
      },
      async restart(index) {
        const server = servers[index];
        const node = nodes[index] as ClusterNode;
        const started = performance.now();
        if (server) await stopServer(server);
        const stopped = performance.now();
        servers[index] = undefined;
        await launch(index);
        await waitForServers('UP', [node.name]);
        return { stopMs: stopped - started, backMs: performance.now() - stopped };
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function waitForCondition(what: string, condition: () => Promise<boolean>, timeoutMs = WAIT_MS) {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One command on HAProxy's admin socket; resolves with its whole answer. */
function adminCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket, () => connection.end(`${command}\n`));
    let answer = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => {
      answer += chunk;
    });
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}

/** `show stat` CSV → the state of each server of the `percurso` backend ('UP', 'DOWN', 'MAINT'…). */
function serverStates(csv: string): Map<string, string> {
  const [header = '', ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const proxyColumn = columns.indexOf('pxname');
  const serverColumn = columns.indexOf('svname');
  const statusColumn = columns.indexOf('status');
  const states = new Map<string, string>();
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[proxyColumn] === 'percurso' && cells[serverColumn]?.startsWith('percurso')) {
      // "UP 1/2" while a check is going the other way counts as not settled yet.
      states.set(cells[serverColumn] as string, cells[statusColumn] as string);
    }
  }
  return states;
}

export interface RollingRestart {
  /** Interactions answered 2xx during the run. */
  acknowledged: number;
  /** Of those, how many the database does not hold (must be 0). */
  lost: number;
  /** Every answer the writers got, by status (0: the connection failed). */
  statuses: Map<number, number>;
  /** Per process: how long it took to exit after SIGTERM, and to be back in HAProxy's rotation. */
  restarts: { stopMs: number; backMs: number }[];
  /** The first answer that was not a 2xx (or the connection's error), when there was one. */
  firstError?: string;
}

/**
 * `writers` visitors each send an interaction (a fresh id) through the proxy as soon as the last
 * one is answered, while the processes are restarted one after the other (SIGTERM, started again,
 * back in rotation, next); `writesBetween` acknowledged writes before, between and after restarts.
 */
export async function rollingRestartUnderLoad(
  cluster: PercursoCluster,
  { writers = 8, writesBetween = 100 } = {},
): Promise<RollingRestart> {
  const points = (await readGuide(cluster.origin)).points.filter((point) => !needsUnlockProof(point));
  const timings = new Timings();
  const crowd = Array.from({ length: writers }, () => new Visitor(cluster.origin, timings));
  for (const visitor of crowd) await visitor.signIn();
  if (timings.errors > 0) throw new Error(`sign-in failed: ${timings.firstError}`);
  timings.statuses.clear();

  const acknowledged: string[] = [];
  let running = true;
  const load = crowd.map(async (visitor, index) => {
    for (let step = 0; running && step < 100_000; step += 1) {
      const id = randomUUID();
      const answer = await visitor.open(points[(index + step) % points.length] as PointSummary, id);
      if (answer !== undefined) acknowledged.push(id);
    }
  });
  const waitForWrites = async () => {
    const target = acknowledged.length + writesBetween;
    while (running && acknowledged.length < target) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  const restarts: RollingRestart['restarts'] = [];
  try {
    await waitForWrites();
    for (const [index] of cluster.nodes.entries()) {
      restarts.push(await cluster.restart(index));
      await waitForWrites();
    }
  } finally {
    running = false;
    await Promise.all(load);
  }

  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ stored: number }>(
      'select count(*)::int as stored from interactions where id = any($1::text[])',
      [acknowledged],
    );
    return {
      acknowledged: acknowledged.length,
      lost: acknowledged.length - (rows[0]?.stored ?? 0),
      statuses: timings.statuses,
      restarts,
      firstError: timings.firstError,
    };
  } finally {
    await db.end();
  }
}
