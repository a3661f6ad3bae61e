import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();

// A database that stops or freezes: src/db/database-outage.test.ts (PostgreSQL).
describe('health', () => {
  it('GET /readyz and /healthz answer ok when the database answers', async () => {
    for (const path of ['/readyz', '/healthz']) {
      const response = await t.app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
    }
  });

  it('GET /livez answers ok without asking the database', async () => {
    const response = await t.app.request('/livez');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
