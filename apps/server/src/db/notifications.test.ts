import { createServer, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { backend } from '../../test/test-database.ts';
import { createLogger } from '../logger.ts';
import { createDatabase } from './database.ts';
import { listen } from './notifications.ts';

/** Reconnecting LISTEN on PostgreSQL (a cut connection coming back is tested in features/live). */
describe.runIf(backend === 'postgres')('listen() on PostgreSQL', () => {
  it('gives up for good when the first connection fails: no reconnect loop the caller could never close', async () => {
    // A server that hangs up on every connection, as PostgreSQL does when it has too many clients.
    const sockets: Socket[] = [];
    const server = createServer((socket) => {
      sockets.push(socket);
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const db = await createDatabase({ databaseUrl: `postgres://percurso@127.0.0.1:${port}/percurso`, dataDir: '' });
    try {
      await expect(listen(db, 'guide_changes', { onPayload: () => undefined }, logger)).rejects.toThrow();
      // Longer than the first retry delay (500 ms): a leaked loop would have connected again by now.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(sockets).toHaveLength(1);
      expect(lines.filter((line) => line.includes('reconnect'))).toEqual([]);
    } finally {
      await db.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
