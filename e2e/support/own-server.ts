import { createServer } from 'node:net';
import { freshDataDir, startServer, stopServer, waitForOk } from '../../scripts/server-process.ts';

export interface OwnServer {
  base: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** A port nothing listens on: `port` itself (refused when taken), or any free one. */
function freePort(port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} is taken: a server left running by an earlier test? This one would talk to it.`)
          : error,
      ),
    );
    server.listen(port, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A production server of the spec's own, on a free port (or `port`) and a fresh data folder, for
 * settings the shared e2e server does not have (PostgreSQL, ADMIN_EMAIL). The demo is seeded on boot.
 */
export async function startOwnServer(
  label: string,
  env: Record<string, string> = {},
  port?: number,
): Promise<OwnServer> {
  port = await freePort(port);
  const dataDir = freshDataDir(label);
  const server = startServer(port, dataDir, {
    RATE_LIMITS: 'off',
    TILE_URL: `http://localhost:${port}/no-tiles/{z}/{x}/{y}.png`,
    ...env,
  });
  const base = `http://localhost:${port}`;
  try {
    await waitForOk(`${base}/healthz`);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return { base, dataDir, stop: () => stopServer(server) };
}
