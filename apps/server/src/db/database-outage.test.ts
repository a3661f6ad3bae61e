import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { type GuideBundle, needsUnlockProof, type PointSummary } from '@percurso/shared';
import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, freshDataDir, startServer, stopServer, waitForOk } from '../../../../scripts/server-process.ts';
import { type PostgresCluster, startPostgresCluster } from '../../test/postgres-cluster.ts';
import { createDatabaseOnServer, databaseUrl } from '../../test/postgres-databases.ts';
import { backend } from '../../test/test-database.ts';
import { isDatabaseUnavailable } from './database-errors.ts';
import { withLongStatements } from './long-statements.ts';
import { createPostgresDialect } from './pg-dialect.ts';
import type { Database } from './tables/index.ts';

/**
 * PostgreSQL going away under a real server process (decision 0029): stopped under a write load,
 * stopped while idle, frozen with SIGSTOP. The cluster is this file's own, so stopping it disturbs
 * no other test file; the server is `node apps/server/src/main.ts`, so a crash is a process exit.
 */

const MUSEUM = 'museu-do-acucar-e-do-cafe';
/** Every wait of this file is bounded: a condition polled until it holds, or this long. */
const WAIT_MS = 30_000;

let cluster: PostgresCluster | undefined;
let server: ChildProcess | undefined;
let dataDir: string | undefined;
let url = '';
let origin = '';
const exits: string[] = [];

