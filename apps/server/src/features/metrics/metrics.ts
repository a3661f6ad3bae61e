import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/database.ts';
import { poolStatsOf } from '../../db/pool-stats.ts';

/**
 * The server's Prometheus metrics (docs/operations.md, "Metrics"), one registry per app so that
 * tests creating several apps in a process count apart. Features are told through small
 * callbacks (a batch committed, a cache lookup, a stream opened): they import nothing from here.
 */
export function createMetrics(db: Db) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'percurso_' });
  const liveStreams = new Gauge({
    name: 'percurso_live_streams',
    help: 'Live-update streams (Server-Sent Events) open now',
    registers: [registry],
  });
  return {
    registry,
    httpRequests: new Counter({
      name: 'percurso_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'percurso_http_request_duration_seconds',
      help: 'Time to the answer, by method and route pattern (a stream: to its first byte)',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    httpInFlight: new Gauge({
      name: 'percurso_http_requests_in_flight',
      help: 'Requests being answered now, by kind: narration and import jobs (they run within their request) or other',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    interactions: new Counter({
      name: 'percurso_interactions_recorded_total',
      help: 'Visitor interactions stored (repeats of an interaction already stored not counted)',
      registers: [registry],
    }),
    interactionBatch: new Histogram({
      name: 'percurso_interaction_batch_size',
      help: 'Interactions per group commit (decision 0026)',
      buckets: [1, 2, 5, 10, 25, 50, 100, 250],
      registers: [registry],
    }),
    guideCache: new Counter({
      name: 'percurso_guide_cache_lookups_total',
      help: 'Guide cache lookups, by result (hit: answered from memory; miss: read from the database)',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    liveStreams,
    databasePool: new Gauge({
      name: 'percurso_database_pool_connections',
      help: 'PostgreSQL pool connections by state (in_use, idle, waiting: requests waiting for one); absent on PGlite',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStatsOf(db);
        if (!stats) return;
        this.set({ state: 'in_use' }, stats.total - stats.idle);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
