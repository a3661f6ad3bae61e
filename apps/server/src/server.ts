import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { createDatabase, type Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { applyAdminEmail } from './features/access/index.ts';
import { drainAnalytics, startAnalyticsDrain } from './features/analytics/index.ts';
import { resolveAuthSecret } from './features/auth/index.ts';
import { countGuides } from './features/guides/index.ts';
import { fairStarts } from './http/fair-starts.ts';
import type { Logger } from './logger.ts';

/** Connections waiting to be accepted (Linux's default somaxconn, 4096, allows it). */
const LISTEN_BACKLOG = 4096;

/**
 * How long a kept-alive connection may sit idle before the server closes it. Node's default (5 s)
 * is shorter than the idle time of the clients that reuse connections: a proxy's pool (HAProxy's
 * `http-reuse`, nginx's upstream `keepalive`: 60 s, a cloud load balancer: 60 s) or a browser. One
 * of them sending a request on a connection at the instant the server closes it gets a reset
 * (a 502 behind a proxy), so the server keeps connections longer than any of them: it is never
 * the side that closes first. Headers must still arrive within Node's `headersTimeout` (60 s).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface RunningServer {
  url: string;
  db: Db;
  close(): Promise<void>;
}

/** The first call's promise, for every call: a second signal must not close twice. */
function once(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= work();
    return running;
  };
}

/** Boot: database → auth secret → migrations → ADMIN_EMAIL → demo seed on an empty install → HTTP. */
export async function startServer(
  config: Config,
  logger: Logger,
  /** The database already being opened (main.ts opens it while this module loads). */
  database: Promise<Db> = createDatabase(config, logger),
): Promise<RunningServer> {
  const db = await database;
  let authSecret: string;
  try {
    authSecret = await resolveAuthSecret(config.authSecret, config.dataDir);
    const migrated = await migrateToLatest(db, {
      onNewer: (newer) =>
        logger.warn(
          { migrations: newer },
          'the database is ahead of this release (a newer one migrated it): serving it as it is',
        ),
    });
    if (migrated.length > 0) logger.info({ migrations: migrated.map((m) => m.migrationName) }, 'database migrated');
    if (await applyAdminEmail(db, config.adminEmail)) logger.info('ADMIN_EMAIL: global admin granted');
    // The demo's content modules load only for the empty install that needs them (bench:startup).
    if (config.seedDemo && (await countGuides(db)) === 0) {
      try {
        const { seedDemo } = await import('./features/demo/seed.ts');
        logger.info(await seedDemo(db, { mediaDir: config.mediaDir }), 'demo content seeded');
      } catch (error) {
        // An empty but working server beats one that refuses to start over demo data.
        logger.error({ err: error }, 'demo seed failed; starting without it');
      }
    }
    // Events queued for the rollups before this start (the demo's months of visits, an import, a
    // process that stopped): rolled up before visitors arrive, not on the first visitor's time.
    await drainAnalytics(db, { wait: true });
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const draining = new AbortController();
  const stopping = new AbortController();
  const rollups = startAnalyticsDrain(db, logger);
  const app = createApp({
    db,
    config: { ...config, authSecret },
    logger,
    draining: draining.signal,
    shutdown: stopping.signal,
    rollups,
  });
  // On PostgreSQL a crowd's requests start in arrival order, one per turn (http/fair-starts.ts).
  // An HTTP/1.1 server (createAdaptorServer's default): its connection methods drain the stop.
  const server = createAdaptorServer({ fetch: config.databaseUrl ? fairStarts(app.fetch) : app.fetch }) as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // An answer begun before the stop (a download, a live stream) promised to keep its connection:
  // once it ends during the stop, the connection is let go rather than idling for that long.
  server.on('request', (_request, response: ServerResponse) => {
    response.once('finish', () => {
      if (stopping.signal.aborted) setImmediate(() => server.closeIdleConnections());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // A school group's phones arriving at once open hundreds of connections in the same instant:
    // Node's default queue (511) overflowed under bench:rewards' 1,000 at once, and each connection
    // it dropped waited a second for the phone's retry. The kernel caps it at net.core.somaxconn.
    server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, () => resolve());
  });
  // better-auth loads on the first auth request (features/auth/lazy-auth.ts); loading it now, once
  // the port serves, spares most first visitors that wait.
  void import('./features/auth/auth.ts').catch((error) => logger.warn({ err: error }, 'auth modules not preloaded'));
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    url: `http://${host}:${port}`,
    db,
    /**
     * The stop an orchestrator expects (docs/operations.md, "Stopping"): readiness fails first and
     * requests are still served for the grace time, so the proxy takes this process out of rotation;
     * then no new connection is accepted, live-update streams end with a reconnect hint (the browser
     * reconnects to another process), requests in flight get up to the timeout to finish, and the
     * database closes last (PGlite writes its files then).
     */
    close: once(async () => {
      draining.abort();
      if (config.shutdown.graceMs > 0) await sleep(config.shutdown.graceMs);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      stopping.abort();
      // Kept-alive connections with no request in flight would hold the close until they time out.
      server.closeIdleConnections();
      const drained = await Promise.race([closed.then(() => true), sleep(config.shutdown.timeoutMs).then(() => false)]);
      if (!drained) {
        logger.warn({ timeoutMs: config.shutdown.timeoutMs }, 'requests still running at the shutdown timeout: cut');
        server.closeAllConnections();
        await closed;
      }
      await rollups.stop();
      await db.destroy();
    }),
  };
}
