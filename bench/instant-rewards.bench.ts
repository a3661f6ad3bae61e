// Issue 12: 1,000 registered visitors qualify for the same instant reward at the same moment, on
// PostgreSQL. Reports the time until every answer is in and how many visitors won (must be 1).
// Setup (not timed): the demo server, an instant reward won by unlocking one point (chance 100 %), published,
// and 1,000 sessions made registered in the database (no password hashing).
// The floor printed next to it: the same 1,000 requests (same body, same answer size, fresh
// connections) answered by a bare Hono route in its own process, which is what this machine's
// HTTP stack and load generator take before any of our work.

import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { needsUnlockProof } from '@percurso/shared';
import pg from 'pg';
import { repoRoot, stopServer, waitForOk } from '../scripts/server-process.ts';
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
  // The reward is in the draft until the guide is published (migration 0051): a schedule due now.
  await db.query(
    "insert into guide_publish_schedules (guide_id, publish_at, time_zone, note) values ($1, now(), 'America/Sao_Paulo', 'bench')",
    [bundle.guide.id],
  );
  const publishing = performance.now();
  while ((await db.query('select 1 from guide_publish_schedules where guide_id = $1', [bundle.guide.id])).rowCount) {
    if (performance.now() - publishing > 40_000) throw new Error('the reward was not published within 40 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

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
  const floorMs = await bareFloor(JSON.stringify(answers[0] ?? {}), {
    id: crypto.randomUUID(),
    pointId: point.id,
    tracker: 'intPointDialog',
  });
  console.log(`\n${visitors} registered visitors qualifying for one instant reward at once (PostgreSQL, loopback)`);
  console.log(
    `all answered in ${formatMs(allInMs)} (target ≤ ${TARGET_MS} ms)   winners ${rows[0]?.winners} stored, ` +
      `${told} told (must be 1)   p50 ${formatMs(timings.percentile(0.5))}   p99 ${formatMs(timings.percentile(0.99))}   ` +
      `errors ${timings.errors}${timings.firstError ? ` (${timings.firstError})` : ''}`,
  );
  console.log(`floor: the same ${visitors} requests to a bare Hono route answered in ${formatMs(floorMs)}`);
} finally {
  await server.stop();
}

/** Milliseconds for `visitors` concurrent POSTs of `body` to a bare Hono route answering `answer`. */
async function bareFloor(answer: string, body: unknown): Promise<number> {
  const bodyFile = join(mkdtempSync(join(tmpdir(), 'percurso-floor-')), 'answer.json');
  writeFileSync(bodyFile, answer);
  const barePort = port + 1;
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(barePort), BODY_FILE: bodyFile },
    stdio: 'inherit',
  });
  try {
    await waitForOk(`http://127.0.0.1:${barePort}/bare`);
    // Sent as the visitors send theirs (visitors.ts), fresh connections included.
    const timings = new Timings();
    const crowd = Array.from({ length: visitors }, () => new Visitor(`http://127.0.0.1:${barePort}`, timings));
    const started = performance.now();
    await Promise.all(crowd.map((visitor) => visitor.call('POST', '/bare', body)));
    if (timings.errors > 0) throw new Error(`the bare route failed: ${timings.firstError}`);
    return performance.now() - started;
  } finally {
    await stopServer(bare);
  }
}
