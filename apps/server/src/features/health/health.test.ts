import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/test-app.ts';
import { createLogger } from '../../logger.ts';
import { createDiskStorage } from '../media-library/media-storage.ts';
import { healthRoutes } from './health.routes.ts';

const t = setupTestApp();

// A database that stops or freezes: src/db/database-outage.test.ts (PostgreSQL).
describe('health', () => {
  it('GET /readyz and /healthz answer ok when the database answers', async () => {
    for (const path of ['/readyz', '/healthz']) {
      const response = await t.app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'ok', database: 'ok', media: 'ok' });
    }
  });

  it('GET /livez answers ok without asking the database', async () => {
    const response = await t.app.request('/livez');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 503 when the media folder cannot take files, /livez stays ok', async () => {
    // A file where the media folder should be: nothing can be written under it.
    const notAFolder = path.join(tmpdir(), `percurso-not-a-folder-${process.pid}`);
    await writeFile(notAFolder, '');
    const routes = healthRoutes({ db: t.db, storage: createDiskStorage(notAFolder), logger: createLogger('silent') });
    const ready = await routes.request('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', database: 'ok', media: 'unreachable' });
    expect((await routes.request('/livez')).status).toBe(200);
  });

  it('GET /readyz answers 503 stopping once the stop began, while /livez still answers', async () => {
    const draining = new AbortController();
    const routes = healthRoutes({
      db: t.db,
      storage: createDiskStorage(tmpdir()),
      logger: createLogger('silent'),
      draining: draining.signal,
    });
    expect((await routes.request('/readyz')).status).toBe(200);
    draining.abort();
    const ready = await routes.request('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'stopping' });
    expect((await routes.request('/livez')).status).toBe(200);
  });
});
