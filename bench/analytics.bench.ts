// Usage dashboards at scale (issue 15): writes EVENTS realistic interactions (default 10 million)
// plus accesses, ratings and completions for 20 guides over 2 years into a throwaway PostgreSQL
// cluster, with generate_series in batches, so the rollup triggers fill the rollups exactly as in
// production. Then times the busiest guide's full dashboard for one year (every chart: the
// service the endpoint calls) cold (cluster restarted) and warm, next to the same figures by plain
// GROUP BY over the raw tables; and recording throughput with and without the rollup triggers.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_TILE_URL } from '@percurso/shared';
import { sql } from 'kysely';
import { type App, type AppDeps, createApp } from '../apps/server/src/app.ts';
import type { Db } from '../apps/server/src/db/database.ts';
import { withLongStatements } from '../apps/server/src/db/long-statements.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { guideAnalytics } from '../apps/server/src/features/analytics/index.ts';
import { placesAnalytics } from '../apps/server/src/features/analytics/places-analytics.service.ts';
import {
  funnelAnalytics,
  mediaAnalytics,
  visitAnalytics,
} from '../apps/server/src/features/analytics/visit-insights.service.ts';
import { publishDraft } from '../apps/server/src/features/publishing/index.ts';
import { createLogger } from '../apps/server/src/logger.ts';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster.ts';
import { createDatabaseOnServer, openPostgres } from '../apps/server/test/postgres-databases.ts';
import { rawDashboard } from './analytics-raw.ts';

const EVENTS = Number(process.env.EVENTS ?? 10_000_000);
const BATCH = Number(process.env.BATCH ?? 500_000);
const WRITES = Number(process.env.WRITES ?? 4000);
/** Inbox rows per drain call while generating (the server drains 250; the result is the same). */
const DRAIN_BATCH = Number(process.env.DRAIN_BATCH ?? 20_000);
const GUIDES = 20;
const JOURNEYS = 3;
const POINTS = 10;
const PER_VISITOR = 10;
const DAYS = 730;
const TARGET_WARM_MS = 200;
const TARGET_COLD_MS = 1000;
const TARGET_WRITE_SLOWDOWN = 0.2;

const CITIES = [
  'São Paulo',
  'Guarulhos',
  'Campinas',
  'Santos',
  'Rio de Janeiro',
  'Niterói',
  'Belo Horizonte',
  'Ouro Preto',
  'Curitiba',
  'Salvador',
  'Recife',
  'Porto Alegre',
  'Fortaleza',
  'Manaus',
];
const GUIDE_CITIES = [
  ['São Paulo', 'SP'],
  ['Rio de Janeiro', 'RJ'],
  ['Ouro Preto', 'MG'],
  ['Salvador', 'BA'],
  ['Recife', 'PE'],
];
const cityArray = `array[${CITIES.map((c) => `'${c}'`).join(', ')}, null]`;

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

async function writeContent(db: Db) {
  await sql`insert into guides (id, name, name_key, enabled, address)
    select 'g' || g, jsonb_build_object('pt', 'Guia ' || g), 'guia' || g, true,
      jsonb_build_object('zipCode', '01000-000', 'road', 'Rua do Museu', 'number', '1', 'neighborhood', 'Centro',
        'city', (${sql.val(GUIDE_CITIES.map((c) => c[0]))}::text[])[1 + g % 5],
        'state', (${sql.val(GUIDE_CITIES.map((c) => c[1]))}::text[])[1 + g % 5])
    from generate_series(0, ${GUIDES - 1}) g`.execute(db);
  await sql`insert into journeys (id, guide_id, name)
    select 'g' || g || '-j' || j, 'g' || g, jsonb_build_object('pt', 'Jornada ' || j)
    from generate_series(0, ${GUIDES - 1}) g, generate_series(0, ${JOURNEYS - 1}) j`.execute(db);
  // Each guide's floor plan, its points spread over it (the codes-and-places heatmap draws them).
  await sql`insert into guide_maps (id, guide_id, name, type, file_url, width, height)
    select 'g' || g || '-plan', 'g' || g, jsonb_build_object('pt', 'Térreo'), 'floorPlan', '/media/plan.png', 1000, 800
    from generate_series(0, ${GUIDES - 1}) g`.execute(db);
  await sql`insert into points (id, guide_id, journey_ids, name, map_id, x, y)
    select 'g' || g || '-j' || j || '-p' || p, 'g' || g, array['g' || g || '-j' || j], jsonb_build_object('pt', 'Ponto ' || p),
      'g' || g || '-plan', 50 + 90 * p, 150 + 250 * j
    from generate_series(0, ${GUIDES - 1}) g, generate_series(0, ${JOURNEYS - 1}) j, generate_series(0, ${POINTS - 1}) p`.execute(
    db,
  );
}

