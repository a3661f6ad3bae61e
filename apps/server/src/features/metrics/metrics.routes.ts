import { timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import type { Metrics } from './metrics.ts';

/** Narration and imports run within their request: in flight, they are the jobs running. */
const jobKind = (path: string) =>
  /\/narration$/.test(path) ? 'narration' : /\/(point-import|legacy-import)(\/|$)/.test(path) ? 'import' : 'other';

/**
 * Counts every request by the route pattern that answered it (`/api/guides/:id`, not the id: a
 * bounded set of series), its status and its time; in flight while it runs.
 */
export function measureRequests(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const inFlight = metrics.httpInFlight.labels({ kind: jobKind(c.req.path) });
    inFlight.inc();
    try {
      await next();
    } finally {
      inFlight.dec();
      const route = c.req.routePath || 'unmatched';
      metrics.httpRequests.inc({ method: c.req.method, route, status: String(c.res.status) });
      metrics.httpDuration.observe({ method: c.req.method, route }, (performance.now() - started) / 1000);
    }
  };
}

const sameToken = (sent: string, expected: string) => {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN
 * (`Authorization: Bearer <token>`); app.ts mounts it only when the token is set.
 */
export function metricsRoutes(metrics: Metrics, token: string) {
  return new Hono<AppEnv>().get('/metrics', async (c) => {
    const sent = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!sent || !sameToken(sent, token)) throw new AppError('auth/session-required');
    return c.body(await metrics.registry.metrics(), 200, {
      'content-type': metrics.registry.contentType,
      'cache-control': 'no-store',
    });
  });
}
