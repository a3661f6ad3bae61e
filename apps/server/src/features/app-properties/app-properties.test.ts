import { APP_VERSION, appProperties, DEFAULT_TILE_URL } from '@percurso/shared';
import { describe, expect, it, vi } from 'vitest';
import { buildAppProperties } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();

const read = (headers: Record<string, string> = {}) => t.app.request('/api/app-properties', { headers });

describe('GET /api/app-properties', () => {
  it('answers an enabled app at the current version before anything was saved', async () => {
    const response = await read();
    expect(response.status).toBe(200);
    const body = appProperties.parse(await response.json());
    expect(body).toMatchObject({ version: APP_VERSION, enabled: true, tileUrl: DEFAULT_TILE_URL });
  });

  it('answers the saved properties, e.g. the app switched off for maintenance, whichever code saved them', async () => {
    await read();
    const saved = await buildAppProperties({ enabled: false, version: '1.2.0', topics: ['história'] });
    // The write's notification reaches the server's copy asynchronously on PostgreSQL.
    await vi.waitFor(async () => expect(appProperties.parse(await (await read()).json())).toEqual(saved));
  });

  it('answers every visitor from memory once read: no SQL for a read or a 304', async () => {
    const saved = await buildAppProperties({ version: '2.0.0', topics: ['arte'] });
    await vi.waitFor(async () => {
      expect(appProperties.parse(await (await read()).json())).toEqual(saved);
      expect((await t.queriesDuring(() => read())).queries).toBe(0);
    });
    const again = await t.queriesDuring(() => read());
    expect(again.queries).toBe(0);
    expect(appProperties.parse(await again.result.json())).toEqual(saved);

    const etag = again.result.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"/);
    const revalidated = await t.queriesDuring(() => read({ 'if-none-match': etag }));
    expect(revalidated.result.status).toBe(304);
    expect(revalidated.queries).toBe(0);
  });
});
