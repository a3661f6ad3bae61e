import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LegacyImportReport } from '@percurso/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousVisitor, type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import { buildGuide } from '../../../test/factories.ts';
import { addGuideManager, makeGlobalAdmin } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { runImportLegacy } from '../../cli/import-legacy.ts';
import { createLogger } from '../../logger.ts';
import { createMediaStorage } from '../media-library/index.ts';

/** The original system's export (issue 16 item 4): ids kept, fields mapped, idempotent. */
const t = setupTestApp();
const app = () => t.app;
const FIXTURE = path.resolve(import.meta.dirname, '../../../test/fixtures/legacy-export.json');

const GUIDE = 'GuIdeMuSeuCaFe0001ab';
const QR_POINT = 'InTpOiNtPrEgAo0001aa';

let admin: RegisteredVisitor;
/** The original system's storage, stood in for by a local HTTP server: images and MP3s, 404 for the rest. */
let storageServer: Server;
let exportText = '';

async function upload(agent: RegisteredVisitor['agent'], fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new File([exportText], 'export.json', { type: 'application/json' }));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return agent.request('/api/panel/legacy-import', { method: 'POST', body: form });
}

async function counts() {
  const tables = [
    'guides',
    'guide_maps',
    'journeys',
    'points',
    'user_profiles',
    'fav_journeys',
    'interactions',
    'ratings',
    'rewards',
    'instant_rewards',
    'emblems',
    'corporate_registry',
    'completed_journeys',
    'admin_panel_access',
  ] as const;
  const result: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

beforeAll(async () => {
  admin = await registerVisitor(app);
  await makeGlobalAdmin(t.db, admin.id);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();
  const mp3 = await readFile(path.resolve(import.meta.dirname, '../../../demo/media/museum/audio/intro.en.mp3'));
  storageServer = createServer((request, response) => {
    const url = request.url ?? '';
    if (/\.(png|jpg)$/.test(url)) response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (url.endsWith('.mp3')) response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(mp3);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => storageServer.listen(0, '127.0.0.1', resolve));
  const { port } = storageServer.address() as AddressInfo;
  exportText = (await readFile(FIXTURE, 'utf8')).replaceAll('https://storage.example.org', `http://127.0.0.1:${port}`);
});
afterAll(() => new Promise((resolve) => storageServer.close(resolve)));

/** Each collection's dropped fields, for comparing two reports. */
const dropped = (report: LegacyImportReport) =>
  Object.fromEntries(Object.entries(report.collections).map(([name, entry]) => [name, entry.unmappedFields]));
let dryRunReport: LegacyImportReport;

describe('legacy import', () => {
  it('is for global admins only', async () => {
    const guide = await buildGuide();
    const guideAdmin = await registerVisitor(app);
    await addGuideManager(t.db, guide.id, guideAdmin, ['Administração']);
    expect((await upload(guideAdmin.agent)).status).toBe(403);
  });

  it('a dry run reports and writes nothing', async () => {
    const before = await counts();
    const response = await upload(admin.agent, { dryRun: 'true' });
    expect(response.status).toBe(200);
    const { report } = (await response.json()) as { report: LegacyImportReport };
    expect(report.collections.intPoints).toMatchObject({ read: 5, imported: 4 });
    expect(report.media.copied).toBe(0);
    expect(await counts()).toEqual(before);
    dryRunReport = report;
  });

  it('keeps every id, maps the fields and reports what it could not map', async () => {
    const response = await upload(admin.agent);
    expect(response.status).toBe(200);
    const { report } = (await response.json()) as { report: LegacyImportReport };
    expect(report.collections.users).toMatchObject({ read: 5, imported: 5, skipped: [] });
    expect(report.ignoredCollections.sort()).toEqual(['accesses', 'appProps']);
    expect(report.collections.guides).toMatchObject({ read: 1, imported: 1, skipped: [] });
    expect(report.collections.journeys?.skipped).toEqual([{ id: 'JoUrNeYoRfAn0000009z', reason: 'guide-missing' }]);
    expect(report.collections.intPoints?.skipped).toEqual([{ id: 'InTpOiNtSeMgUiA00005', reason: 'guide-missing' }]);
    expect(report.collections.interactions).toMatchObject({ read: 3, imported: 2 });
    expect(report.collections.users?.unmappedFields).toMatchObject({ password: 1 });
    expect(report.collections.journeys?.unmappedFields).toMatchObject({ feed: 1 });
    expect(report.collections.intPoints?.unmappedFields).toMatchObject({ icons: 1, rating: 1 });
    // Only what was dropped: fields that were imported are not listed, and a dry run says the same.
    expect(Object.keys(report.collections.journeys?.unmappedFields ?? {})).not.toContain('name');
    expect(Object.keys(report.collections.journeys?.unmappedFields ?? {})).not.toContain('intListOrder');
    expect(Object.keys(report.collections.intPoints?.unmappedFields ?? {})).not.toContain('name');
    expect(dropped(report)).toEqual(dropped(dryRunReport));
    // The files are copied into the storage; one the old storage no longer has is reported.
    expect(report.media.copied).toBeGreaterThan(0);
    expect(report.media.failed.length).toBeGreaterThan(0);
    expect(report.media.failed.every(({ url }) => !/\.(png|jpg|mp3)$/.test(url))).toBe(true);
    expect(report.media.found).toBe(report.media.copied + report.media.failed.length);

    const point = await t.db.selectFrom('points').selectAll().where('id', '=', QR_POINT).executeTakeFirstOrThrow();
    expect(point).toMatchObject({
      guide_id: GUIDE,
      journey_ids: ['JoUrNeYaCeRvO00001ab'],
      name: { pt: 'Salão do Pregão', en: 'Trading Hall', es: 'Salón de Subastas', fr: 'Salle des Enchères' },
      map_id: 'MaPtErReOcAfE000001a',
      x: 412,
      y: 233,
      qr_validation: true,
      audio: {
        pt: expect.stringMatching(/^\/media\/imported\/[0-9a-f]{64}\.mp3$/),
        en: expect.stringMatching(/^\/media\/imported\/[0-9a-f]{64}\.mp3$/),
      },
    });
    const copy = await app().request((point.audio as { pt: string }).pt);
    expect(copy.status).toBe(200);
    expect(point.questionnaire).toMatchObject({ type: 'Quiz', questions: [{ correctOptionIndex: 0 }] });
    const shared = await t.db
      .selectFrom('fav_journeys')
      .selectAll()
      .where('id', '=', 'FaVjOuRnEyJoAnA0001f')
      .executeTakeFirstOrThrow();
    expect(shared.point_ids).toEqual(['InTpOiNtViTrAl0002bb', QR_POINT]);
    const journey = await t.db
      .selectFrom('journeys')
      .select('point_order')
      .where('id', '=', 'JoUrNeYaCeRvO00001ab')
      .executeTakeFirstOrThrow();
    expect(journey.point_order).toEqual([QR_POINT, 'InTpOiNtViTrAl0002bb', 'InTpOiNtSaCa00003cc']);
    const user = await t.db
      .selectFrom('user_profiles')
      .selectAll()
      .where('id', '=', 'UsErViSiTaNtE000001a')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: 'joana.ribeiro@example.com',
      birth_date: '1990-04-12',
      total_earned_points: 40,
    });
    expect(
      await t.db.selectFrom('panel_access').select('user_id').where('user_id', '=', 'UsErGeStOrA000000001').execute(),
    ).toHaveLength(1);
  });

  it('a printed QR code of an imported point unlocks it: the guard reads the point, the scan is recorded', async () => {
    const visitor = await anonymousVisitor(app);
    const teaser = await visitor.request(`/api/points/${QR_POINT}`);
    expect(teaser.status).toBe(200);
    expect(await teaser.json()).toMatchObject({ point: { id: QR_POINT }, locked: true });
    // What /qrcode/{id} does after the guard: the unlock with the scanned code as its proof.
    const unlock = await visitor.post('/api/interactions', {
      id: randomUUID(),
      pointId: QR_POINT,
      tracker: 'OutOfApp',
      proof: { qr: `/qrcode/${QR_POINT}` },
    });
    expect(unlock.status).toBe(200);
    expect(await unlock.json()).toMatchObject({ interaction: { type: 'Desbloqueio de interação' } });
    const full = await visitor.request(`/api/points/${QR_POINT}`);
    const body = (await full.json()) as { locked?: boolean; point: { content: { pt: string } } };
    expect(body.locked).toBeFalsy();
    expect(body.point.content.pt).toContain('80 cadeiras');
  });

  it('is idempotent: a second run (the command this time) imports the same documents and adds no row', async () => {
    const before = await counts();
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'legacy-')), 'export.json');
    await writeFile(file, exportText);
    const storage = createMediaStorage({ mediaDir: t.mediaDir });
    const result = await runImportLegacy(t.db, createLogger('silent'), [file], storage);
    expect(result.ok).toBe(true);
    expect(result.report?.collections.intPoints).toMatchObject({ read: 5, imported: 4 });
    expect(await counts()).toEqual(before);
  });
});
