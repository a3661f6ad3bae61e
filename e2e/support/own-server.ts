import { createServer } from 'node:net';
import { freshDataDir, startServer, stopServer, waitForOk } from '../../scripts/server-process.ts';

export interface OwnServer {
  base: string;
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
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
  port ??= await freePort();
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
