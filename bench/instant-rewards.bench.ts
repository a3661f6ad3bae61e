// Issue 12: 1,000 registered visitors qualify for the same instant reward at the same moment, on
// PostgreSQL. Reports the time until every answer is in and how many visitors won (must be 1).
// Setup (not timed): the demo server, an instant reward won by unlocking one point (chance 100 %),
// and 1,000 sessions made registered in the database (no password hashing).

import { needsUnlockProof } from '@percurso/shared';
import pg from 'pg';
import { formatMs, readGuide, startBenchServer, Timings, Visitor } from './visitors.ts';

const visitors = Number(process.env.VISITORS ?? 1000);
const port = Number(process.env.BENCH_PORT ?? 4150);
const TARGET_MS = 500;

const server = await startBenchServer('postgres', port);
try {
  if (!server.databaseUrl) throw new Error('no database URL');
  const bundle = await readGuide(server.origin);
  const point = bundle.points.find((candidate) => !needsUnlockProof(candidate)) ?? bundle.points[0];
  if (!point) throw new Error('the demo has no point');
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  await db.query(
    `insert into instant_rewards (id, name, description, guide_id, point_ids_selected, point_model, select_point_model,
       journey_model, points_to_win, instant_reward_rate)
     values ('bench-prize', '{"pt":"Prêmio","en":"Prize"}', '{"pt":"D","en":"D"}', $1, array[$2], true, true, false, 1, 100)`,
    [bundle.guide.id, point.id],
  );

  const setup = new Timings();
  const crowd = Array.from({ length: visitors }, () => new Visitor(server.origin, setup));
  for (let index = 0; index < crowd.length; index += 50) {
    await Promise.all(crowd.slice(index, index + 50).map((visitor) => visitor.signIn()));
  }
  await db.query('update auth_users set is_anonymous = false');
  if (setup.errors > 0) throw new Error(`setup failed: ${setup.firstError}`);

  const timings = new Timings();
  for (const visitor of crowd) visitor.timings = timings;
  const started = performance.now();
  const answers = await Promise.all(crowd.map((visitor) => visitor.open(point)));
  const allInMs = performance.now() - started;
  const told = answers.filter(
    (answer) => (answer as { earnings?: { instantReward: unknown } } | undefined)?.earnings?.instantReward,
  ).length;
  const { rows } = await db.query<{ winners: number }>(
    `select count(*)::int as winners from instant_rewards where id = 'bench-prize' and winner is not null`,
  );
  await db.end();
  console.log(`\n${visitors} registered visitors qualifying for one instant reward at once (PostgreSQL, loopback)`);
  console.log(
    `all answered in ${formatMs(allInMs)} (target ≤ ${TARGET_MS} ms)   winners ${rows[0]?.winners} stored, ` +
      `${told} told (must be 1)   p50 ${formatMs(timings.percentile(0.5))}   p99 ${formatMs(timings.percentile(0.99))}   ` +
      `errors ${timings.errors}${timings.firstError ? ` (${timings.firstError})` : ''}`,
  );
} finally {
  await server.stop();
}
