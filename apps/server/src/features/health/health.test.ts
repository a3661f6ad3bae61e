import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();

describe('GET /healthz', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
