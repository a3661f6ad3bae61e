import { randomUUID } from 'node:crypto';
import { type GuideBundle, type MediaItem, needsUnlockProof, type PointSummary } from '@percurso/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUSEUM_PATH, readGuide, Timings, Visitor } from '../../../bench/visitors.ts';
import {
  type ClusterNode,
  HAPROXY_BIN,
  haproxyInstalled,
  type PercursoCluster,
  rollingRestartUnderLoad,
  S3_BUCKET,
  startPercursoCluster,
} from './percurso-cluster.ts';
import { backend } from './test-database.ts';

/**
 * The reference topology (docs/operations.md, "Several processes"): a throwaway PostgreSQL, three
 * production server processes and HAProxy loading deploy/haproxy.cfg, round-robin with health
 * checks on /readyz. Everything a visitor or the panel does goes through the proxy; the processes'
 * own addresses are used only to ask each one what it serves. Runs in the `postgres` project only
 * (the processes need a shared database): one cluster for the four checks.
 */

/** Outside CI a machine without HAProxy skips these (CI installs it: .ci/run). */
const skip = !haproxyInstalled() && !process.env.CI;
if (skip && backend === 'postgres') {
  console.warn(`cluster.test.ts skipped: ${HAPROXY_BIN} not found (apt-get install haproxy)`);
}

let cluster: PercursoCluster;
let db: pg.Client;

/** Rolling restart: at most this many 503s reach the visitors (see the test). */
const MAX_503 = 0;

async function query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<R[]> {
  return (await db.query<R>(text, values)).rows;
}

/** GET on one process directly, with a visitor's cookie. */
async function getFrom(origin: string, path: string, cookie = ''): Promise<Response> {
  return fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {}, signal: AbortSignal.timeout(20_000) });
}

async function pointOf(bundle: GuideBundle, wanted: (point: PointSummary) => boolean): Promise<PointSummary> {
  const point = bundle.points.find(wanted);
  if (!point) throw new Error('the demo museum has no such point');
  return point;
}

