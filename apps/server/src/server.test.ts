import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { guideList } from '@percurso/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { type RunningServer, startServer } from './server.ts';

let folder: string | undefined;
let database: TestDatabase | undefined;
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.close();
  await database?.drop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Migrating and seeding a fresh database: seconds when idle, several times that on a busy CI machine. */
const BOOT = { timeout: 90_000 };

describe('booting on an empty data folder', () => {
  it('migrates, seeds the demo and serves the API, the media and the web app on one port', BOOT, async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'percurso-boot-'));
    // On the postgres project the server gets an untouched database of its own; on pglite it
    // creates its file-backed database under DATA_DIR, as a fresh install does.
    database = process.env.TEST_DB === 'postgres' ? await createTestDatabase({ empty: true }) : undefined;
    const config = loadConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: folder,
        WEB_DIST: path.join(folder, 'no-build'),
        DATABASE_URL: database?.url ?? '',
        LOG_LEVEL: 'silent',
      },
      folder,
    );
    server = await startServer(config, createLogger('silent'));

    const health = await fetch(`${server.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    const guides = guideList.parse(await (await fetch(`${server.url}/api/guides`)).json()).guides;
    expect(guides.length).toBeGreaterThan(0);
    const page = await fetch(`${server.url}/some-guide`);
    expect(await page.text()).toContain('npm run build');
  });

  it('refuses ../ sent raw on the wire, before any URL normalisation', async () => {
    if (!server) throw new Error('server did not start');
    const { request } = await import('node:http');
    const url = new URL(server.url);
    const body = await new Promise<string>((resolve, reject) => {
      const req = request({ host: url.hostname, port: url.port, path: '/media/demo/../../../../etc/passwd' }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve(text));
      });
      req.once('error', reject);
      req.end();
    });
    expect(body).not.toContain('root:');
  });
});