/**
 * Interactions [from, to): visitor v = i / 10 makes 10 events in one visit: it unlocks the first
 * u (1..10) points of one journey of its guide in order, then reopens them. Guides follow a skewed
 * popularity (guide = floor(20·h²): g0 gets about 22 %), visits spread over 2 years, 9h–18h local.
 */
async function writeInteractions(db: Db, from: number, to: number) {
  await sql`
    with e as (
      select i, i / ${PER_VISITOR} as v, i % ${PER_VISITOR} as s from generate_series(${from}::bigint, ${to - 1}::bigint) i
    ), v as (
      select e.*, floor(${GUIDES} * power((abs(hashtext('g' || v)) % 10000) / 10000.0, 2))::int as g,
        abs(hashtext('j' || v)) % ${JOURNEYS} as j, 1 + abs(hashtext('u' || v)) % ${POINTS} as u,
        (timestamp '2024-01-01 09:00' + make_interval(days => abs(hashtext('d' || v)) % ${DAYS},
          hours => abs(hashtext('h' || v)) % 9, mins => (s * 3)::int)) at time zone 'America/Sao_Paulo' as at
      from e
    )
    insert into interactions (id, type, tracker, guide_id, guide_name, journey_id, point_id, point_name,
      user_id, user_name, user_gender, user_city, user_birth_date, created_at)
    select 'i' || i, case when s < u then 'Desbloqueio de interação' else 'Acesso ao conteudo' end,
      (array['intPointDialog', 'intPointDialog', 'OutOfApp', 'OutOfApp', 'gps', 'camera', 'toolBar', 'raContent'])[1 + abs(hashtext('t' || i)) % 8],
      'g' || g, 'Guia ' || g, 'g' || g || '-j' || j, 'g' || g || '-j' || j || '-p' || (s % u), 'Ponto ' || (s % u),
      'v' || v, case when v % 10 < 3 then 'Anônimo' else 'Visitante ' || v end,
      (array['Feminino', 'Masculino', 'Outro', null])[1 + abs(hashtext('x' || v)) % 4],
      (${sql.raw(cityArray)})[1 + abs(hashtext('c' || v)) % ${CITIES.length + 1}],
      case when v % 7 = 0 then null else date '2010-01-01' - (abs(hashtext('b' || v)) % 25000) end, at
    from v`.execute(db);
}

/**
 * The visit events of the same interactions [from, to) (issue 31): each interaction's point
 * shown (language and format by visitor), a narration played on one in three and completed on two
 * thirds of those, a video on one in ten (half completed), and the point closed at the visitor's
 * last event; 1.7 events per interaction. Each visitor's events come 2 minutes after the
 * interaction's, in the same visit.
 */