/** Waits for `event` on an open live-update stream; resolves with the time it arrived. */
async function nextEvent(reader: ReadableStreamDefaultReader<Uint8Array>, event: string): Promise<number> {
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes(`event: ${event}\n`)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the stream ended before ${event}`);
    text += decoder.decode(value, { stream: true });
  }
  return performance.now();
}

/** A verified global admin signed in through the proxy (the e-mail link would land in one process's outbox). */
async function globalAdmin(): Promise<Visitor> {
  const admin = new Visitor(cluster.origin, new Timings());
  await admin.signIn();
  const email = `cluster-admin-${randomUUID()}@example.com`;
  const password = 'cluster-admin-123';
  await admin.call('POST', '/api/auth/sign-up/email', {
    email,
    password,
    confirmation: password,
    name: 'Gestora do Cluster',
    termsAndPolicyCheck: true,
  });
  expect(admin.timings.firstError).toBeUndefined();
  await query(`update auth_users set email_verified = true where email = $1`, [email]);
  await query(`insert into panel_access (user_id) select id from auth_users where email = $1`, [email]);
  return admin;
}

/** A process's readiness: its status and what it says of the database and the media store. */
async function readiness(origin: string): Promise<{ status: number; media?: string }> {
  const response = await getFrom(origin, '/readyz');
  // The body's own `status` ('ok', 'unavailable') gives way to the HTTP status.
  return { ...((await response.json()) as { media?: string }), status: response.status };
}

async function waitForReadiness(origin: string, status: number): Promise<{ status: number; media?: string }> {
  const started = performance.now();
  for (;;) {
    const answer = await readiness(origin);
    if (answer.status === status) return answer;
    if (performance.now() - started > 30_000) {
      throw new Error(`${origin}/readyz: ${JSON.stringify(answer)} after 30 s, not ${status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(backend === 'postgres' && !skip)('three processes behind HAProxy', () => {
  beforeAll(async () => {
    cluster = await startPercursoCluster();
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
  }, 240_000);

  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
  });

  it('a visitor signed in through the proxy is signed in on every process, with the same cookie', async () => {
    const visitor = new Visitor(cluster.origin, new Timings());
    await visitor.signIn();
    expect(visitor.cookie).not.toBe('');
    const direct = await Promise.all(
      cluster.nodes.map(async (node) => {
        const response = await getFrom(node.origin, '/api/auth/get-session', visitor.cookie);
        return ((await response.json()) as { user?: { id: string } } | null)?.user?.id;
      }),
    );
    // Round-robin: three calls through the proxy reach the three processes.
    const proxied: unknown[] = [];
    for (const _ of cluster.nodes) {
      proxied.push(((await visitor.call('GET', '/api/auth/get-session')) as { user?: { id: string } })?.user?.id);
    }
    const [userId] = direct;
    expect(userId).toEqual(expect.any(String));
    expect(direct).toEqual(cluster.nodes.map(() => userId));
    expect(proxied).toEqual(cluster.nodes.map(() => userId));
  });

  it("a publish is in every process's cached guide read and live-update stream within 1 s; a draft save in none", async () => {
    const bundle = await readGuide(cluster.origin);
    const point = await pointOf(bundle, () => true);
    const admin = await globalAdmin();

    // Each process has the guide in its cache and a visitor's live stream open.
    const readName = async (origin: string) => {
      const response = await getFrom(origin, `/api/guides/by-name/${MUSEUM_PATH}`);
      const read = (await response.json()) as GuideBundle;
      return read.points.find((candidate) => candidate.id === point.id)?.name.pt;
    };
    for (const node of cluster.nodes) {
      expect(await readName(node.origin)).toBe(point.name.pt);
      expect(await readName(node.origin)).toBe(point.name.pt);
    }
    const streams = await Promise.all(
      cluster.nodes.map(async (node) => {
        const response = await getFrom(node.origin, `/api/guides/${bundle.guide.id}/events`);
        expect(response.status).toBe(200);
        const reader = (response.body as ReadableStream<Uint8Array>).getReader();
        await nextEvent(reader, 'ready');
        return reader;
      }),
    );

    const newName = `Sala salva no cluster ${randomUUID().slice(0, 8)}`;
    // A draft save: visitors keep the published name on every process.
    expect(
      await admin.call('PATCH', `/api/panel/points/${point.id}`, { name: { ...point.name, pt: newName } }),
    ).toMatchObject({ confirmation: 'point-saved' });
    for (const node of cluster.nodes) expect(await readName(node.origin)).toBe(point.name.pt);
    const saved = admin.call('POST', `/api/panel/guides/${bundle.guide.id}/publish`, { note: 'cluster' });
    // An event that never comes counts as never (the assertion below), not as a stuck test.
    const never = new Promise<number>((resolve) => setTimeout(() => resolve(Number.POSITIVE_INFINITY), 5000));
    const heard = streams.map((reader) => Promise.race([nextEvent(reader, 'guide-changed'), never]));
    expect(await saved).toMatchObject({ confirmation: 'guide-published' });
    expect(admin.timings.firstError).toBeUndefined();
    const savedAt = performance.now();

    const seen = await Promise.all(
      cluster.nodes.map(async (node) => {
        while ((await readName(node.origin)) !== newName) {
          if (performance.now() - savedAt > 5000) return Number.POSITIVE_INFINITY;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return performance.now() - savedAt;
      }),
    );
    const streamed = (await Promise.all(heard)).map((at) => Math.max(0, at - savedAt));
    for (const reader of streams) await reader.cancel();
    console.log(
      `publish → cached read ${seen.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}; ` +
        `stream ${streamed.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`,
    );
    for (const ms of [...seen, ...streamed]) expect(ms).toBeLessThan(1000);
  }, 60_000);

  it('a scheduled publish fires exactly once with every process racing for it', async () => {
    const bundle = await readGuide(cluster.origin);
    const guideId = bundle.guide.id;
    const topic = `agendado-${randomUUID().slice(0, 8)}`;
    await query('update guides set topics = array_append(topics, $1) where id = $2', [topic, guideId]);
    const [before] = await query<{ count: string }>('select count(*) from guide_publications where guide_id = $1', [
      guideId,
    ]);
    // Due now: a schedule row as the panel writes it (the panel refuses a past time), claimed by the
    // first process that polls; the others skip it (SKIP LOCKED) or find it gone.
    await query(
      "insert into guide_publish_schedules (guide_id, publish_at, time_zone, note) values ($1, now() + interval '1 second', 'America/Sao_Paulo', 'agendada')",
      [guideId],
    );
    const started = performance.now();
    while ((await query('select 1 from guide_publish_schedules where guide_id = $1', [guideId])).length > 0) {
      if (performance.now() - started > 10_000) throw new Error('the schedule was not taken within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The row went in the transaction that published: nobody can take it after that.
    const [after] = await query<{ count: string }>('select count(*) from guide_publications where guide_id = $1', [
      guideId,
    ]);
    expect(Number(after?.count) - Number(before?.count)).toBe(1);
    const notes = await query<{ note: string }>(
      'select note from guide_publications where guide_id = $1 order by version desc limit 1',
      [guideId],
    );
    expect(notes[0]?.note).toBe('agendada');
    const read = (await (
      await getFrom(cluster.nodes[0]?.origin ?? cluster.origin, `/api/guides/${guideId}`)
    ).json()) as GuideBundle;
    expect(read.guide.topics).toContain(topic);
  }, 60_000);

  it("a media upload on one process is in every process's library, its bytes in the S3 store; readiness fails while the store is away", async () => {
    const admin = await globalAdmin();
    const { guide } = await readGuide(cluster.origin);
    const bytes = Buffer.from(`WEBVTT\n\n00:00.000 --> 00:02.000\nLegenda ${randomUUID()}\n`);
    const form = new FormData();
    form.set('file', new File([bytes], 'legenda.vtt', { type: 'text/vtt' }));
    const [first, ...others] = cluster.nodes as [ClusterNode, ...ClusterNode[]];
    const uploaded = await fetch(`${first.origin}/api/guides/${guide.id}/media`, {
      method: 'POST',
      body: form,
      headers: { cookie: admin.cookie, origin: cluster.origin },
    });
    expect(uploaded.status).toBe(201);
    const item = (await uploaded.json()) as MediaItem;
    expect(item.fileUrl.startsWith(`${cluster.s3.endpoint}/${S3_BUCKET}/`)).toBe(true);
    for (const node of others) {
      const listed = (await (await getFrom(node.origin, `/api/guides/${guide.id}/media`, admin.cookie)).json()) as {
        items: MediaItem[];
      };
      expect(listed.items.find((candidate) => candidate.id === item.id)?.fileUrl).toBe(item.fileUrl);
    }
    expect(Buffer.from(await (await fetch(item.fileUrl)).arrayBuffer())).toEqual(bytes);

    await cluster.s3.stop();
    try {
      for (const node of cluster.nodes)
        expect(await waitForReadiness(node.origin, 503)).toMatchObject({ media: 'unreachable' });
    } finally {
      await cluster.s3.start();
    }
    for (const node of cluster.nodes) expect(await waitForReadiness(node.origin, 200)).toMatchObject({ media: 'ok' });
    await cluster.waitForServers('UP');
  }, 120_000);

  it('1,000 visitors racing for one instant reward across the three processes give exactly one winner', async () => {
    const bundle = await readGuide(cluster.origin);
    const point = await pointOf(bundle, (candidate) => !needsUnlockProof(candidate));
    // Every process holds the guide's engagement rules in its cache before the reward exists…
    for (const node of cluster.nodes)
      expect((await getFrom(node.origin, `/api/engagement?guideId=${bundle.guide.id}`)).ok).toBe(true);
    await query(
      `insert into instant_rewards (id, name, description, guide_id, point_ids_selected, point_model, select_point_model,
         journey_model, points_to_win, instant_reward_rate)
       values ('cluster-prize', '{"pt":"Prêmio","en":"Prize"}', '{"pt":"D","en":"D"}', $1, array[$2], true, true, false, 1, 100)`,
      [bundle.guide.id, point.id],
    );
    // …and the reward is in the draft until a publish (migration 0051): no process offers it (each
    // caches that again), until a publish by one of them, whose NOTIFY (guide_published) empties every cache.
    for (const node of cluster.nodes) {
      const view = (await (await getFrom(node.origin, `/api/engagement?guideId=${bundle.guide.id}`)).json()) as {
        available: Array<{ id: string }>;
      };
      expect(view.available.map((reward) => reward.id)).not.toContain('cluster-prize');
    }
    await query(
      "insert into guide_publish_schedules (guide_id, publish_at, time_zone, note) values ($1, now(), 'America/Sao_Paulo', 'prêmio')",
      [bundle.guide.id],
    );
    const started = performance.now();
    while ((await query('select 1 from guide_publish_schedules where guide_id = $1', [bundle.guide.id])).length > 0) {
      if (performance.now() - started > 40_000) throw new Error('the reward was not published within 40 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const setup = new Timings();
    const crowd = Array.from({ length: 1000 }, () => new Visitor(cluster.origin, setup));
    for (let index = 0; index < crowd.length; index += 50) {
      await Promise.all(crowd.slice(index, index + 50).map((visitor) => visitor.signIn()));
    }
    expect(setup.firstError).toBeUndefined();
    // Registered visitors (instant rewards are theirs), without 1,000 password hashes.
    await query('update auth_users set is_anonymous = false');

    const race = new Timings();
    for (const visitor of crowd) visitor.timings = race;
    const answers = await Promise.all(crowd.map((visitor) => visitor.open(point)));
    expect(race.firstError).toBeUndefined();
    const told = answers.filter(
      (answer) => (answer as { earnings?: { instantReward: unknown } } | undefined)?.earnings?.instantReward,
    ).length;
    const [stored] = await query<{ winner: { id: string } | null }>(
      `select winner from instant_rewards where id = 'cluster-prize'`,
    );
    expect(told).toBe(1);
    expect(stored?.winner).toMatchObject({ id: expect.any(String) });
  }, 180_000);

  it('a rolling restart of the three under a steady write load loses no acknowledged write and shows no 5xx', async () => {
    const run = await rollingRestartUnderLoad(cluster);
    const statuses = Object.fromEntries(run.statuses);
    const summary =
      `rolling restart: ${run.acknowledged} writes acknowledged, ${run.lost} lost, answers by status ${JSON.stringify(statuses)}; ` +
      `per process exit after SIGTERM / back in rotation: ${run.restarts.map((r) => `${(r.stopMs / 1000).toFixed(1)} s / ${(r.backMs / 1000).toFixed(1)} s`).join(', ')}` +
      (run.firstError ? `; first failed answer: ${run.firstError}` : '');
    console.log(summary);
    expect(run.acknowledged, summary).toBeGreaterThan(0);
    expect(run.lost, summary).toBe(0);
    const failures = [...run.statuses].filter(([status]) => status < 200 || status >= 300);
    expect(
      failures.filter(([status]) => status !== 503),
      summary,
    ).toEqual([]);
    expect(run.statuses.get(503) ?? 0, summary).toBeLessThanOrEqual(MAX_503);
  }, 240_000);
});
