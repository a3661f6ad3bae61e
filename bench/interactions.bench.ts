// Recording interactions (POST /api/interactions: the row, visitor snapshot, journey completion,
// places visited and level) on PGlite and on PostgreSQL, 50 visitors at once, each sending its
// next interaction as soon as the last one is answered. Bounded: REQUESTS in all per backend.
import { formatMs, readGuide, sendInteractions, startBenchServer, Timings, Visitor } from './visitors.ts';

const concurrency = Number(process.env.CONCURRENCY ?? 50);
const requests = Number(process.env.REQUESTS ?? 3000);
const basePort = Number(process.env.BENCH_PORT ?? 3460);
const targets = { pglite: 200, postgres: 400 } as const;
const P99_TARGET_MS = 100;

async function run(backend: 'pglite' | 'postgres', port: number) {
  const server = await startBenchServer(backend, port);
  try {
    const bundle = await readGuide(server.origin);
    const points = bundle.points;
    const setup = new Timings();
    const visitors = Array.from({ length: concurrency }, () => new Visitor(server.origin, setup));
    await Promise.all(visitors.map((visitor) => visitor.signIn()));
    // Warm-up: one interaction per visitor, not counted.
    await Promise.all(
      visitors.map(async (visitor, index) => {
        const point = points[index % points.length];
        if (point) await visitor.open(point);
      }),
    );
    if (setup.errors > 0) throw new Error(`setup failed: ${setup.firstError}`);

    const timings = new Timings();
    const rate = await sendInteractions(visitors, points, requests, timings);
    return { backend, rate, timings };
  } finally {
    await server.stop();
  }
}

const results = [];
for (const [index, backend] of (['pglite', 'postgres'] as const).entries()) {
  if (process.env.ONLY && process.env.ONLY !== backend) continue;
  results.push(await run(backend, basePort + index));
}
console.log(`\n${requests} interactions per backend, ${concurrency} visitors at once (loopback, one machine)`);
for (const { backend, rate, timings } of results) {
  const p99 = timings.percentile(0.99);
  console.log(
    `${backend.padEnd(9)} ${rate.toFixed(0).padStart(5)} interactions/s (target ≥ ${targets[backend]})   ` +
      `p50 ${formatMs(timings.percentile(0.5))}   p99 ${formatMs(p99)} (target ≤ ${P99_TARGET_MS} ms)   ` +
      `errors ${timings.errors}${timings.firstError ? ` (${timings.firstError})` : ''}`,
  );
}
