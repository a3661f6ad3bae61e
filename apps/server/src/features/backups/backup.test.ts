import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pickDrawWinner } from '@percurso/shared';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import { createBrowserAgent } from '../../../test/browser-agent.ts';
import { makeGlobalAdmin } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { type App, createApp } from '../../app.ts';
import { createPGliteDatabase, type Db, PGLITE_OPTIONS } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createLogger } from '../../logger.ts';
import { buildDemoContent } from '../demo/content/index.ts';
import { seedDemo } from '../demo/seed.ts';
import { createMediaStorage } from '../media-library/index.ts';
import { createBackup, RestoreRefused, restoreBackup, summarizeDatabase } from './backup.service.ts';

/** Backups (issue 27 item 6): a whole installation out to one archive and back, on either database. */
const t = setupTestApp();
const demo = buildDemoContent();
const venue = demo.venues.find((candidate) => candidate.guide.enabled && candidate.journeys.length > 0);
if (!venue) throw new Error('the demo has no enabled venue with a journey');
const guideName = venue.guide.name.pt ?? '';
const journeyId = venue.journeys[0]?.id ?? '';

let folder: string;
const others: TestDatabase[] = [];
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'percurso-backup-'));
});
afterAll(async () => {
  for (const database of others) await database.drop();
  await rm(folder, { recursive: true, force: true });
});

async function emptyDatabase(): Promise<Db> {
  const database = await createTestDatabase({ empty: true });
  others.push(database);
  return database.db;
}

/** The app of another database, with this file's settings (the same auth secret) and `mediaDir`. */
function appOn(db: Db, mediaDir = t.mediaDir): App {
  return createApp({ db, config: { ...t.config, mediaDir }, logger: createLogger('silent') });
}

interface Used {
  admin: RegisteredVisitor;
  visitor: RegisteredVisitor;
  rewardId: string;
  drawId: string;
}

/** The demo, a visitor who completed a journey, a prize draw among such visitors and an uploaded photo. */
async function useInstallation(app: () => App, db: Db, mediaDir: string): Promise<Used> {
  await seedDemo(db, { mediaDir });
  const admin = await registerVisitor(app, { name: 'Administradora' });
  await makeGlobalAdmin(db, admin.id);
  const visitor = await registerVisitor(app, { name: 'Visitante Fiel' });
  await db
    .insertInto('interactions')
    .values({
      id: randomUUID(),
      type: 'Desbloqueio de interação',
      guide_id: venue?.guide.id ?? '',
      point_id: venue?.points[0]?.id ?? '',
      user_id: visitor.id,
      created_at: '2026-03-02T10:00:00Z',
    })
    .execute();
  await db
    .insertInto('completed_journeys')
    .values({
      id: randomUUID(),
      journey_id: journeyId,
      guide_id: venue?.guide.id ?? '',
      user_id: visitor.id,
      created_at: '2026-03-02T11:00:00Z',
    })
    .execute();
  const reward = await admin.agent.post('/api/panel/rewards', {
    guideId: venue?.guide.id,
    name: { pt: 'Bicicleta', en: 'Bike' },
    description: { pt: 'Uma bicicleta', en: 'A bike' },
    model: 'journey',
    journeyId,
    startDate: '2026-03-01',
    finalDate: '2026-03-31',
  });
  expect(reward.status, await reward.clone().text()).toBe(201);
  const rewardId = ((await reward.json()) as { reward: { id: string } }).reward.id;
  // A draw follows the reward's published rule (migration 0051).
  expect((await admin.agent.post(`/api/panel/guides/${venue?.guide.id}/publish`, {})).status).toBe(201);
  const draw = await admin.agent.post(`/api/panel/rewards/${rewardId}/draws`, {});
  expect(draw.status).toBe(201);
  const drawId = ((await draw.json()) as { draw: { id: string } }).draw.id;

  const form = new FormData();
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c85028' } })
    .png()
    .toBuffer();
  form.set('file', new File([new Uint8Array(photo)], 'Fachada.png', { type: 'image/png' }));
  const upload = await admin.agent.request(`/api/guides/${encodeURIComponent(venue?.guide.id ?? '')}/media`, {
    method: 'POST',
    body: form,
  });
  expect(upload.status).toBe(201);
  return { admin, visitor, rewardId, drawId };
}

async function sequenceValues(db: Db) {
  return (await sql`select sequencename, last_value from pg_sequences where schemaname = 'public'`.execute(db)).rows;
}

async function mediaFiles(mediaDir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for await (const key of createMediaStorage({ mediaDir }).list()) {
    files.set(key, (await readFile(path.join(mediaDir, key))).toString('base64'));
  }
  return files;
}

