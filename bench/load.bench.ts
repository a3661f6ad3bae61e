// 200 visitors arriving together on one guide, against PostgreSQL: each reads the guide page's
// data (no session needed), signs in anonymously for its first write, opens 5 points (click log +
// interaction) and answers a quiz question. Every request is timed; the target is p99 ≤ 1 s with no error. Bounded: VISITORS × ~17 requests.
// VIA=<origin>: the visitors go through a proxy listening there (which forwards to BENCH_PORT),
// to measure a deployment behind one (docs/operations.md, "A crowd arriving at once").
import { randomUUID } from 'node:crypto';
import type { Point, PointSummary } from '@percurso/shared';
import { formatMs, MUSEUM_PATH, readGuide, startBenchServer, Timings, Visitor } from './visitors.ts';

const visitorCount = Number(process.env.VISITORS ?? 200);
const port = Number(process.env.BENCH_PORT ?? 3462);
const P99_TARGET_MS = 1000;

const server = await startBenchServer('postgres', port);
try {
  const bundle = await readGuide(server.origin);
  // The bundle lists summaries; the questionnaire's type comes with each point's full content.
  const withQuestions = await Promise.all(
    bundle.points
      .filter((point) => point.questionCount > 0)
      .map(
        async (point) =>
          ((await (await fetch(`${server.origin}/api/points/${point.id}`)).json()) as { point: Point }).point,
      ),
  );
  const quizId = withQuestions.find((point) => point.questionnaire?.type === 'Quiz')?.id;
  const quiz = bundle.points.find((point) => point.id === quizId);
  if (!quiz) throw new Error('the demo museum has no quiz point');
  const others = bundle.points.filter((point) => point.id !== quiz.id).slice(0, 4);
  const opened: PointSummary[] = [...others, quiz];

  const timings = new Timings();
  const visit = async () => {
    const visitor = new Visitor(process.env.VIA ?? server.origin, timings);
    // The guide page's first calls, as the web app makes them: reads need no session, and the
    // anonymous session starts with the visitor's first write.
    await Promise.all([
      visitor.call('GET', '/api/app-properties'),
      visitor.call('GET', `/api/guides/by-name/${MUSEUM_PATH}`),
    ]);
    await visitor.signIn();
    await visitor.call('GET', '/api/me/progress');
    await visitor.call('POST', '/api/access-logs', { id: randomUUID(), kind: 'guideAccess', guideId: bundle.guide.id });
    for (const point of opened) {
      await visitor.call('POST', '/api/access-logs', { id: randomUUID(), kind: 'pointClick', pointId: point.id });
      await visitor.open(point);
    }
    await visitor.call('POST', '/api/me/answers', { pointId: quiz.id, questionIndex: 0, optionIndex: 0 });
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: visitorCount }, visit));
  const seconds = (performance.now() - started) / 1000;
  const p99 = timings.percentile(0.99);
  console.log(`\n${visitorCount} visitors arriving together on one guide, PostgreSQL (loopback, one machine)`);
  console.log(
    `${timings.ms.length} requests in ${seconds.toFixed(1)} s   p50 ${formatMs(timings.percentile(0.5))}   ` +
      `p99 ${formatMs(p99)} (target ≤ ${P99_TARGET_MS} ms)   errors ${timings.errors} (target 0)` +
      (timings.firstError ? `   first: ${timings.firstError}` : ''),
  );
  console.log('by route (p50 / p99):');
  for (const [route, ms] of timings.byRoute) {
    console.log(
      `  ${route.padEnd(36)} ${String(ms.length).padStart(5)}   ${formatMs(timings.percentile(0.5, ms))} / ${formatMs(timings.percentile(0.99, ms))}`,
    );
  }
} finally {
  await server.stop();
}
