import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registerVisitor } from '../../../test/accounts.ts';
import { buildGuide, buildPoint } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { createApp } from '../../app.ts';
import { createLogger } from '../../logger.ts';

const TOKEN = 'um-token-de-metricas-longo';
const t = setupTestApp({ settings: () => ({ metricsToken: TOKEN }) });

/** The value of one series in Prometheus' text format (0 when absent). */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const scrape = async () => {
  const response = await t.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

describe('GET /metrics', () => {
  it('answers only a scraper with METRICS_TOKEN, and does not exist without one', async () => {
    expect((await t.app.request('/metrics')).status).toBe(401);
    const wrong = await t.app.request('/metrics', { headers: { authorization: 'Bearer outro-token-qualquer-aqui' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: { code: 'auth/session-required' } });
    const { metricsToken: _, ...withoutToken } = t.config;
    const closed = createApp({ db: t.db, config: withoutToken, logger: createLogger('silent') });
    const answer = await closed.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(await answer.text()).not.toContain('percurso_');
  });

  it('counts requests by route pattern and status, and guide cache hits and misses', async () => {
    const guide = await buildGuide();
    const series = `percurso_http_requests_total{method="GET",route="/api/guides/:id",status="200"}`;
    const before = await scrape();
    for (let read = 0; read < 3; read++) expect((await t.app.request(`/api/guides/${guide.id}`)).status).toBe(200);
    expect((await t.app.request('/api/guides/no-such-guide')).status).toBe(404);
    const after = await scrape();
    expect(seriesValue(after, series) - seriesValue(before, series)).toBe(3);
    const missed = `percurso_http_requests_total{method="GET",route="/api/guides/:id",status="404"}`;
    expect(seriesValue(after, missed) - seriesValue(before, missed)).toBe(1);
    // The first read builds the guide's entry; the next two are answered from memory.
    const hits = 'percurso_guide_cache_lookups_total{result="hit"}';
    expect(seriesValue(after, hits) - seriesValue(before, hits)).toBeGreaterThanOrEqual(2);
    expect(after).toMatch(
      /percurso_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/guides\/:id"\}/,
    );
    // One series per route pattern, never one per id.
    expect(after).not.toContain(guide.id);
  });

  it('counts interactions stored and group-commit batches, and open live-update streams', async () => {
    const guide = await buildGuide();
    const point = await buildPoint({ guideId: guide.id });
    const { agent } = await registerVisitor(() => t.app);
    const before = await scrape();
    const id = randomUUID();
    for (let send = 0; send < 2; send++) {
      // The same interaction twice (a phone retrying): stored once.
      const response = await agent.post('/api/interactions', { id, pointId: point.id, tracker: 'intPointDialog' });
      expect(response.status).toBe(200);
    }
    const stream = await t.app.request(`/api/guides/${guide.id}/events`);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    const after = await scrape();
    expect(
      seriesValue(after, 'percurso_interactions_recorded_total') -
        seriesValue(before, 'percurso_interactions_recorded_total'),
    ).toBe(1);
    expect(
      seriesValue(after, 'percurso_interaction_batch_size_count') -
        seriesValue(before, 'percurso_interaction_batch_size_count'),
    ).toBe(2);
    expect(seriesValue(after, 'percurso_live_streams')).toBe(1);
    await reader.cancel();
    expect(after).toContain('percurso_process_resident_memory_bytes');
  });
});