describe('backup and restore', () => {
  it('restores into an empty database the same rows (counts and checksums), sequences and media', async () => {
    await useInstallation(() => t.app, t.db, t.mediaDir);
    const before = await summarizeDatabase(t.db);
    const file = path.join(folder, 'whole.zip');
    const { manifest, bytes } = await createBackup(t.db, createMediaStorage(t.config), file);
    expect(bytes).toBeGreaterThan(0);
    expect(manifest.tables).toEqual(before);
    expect(manifest.tables.auth_users?.rows).toBe(2);
    expect(manifest.tables.sorted_rewards?.rows).toBe(1);
    expect(manifest.media.some((item) => item.key.startsWith('library/'))).toBe(true);

    const target = await emptyDatabase();
    const mediaDir = path.join(folder, 'restored-media');
    await restoreBackup(target, createMediaStorage({ mediaDir }), file);
    expect(await summarizeDatabase(target)).toEqual(before);
    // The inbox's sequence goes on from where it was (the next row does not reuse a number).
    expect(manifest.sequences.analytics_inbox_seq_seq).toMatch(/^[1-9]\d*$/);
    expect(await sequenceValues(target)).toEqual(await sequenceValues(t.db));
    expect(await mediaFiles(mediaDir)).toEqual(await mediaFiles(t.mediaDir));

    // A database holding an installation is refused, unless --force wipes it first.
    await expect(restoreBackup(target, createMediaStorage({ mediaDir }), file)).rejects.toThrow(RestoreRefused);
    await restoreBackup(target, createMediaStorage({ mediaDir }), file, { force: true });
    expect(await summarizeDatabase(target)).toEqual(before);
  }, 120_000);
});

describe('a backup taken while visitors write', () => {
  it('holds the rows of one instant: each write of two rows is in it whole or not at all', async () => {
    const point = await t.db.selectFrom('points').select(['id', 'guide_id']).executeTakeFirstOrThrow();
    const user = await t.db.selectFrom('auth_users').select('id').executeTakeFirstOrThrow();
    let writes = 0;
    let stop = false;
    // Each write puts one row in two tables in one transaction, until the backup is written.
    const writer = (async () => {
      while (!stop) {
        const id = `w-${writes}`;
        await t.db.transaction().execute(async (trx) => {
          const row = { id, guide_id: point.guide_id, point_id: point.id, user_id: user.id };
          await trx
            .insertInto('interactions')
            .values({ ...row, type: 'Desbloqueio de interação' })
            .execute();
          await trx.insertInto('point_clicks').values(row).execute();
        });
        writes++;
        // PGlite answers in this process through promises alone: without a turn of the event
        // loop between writes, no timer (the wait below) and no other caller would ever run.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const file = path.join(folder, 'during-writes.zip');
    try {
      // Started once writes are under way (a few per second on PGlite on a busy machine).
      await vi.waitFor(() => expect(writes).toBeGreaterThan(5), { timeout: 60_000, interval: 50 });
      await createBackup(t.db, createMediaStorage(t.config), file);
    } finally {
      // Also when the backup fails: a writer left running would keep the database busy for good.
      stop = true;
      await writer;
    }

    const target = await emptyDatabase();
    await restoreBackup(target, createMediaStorage({ mediaDir: path.join(folder, 'during-media') }), file);
    const count = async (table: 'interactions' | 'point_clicks') =>
      Number(
        (
          await target
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('id', 'like', 'w-%')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const interactions = await count('interactions');
    expect(interactions).toBeGreaterThan(5);
    expect(await count('point_clicks')).toBe(interactions);
  }, 120_000);
});

describe('moving an embedded installation to another database (migrate-to-postgres)', () => {
  it('serves the same guide bundle byte for byte, keeps the visitor signed in and the draw re-computable', async () => {
    // The source is always PGlite; the target is this project's database (PostgreSQL under `postgres`).
    const source = createPGliteDatabase(() => PGlite.create({ ...PGLITE_OPTIONS }));
    await migrateToLatest(source);
    const mediaDir = path.join(folder, 'moved-media');
    let app = appOn(source, mediaDir);
    const used = await useInstallation(() => app, source, mediaDir);
    const bundlePath = `/api/guides/by-name/${encodeURIComponent(guideName)}`;
    const sourceBundle = Buffer.from(await (await app.request(bundlePath)).arrayBuffer());
    const sourceMe = await (await used.visitor.agent.request('/api/me')).json();
    const file = path.join(folder, 'moved.zip');
    await createBackup(source, createMediaStorage({ mediaDir }), file);
    await source.destroy();

    const target = await emptyDatabase();
    await restoreBackup(target, createMediaStorage({ mediaDir }), file, { media: false });
    app = appOn(target, mediaDir);

    const bundle = await app.request(bundlePath);
    expect(bundle.status).toBe(200);
    expect(Buffer.from(await bundle.arrayBuffer()).equals(sourceBundle)).toBe(true);
    // The visitor's session cookie, issued by the old database, is accepted by the new one.
    const me = await used.visitor.agent.request('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual(sourceMe);
    const stranger = createBrowserAgent(() => app);
    expect((await stranger.request('/api/me')).status).not.toBe(200);

    const draws = await used.admin.agent.request(`/api/panel/rewards/${used.rewardId}/draws`);
    expect(draws.status).toBe(200);
    const [draw] = ((await draws.json()) as { draws: Array<Record<string, never>> }).draws;
    expect(draw?.id).toBe(used.drawId);
    expect(pickDrawWinner(draw?.seed ?? '', draw?.eligibleIds ?? [])?.winnerId).toBe(
      (draw?.winner as { id: string } | undefined)?.id,
    );
  }, 180_000);
});