async function writeVisitEvents(db: Db, from: number, to: number) {
  await sql`
    with e as (
      select i, i / ${PER_VISITOR} as v, i % ${PER_VISITOR} as s from generate_series(${from}::bigint, ${to - 1}::bigint) i
    ), v as (
      select e.*, floor(${GUIDES} * power((abs(hashtext('g' || v)) % 10000) / 10000.0, 2))::int as g,
        abs(hashtext('j' || v)) % ${JOURNEYS} as j, 1 + abs(hashtext('u' || v)) % ${POINTS} as u,
        (timestamp '2024-01-01 09:00' + make_interval(days => abs(hashtext('d' || v)) % ${DAYS},
          hours => abs(hashtext('h' || v)) % 9, mins => (s * 3)::int)) at time zone 'America/Sao_Paulo' as at,
        abs(hashtext('m' || i)) % 30 as m
      from e
    )
    insert into visit_events (id, kind, guide_id, point_id, journey_id, user_id, language, format, created_at)
    select 'e' || i || k.kind, k.kind, 'g' || g, 'g' || g || '-j' || j || '-p' || (s % u), 'g' || g || '-j' || j,
      'v' || v, (array['pt', 'pt', 'en', 'es', 'fr'])[1 + v % 5],
      (array['standard', 'standard', 'narration', 'transcript', 'sign-language', 'easy-read', 'audio-description'])[1 + v % 7],
      at + k.after
    from v cross join lateral (values ('pointView', interval '0'), ('narrationPlay', interval '20 seconds'),
      ('narrationComplete', interval '100 seconds'), ('videoPlay', interval '30 seconds'),
      ('videoComplete', interval '90 seconds'), ('pointLeave', interval '2 minutes')) k(kind, after)
    where k.kind = 'pointView' or (k.kind = 'narrationPlay' and m % 3 = 0) or (k.kind = 'narrationComplete' and m % 3 = 0 and m % 9 <> 0)
      or (k.kind = 'videoPlay' and m % 10 = 1) or (k.kind = 'videoComplete' and m % 20 = 1)
      or (k.kind = 'pointLeave' and s = ${PER_VISITOR - 1})`.execute(db);
}

/** Completions (visitors who unlocked every point), guide accesses and guide ratings of those visitors. */
async function writeOtherEvents(db: Db, fromVisitor: number, toVisitor: number) {
  const visitors = sql`
    select v, floor(${GUIDES} * power((abs(hashtext('g' || v)) % 10000) / 10000.0, 2))::int as g,
      abs(hashtext('j' || v)) % ${JOURNEYS} as j, 1 + abs(hashtext('u' || v)) % ${POINTS} as u,
      (timestamp '2024-01-01 09:00' + make_interval(days => abs(hashtext('d' || v)) % ${DAYS},
        hours => abs(hashtext('h' || v)) % 9)) at time zone 'America/Sao_Paulo' as at
    from generate_series(${fromVisitor}::bigint, ${toVisitor - 1}::bigint) v`;
  await sql`insert into completed_journeys (id, journey_id, guide_id, user_id, user_name, created_at)
    select 'c' || v, 'g' || g || '-j' || j, 'g' || g, 'v' || v, 'Visitante', at + interval '40 minutes'
    from (${visitors}) x where u = ${POINTS}`.execute(db);
  await sql`insert into accesses (id, feature, guide_id, user_id, user_gender, user_birth_date, created_at)
    select 'a' || v, 'guideAcess', 'g' || g, 'v' || v, 'Feminino', date '1990-01-01', at - interval '1 minute'
    from (${visitors}) x`.execute(db);
  await sql`insert into ratings (id, type, target_id, guide_id, user_id, user_name, rate, comment, created_at)
    select 'r' || v, 'Guia', 'g' || g, 'g' || g, 'v' || v, 'Visitante', abs(hashtext('r' || v)) % 11,
      case when v % 50 = 0 then 'Comentário ' || v end, at + interval '1 hour'
    from (${visitors}) x where v % 8 = 0`.execute(db);
}

async function generate(db: Db) {
  await writeContent(db);
  const started = performance.now();
  for (let from = 0; from < EVENTS; from += BATCH) {
    const to = Math.min(EVENTS, from + BATCH);
    await writeOtherEvents(db, from / PER_VISITOR, Math.ceil(to / PER_VISITOR));
    await writeInteractions(db, from, to);
    await writeVisitEvents(db, from, to);
    // The triggers queue the batch in the rollups' inbox (migration 0025); roll it up now, as
    // the server's drain would (in larger batches: the same statements), so the dashboards below
    // read complete rollups.
    while ((await sql<{ n: number }>`select analytics_drain(${DRAIN_BATCH}, true) as n`.execute(db)).rows[0]?.n) {
      // until the inbox is empty
    }
    const done = to / EVENTS;
    const elapsed = (performance.now() - started) / 1000;
    process.stdout.write(
      `\r  ${to.toLocaleString('en')} interactions written (${(done * 100).toFixed(0)} %, ${elapsed.toFixed(0)} s)   `,
    );
  }
  process.stdout.write('\n');
  await sql`vacuum analyze`.execute(db);
  return (performance.now() - started) / 1000;
}