async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = WAIT_MS) {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An anonymous visitor of the demo museum, with its session cookie. */
class Visitor {
  cookie = '';

  async send(method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(`${origin}${path}`, {
      method,
      headers: {
        origin,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      // A request the server leaves hanging counts as such, not as a stuck test.
      signal: AbortSignal.timeout(20_000),
    });
  }

  async signIn() {
    const response = await this.send('POST', '/api/auth/sign-in/anonymous', {});
    expect(response.status).toBe(200);
    this.cookie = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  /** POST /api/interactions for `point` with a fresh id (its QR code when it needs a proof). */
  open(point: PointSummary, id: string): Promise<Response> {
    return this.send('POST', '/api/interactions', {
      id,
      pointId: point.id,
      tracker: needsUnlockProof(point) ? 'toolBar' : 'intPointDialog',
      ...(needsUnlockProof(point) ? { proof: { qr: `${origin}/qrcode/${point.id}` } } : {}),
    });
  }
}

async function museum(): Promise<GuideBundle> {
  const response = await fetch(`${origin}/api/guides/by-name/${MUSEUM}`);
  expect(response.status).toBe(200);
  return (await response.json()) as GuideBundle;
}

async function museumPoints(): Promise<PointSummary[]> {
  return (await museum()).points;
}

/** One statement on the server's database, as another process would run it. */
async function query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The ids among `ids` that the interactions table holds. */
async function storedIds(ids: string[]): Promise<Set<string>> {
  const rows = await query<{ id: string }>('select id from interactions where id = any($1::text[])', [ids]);
  return new Set(rows.map((row) => row.id));
}

describe.runIf(backend === 'postgres')('a PostgreSQL outage', () => {
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    await createDatabaseOnServer(cluster.adminUrl, 'outage');
    url = databaseUrl(cluster.adminUrl, 'outage');
    const port = await freePort();
    dataDir = freshDataDir('outage');
    origin = `http://127.0.0.1:${port}`;
    server = startServer(port, dataDir, {
      DATABASE_URL: url,
      // Short, so a statement sent to the frozen database gives up (2 s + 5 s) within the test.
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
      HOST: '127.0.0.1',
      RATE_LIMITS: 'off',
      LOG_LEVEL: process.env.OUTAGE_LOG_LEVEL ?? 'error',
    });
    server.on('exit', (code, signal) => exits.push(`code ${code} signal ${signal}`));
    await waitForOk(`${origin}/healthz`, 90_000);
  }, 120_000);

  afterAll(async () => {
    await cluster?.thaw();
    if (server) await stopServer(server);
    await cluster?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('stopped and restarted under a write load: the server stays up, answers 503 meanwhile, loses no acknowledged write', async () => {
    const points = await museumPoints();
    const visitors = Array.from({ length: 4 }, () => new Visitor());
    for (const visitor of visitors) await visitor.signIn();

    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let unavailable = 0;
    let withoutRetryAfter = 0;
    const otherCodes: string[] = [];
    let failedRequests = 0;
    let running = true;
    const load = visitors.map(async (visitor, index) => {
      // Bounded by count as well as by the test's waits.
      for (let step = 0; running && step < 5000; step += 1) {
        const point = points[(index * 3 + step) % points.length] as PointSummary;
        const id = randomUUID();
        try {
          const response = await visitor.open(point, id);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.ok) acknowledged.push(id);
          if (response.status === 503) {
            unavailable += 1;
            if (!response.headers.get('retry-after')) withoutRetryAfter += 1;
            const body = (await response.json()) as { error: { code: string } };
            if (body.error.code !== 'service-unavailable') otherCodes.push(body.error.code);
          } else {
            await response.arrayBuffer();
          }
        } catch {
          failedRequests += 1;
        }
        // While the server is down (a crash) every request fails at once: pace the loop.
        if (failedRequests > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });

    const report = () =>
      `${acknowledged.length} writes acknowledged, ${unavailable} answered 503, statuses ` +
      `${JSON.stringify(Object.fromEntries(statuses))}, ${failedRequests} requests failed, ${exits.length} exits`;
    try {
      await waitFor('writes before the outage', () => acknowledged.length >= 20);
      await cluster?.halt();
      try {
        await waitFor('503 answers during the outage', () => unavailable >= 20 || exits.length > 0);
      } finally {
        await cluster?.start();
      }
      const atRestart = acknowledged.length;
      await waitFor('writes after the restart', () => acknowledged.length >= atRestart + 20 || exits.length > 0);
    } catch (error) {
      throw new Error(`${String(error)} (${report()})`);
    } finally {
      running = false;
      await Promise.all(load);
    }

    const stored = await storedIds(acknowledged);
    const lost = acknowledged.filter((id) => !stored.has(id)).length;
    console.log(`outage under load: ${report()}, ${lost} acknowledged writes lost`);
    expect(exits).toEqual([]);
    expect(failedRequests).toBe(0);
    expect(statuses.get(500) ?? 0).toBe(0);
    expect(unavailable).toBeGreaterThan(0);
    expect(withoutRetryAfter).toBe(0);
    expect(otherCodes).toEqual([]);
    expect(lost).toBe(0);
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
  }, 120_000);

  it('stopped while the server is idle: a write answers 503 service-unavailable, and succeeds once it is back', async () => {
    const { guide, points } = await museum();
    const [point] = points;
    if (!point) throw new Error('the demo has no point');
    const visitor = new Visitor();
    await visitor.signIn();
    await cluster?.halt();
    try {
      const response = await visitor.open(point, randomUUID());
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await response.json()).toEqual({ error: { code: 'service-unavailable' } });
      // better-auth's endpoints too (it would answer a bare 500 of its own).
      const signIn = await new Visitor().send('POST', '/api/auth/sign-in/anonymous', {});
      expect(signIn.status).toBe(503);
      expect(await signIn.json()).toEqual({ error: { code: 'service-unavailable' } });
      const ready = await fetch(`${origin}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', database: 'unreachable', media: 'ok' });
    } finally {
      await cluster?.start();
    }
    // Published by another process while this server's LISTEN connection is still reconnecting:
    // its NOTIFY is missed, so the guide cache must have been dropped on reconnecting, not kept.
    // (A publish as SQL: the next version, with a new description, and the pointer moved to it.)
    const description = `Editado durante a queda ${randomUUID()}`;
    await query(
      `insert into guide_publications (guide_id, version, content, document, note)
       select p.guide_id, p.version + 1, jsonb_set(p.content, '{bundle,guide,description,pt}', to_jsonb($1::text)), p.document, ''
       from guide_publications p join guide_live l on l.guide_id = p.guide_id and l.version = p.version
       where p.guide_id = $2`,
      [description, guide.id],
    );
    await query('update guide_live set version = version + 1 where guide_id = $1', [guide.id]);
    await waitFor('a write after the restart', async () => (await visitor.open(point, randomUUID())).ok);
    await waitFor('the guide as written during the reconnection', async () => {
      return (await museum()).guide.description.pt === description;
    });
    expect(exits).toEqual([]);
  }, 60_000);

  it('frozen (SIGSTOP): /readyz and /healthz answer 503 within 3 s, /livez at once, a write 503; all served once thawed', async () => {
    const [point] = await museumPoints();
    if (!point) throw new Error('the demo has no point');
    const visitor = new Visitor();
    await visitor.signIn();
    await cluster?.freeze();
    try {
      const livezStarted = performance.now();
      const live = await fetch(`${origin}/livez`, { signal: AbortSignal.timeout(5000) });
      const livezMs = performance.now() - livezStarted;
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok' });

      for (const path of ['/readyz', '/healthz']) {
        const started = performance.now();
        const ready = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(10_000) });
        const readyMs = performance.now() - started;
        console.log(`frozen database: ${path} answered ${ready.status} in ${Math.round(readyMs)} ms`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toEqual({ status: 'unavailable', database: 'unreachable', media: 'ok' });
        expect(readyMs).toBeLessThan(3000);
      }
      console.log(`frozen database: /livez answered in ${Math.round(livezMs)} ms`);
      expect(livezMs).toBeLessThan(500);

      // No answer from the database: the connect timeout (5 s) or the read timeout (2 + 5 s).
      const writeStarted = performance.now();
      const write = await visitor.open(point, randomUUID());
      const writeMs = performance.now() - writeStarted;
      console.log(`frozen database: a write answered ${write.status} in ${Math.round(writeMs)} ms`);
      expect(write.status).toBe(503);
      expect(write.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(writeMs).toBeLessThan(9000);
    } finally {
      await cluster?.thaw();
    }
    await waitFor('ready after the thaw', async () => (await fetch(`${origin}/readyz`)).status === 200);
    // The connections that timed out were closed, not handed back to the pool still waiting.
    await waitFor('a write after the thaw', async () => (await visitor.open(point, randomUUID())).ok);
    expect(exits).toEqual([]);
  }, 60_000);

  it('lets migrations run past the statement timeout, and only them', async () => {
    const db = new Kysely<Database>({
      dialect: createPostgresDialect(url, { statementTimeoutMs: 200, maxConnections: 1 }),
    });
    try {
      const slow = await sql`select pg_sleep(0.5)`.execute(db).catch((error: unknown) => error);
      expect(isDatabaseUnavailable(slow)).toBe(true);
      await withLongStatements(db, (connection) => sql`select pg_sleep(0.5)`.execute(connection));
      // The one pooled connection went back with the pool's limit.
      const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db);
      expect(rows[0]?.statement_timeout).toBe('200ms');
    } finally {
      await db.destroy();
    }
  });
});
