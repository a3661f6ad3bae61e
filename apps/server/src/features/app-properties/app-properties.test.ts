import { APP_VERSION, appProperties, DEFAULT_TILE_URL } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { buildAppProperties } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();

describe('GET /api/app-properties', () => {
  it('answers an enabled app at the current version before anything was saved', async () => {
    const response = await t.app.request('/api/app-properties');
    expect(response.status).toBe(200);
    const body = appProperties.parse(await response.json());
    expect(body).toMatchObject({ version: APP_VERSION, enabled: true, tileUrl: DEFAULT_TILE_URL });
  });

  it('answers the saved properties, e.g. the app switched off for maintenance', async () => {
    const saved = await buildAppProperties({ enabled: false, version: '1.2.0', topics: ['história'] });
    const body = appProperties.parse(await (await t.app.request('/api/app-properties')).json());
    expect(body).toEqual(saved);
  });
});