async function busiestGuide(db: Db) {
  const { rows } = await sql<{ guide_id: string; n: number }>`
    select guide_id, sum(unlocks + accesses)::int as n from analytics_interaction_hours
    where journey_key = '*' group by guide_id order by 2 desc limit 1`.execute(db);
  return rows[0] ?? { guide_id: 'g0', n: 0 };
}

const ORIGIN = 'http://localhost';

/** A visitor calling the app in process with its session cookie (as the API tests' agent does). */
class Agent {
  #cookie = '';
  constructor(readonly app: App) {}
  async post(path: string, json: unknown) {
    const response = await this.app.request(path, {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        ...(this.#cookie ? { cookie: this.#cookie } : {}),
      },
      body: JSON.stringify(json),
    });
    const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
    if (cookies.length > 0) this.#cookie = cookies.join('; ');
    return response;
  }
}

/**
 * POST /api/interactions through the app in process (session lookup, visitor state, the write
 * with its completion and engagement checks: the production path), 8 anonymous visitors at
 * once on guide g1's 30 points, WRITES in all.
 */
async function recordRate(agents: Agent[]) {
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    agents.map(async (agent, a) => {
      while (next < WRITES) {
        const n = next++;
        const point = `g1-j${(n + a) % JOURNEYS}-p${(n * 7 + a) % POINTS}`;
        const response = await agent.post('/api/interactions', {
          id: randomUUID(),
          pointId: point,
          tracker: 'intPointDialog',
        });
        if (!response.ok) failed += 1;
        await response.arrayBuffer();
      }
    }),
  );
  if (failed > 0) throw new Error(`${failed} interactions refused`);
  return WRITES / ((performance.now() - started) / 1000);
}

/** POST /api/visit-events through the app in process: 8 visitors at once, WRITES batches of 5 events (events/s). */
async function visitEventRate(agents: Agent[]) {
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    agents.map(async (agent, a) => {
      while (next < WRITES) {
        const n = next++;
        const events = Array.from({ length: 5 }, (_, e) => ({
          id: randomUUID(),
          kind: (['pointView', 'narrationPlay', 'narrationComplete', 'videoPlay', 'pointLeave'] as const)[e],
          pointId: `g1-j${(n + a) % JOURNEYS}-p${(n * 7 + a) % POINTS}`,
          language: 'pt',
          format: 'narration',
        }));
        const response = await agent.post('/api/visit-events', { events });
        if (!response.ok) failed += 1;
        await response.arrayBuffer();
      }
    }),
  );
  if (failed > 0) throw new Error(`${failed} visit-event batches refused`);
  return (WRITES * 5) / ((performance.now() - started) / 1000);
}

/** Single-row inserts (the interaction write's own statement), 8 at once, WRITES in all. */
async function writeRate(db: Db, prefix: string) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < WRITES) {
        const n = next++;
        await sql`insert into interactions (id, type, tracker, guide_id, journey_id, point_id, user_id, user_name,
            user_gender, user_city, user_birth_date)
          values (${`${prefix}-${n}`}, 'Desbloqueio de interação', 'OutOfApp', 'g1', 'g1-j0', ${`g1-j0-p${n % POINTS}`},
            ${`w${prefix}-${n % 500}`}, 'Visitante', 'Feminino', 'Campinas', '1990-05-01')`.execute(db);
      }
    }),
  );
  return WRITES / ((performance.now() - started) / 1000);
}

function benchConfig(): AppDeps['config'] {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'percurso-analytics-bench-'));
  return {
    dataDir: folder,
    mediaDir: path.join(folder, 'media'),
    webDist: path.join(folder, 'web'),
    tileUrl: DEFAULT_TILE_URL,
    publicOrigin: ORIGIN,
    authSecret: 'bench-secret-of-at-least-thirty-two-characters',
    smtpUrl: undefined,
    mailFrom: undefined,
    cepLookupUrl: 'http://127.0.0.1:9/ws/{cep}/json/',
    adminEmail: undefined,
    rateLimits: false,
  };
}

const cluster = await startPostgresCluster();
let db = openPostgres(cluster.adminUrl, 'analytics_bench');
try {
  await createDatabaseOnServer(cluster.adminUrl, 'analytics_bench');
  await migrateToLatest(db);
  console.log(
    `Analytics bench: ${EVENTS.toLocaleString('en')} interactions, ${GUIDES} guides, 2 years (load ${loadAverage()})`,
  );
  // One connection without the pool's 15 s statement timeout: on a loaded machine a batch of
  // visit events once took longer, and 40 minutes of generation were lost at 48 %.
  const seconds = await withLongStatements(db, (connection) => generate(connection));
  // Visitors unlock what is published (issue 29: published_points): the content goes live as written.
  for (let g = 0; g < GUIDES; g++)
    await db.transaction().execute((trx) => publishDraft(trx, `g${g}`, { note: 'bench', userId: null, always: true }));
  const counts = await sql<{ t: string; n: number }>`
    select 'interactions' as t, count(*)::int as n from interactions union all select 'accesses', count(*)::int from accesses
    union all select 'visit events', count(*)::int from visit_events
    union all select 'ratings', count(*)::int from ratings union all select 'completions', count(*)::int from completed_journeys
    union all select 'rollup rows', ((select count(*) from analytics_interaction_hours) + (select count(*) from analytics_point_days)
      + (select count(*) from analytics_visitor_groups) + (select count(*) from analytics_completion_days)
      + (select count(*) from analytics_visit_lengths) + (select count(*) from analytics_visit_points)
      + (select count(*) from analytics_returning) + (select count(*) from analytics_point_media)
      + (select count(*) from analytics_journey_reach) + (select count(*) from analytics_point_methods)
      + (select count(*) from analytics_point_hours))::int`.execute(db);
  console.log(
    `  written in ${seconds.toFixed(0)} s: ${counts.rows.map((r) => `${r.t} ${r.n.toLocaleString('en')}`).join(', ')}`,
  );

  const busiest = await busiestGuide(db);
  const query = { from: '2025-01-01', to: '2025-12-31' };
  await db.destroy();
  await cluster.restart();
  db = openPostgres(cluster.adminUrl, 'analytics_bench');
  const [cold, first] = await timed(() => guideAnalytics(db, busiest.guide_id, query));
  const warm: number[] = [];
  for (let run = 0; run < 10; run += 1) warm.push((await timed(() => guideAnalytics(db, busiest.guide_id, query)))[0]);
  await db.destroy();
  await cluster.restart();
  db = openPostgres(cluster.adminUrl, 'analytics_bench');
  const [rawCold] = await timed(() => rawDashboard(db, busiest.guide_id, query));
  const rawWarm: number[] = [];
  for (let run = 0; run < 3; run += 1) rawWarm.push((await timed(() => rawDashboard(db, busiest.guide_id, query)))[0]);
  const [rawCheck] = await sql<{ n: number }>`select count(*)::int as n from interactions
    where guide_id = ${busiest.guide_id} and created_at >= '2025-01-01T03:00Z' and created_at < '2026-01-01T03:00Z'`
    .execute(db)
    .then((r) => r.rows);
  const shown = first.headline.unlocks + first.headline.contentAccesses;
  console.log(
    `\nBusiest guide ${busiest.guide_id}: ${rawCheck?.n.toLocaleString('en')} interactions in 2025 (dashboard shows ${shown.toLocaleString('en')}, ${first.headline.visitors.toLocaleString('en')} visitors)`,
  );
  console.log(
    `  full dashboard, rollups   cold ${ms(cold)} (target ≤ ${TARGET_COLD_MS} ms)   warm median ${ms(median(warm))} (target ≤ ${TARGET_WARM_MS} ms)`,
  );
  console.log(`  same figures, raw GROUP BY cold ${ms(rawCold)}   warm median ${ms(median(rawWarm))}`);
  console.log(
    `  raw / rollups: ${(median(rawWarm) / median(warm)).toFixed(0)}× warm, ${(rawCold / cold).toFixed(0)}× cold`,
  );

  // Visit insights (issue 31): each view cold (cluster restarted) and warm.
  const views: Array<[string, () => Promise<unknown>]> = [
    ['visits', () => visitAnalytics(db, busiest.guide_id, query)],
    ['media', () => mediaAnalytics(db, busiest.guide_id, query)],
    ['funnels', () => funnelAnalytics(db, busiest.guide_id, query)],
    ['places', () => placesAnalytics(db, busiest.guide_id, query)],
  ];
  for (const [name, view] of views) {
    await db.destroy();
    await cluster.restart();
    db = openPostgres(cluster.adminUrl, 'analytics_bench');
    const [viewCold, answer] = await timed(view);
    const viewWarm: number[] = [];
    for (let run = 0; run < 10; run += 1) viewWarm.push((await timed(view))[0]);
    const shown = answer as {
      headline?: unknown;
      journeys?: Array<{ visitors: number }>;
      methods?: Array<{ method: string; events: number }>;
      codes?: unknown[];
      neverScanned?: unknown[];
      heat?: Array<{ total: number }>;
    };
    const figures = shown.headline
      ? JSON.stringify(shown.headline)
      : shown.methods
        ? `${shown.methods.map((m) => `${m.method} ${m.events}`).join(', ')}; ${shown.codes?.length} codes scanned, ${shown.neverScanned?.length} never; ${shown.heat?.length} heat points, ${shown.heat?.reduce((sum, h) => sum + h.total, 0)} openings`
        : `journeys' visitors ${(shown.journeys ?? []).map((x) => x.visitors).join(' / ')}`;
    console.log(
      `  ${name.padEnd(8)} view, rollups   cold ${ms(viewCold)} (target ≤ ${TARGET_COLD_MS} ms)   warm median ${ms(median(viewWarm))} (target ≤ ${TARGET_WARM_MS} ms)   ${figures}`,
    );
  }

  // Recording: alternate runs without and with the interactions trigger (since migration 0025 it
  // only queues the rows for the rollups; the drain runs outside the visitor's transaction).
  const toggle = async (on: boolean) => {
    await sql.raw(`alter table interactions ${on ? 'enable' : 'disable'} trigger interactions_analytics`).execute(db);
    await sql.raw(`alter table visit_events ${on ? 'enable' : 'disable'} trigger visit_events_analytics`).execute(db);
  };
  const app = createApp({ db, config: benchConfig(), logger: createLogger('silent') });
  const agents = Array.from({ length: 8 }, () => new Agent(app));
  for (const agent of agents) await agent.post('/api/auth/sign-in/anonymous', {});
  const rates = {
    post: { off: [] as number[], on: [] as number[] },
    insert: { off: [] as number[], on: [] as number[] },
    events: { off: [] as number[], on: [] as number[] },
  };
  for (let round = 0; round < 3; round += 1) {
    for (const on of [false, true]) {
      await toggle(on);
      rates.post[on ? 'on' : 'off'].push(await recordRate(agents));
      rates.insert[on ? 'on' : 'off'].push(await writeRate(db, `${on ? 'on' : 'off'}${round}`));
      rates.events[on ? 'on' : 'off'].push(await visitEventRate(agents));
    }
  }
  for (const [label, { off, on }] of [
    ['POST /api/interactions (in process)', rates.post],
    ['its INSERT statement alone', rates.insert],
    ['POST /api/visit-events (in process, events/s, batches of 5)', rates.events],
  ] as const) {
    const slowdown = 1 - median(on) / median(off);
    console.log(
      `Recording, ${label}, 8 at once, ${WRITES} per run, median of 3: ${median(off).toFixed(0)}/s without rollups, ` +
        `${median(on).toFixed(0)}/s with: ${(slowdown * 100).toFixed(0)} % slower (target ≤ ${TARGET_WRITE_SLOWDOWN * 100} %)`,
    );
  }
  console.log(`Load average at the end: ${loadAverage()} (${os.cpus().length} cores)`);
} finally {
  await db.destroy().catch(() => undefined);
  await cluster.stop();
}
