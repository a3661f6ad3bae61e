import { createHash } from 'node:crypto';
import type { GuideArchiveManifest, GuideDocument, GuideImported, MediaItem } from '@percurso/shared';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf, type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import { addGuideManager, makeGlobalAdmin } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { seedDemo } from '../demo/seed.ts';
import { readGuideDocument } from '../guide-documents/index.ts';
import { createMediaStorage } from '../media-library/index.ts';

/** Guide archives (issue 29 item 5): export → import elsewhere keeping ids → export is the same; a copy remaps ids. */
const t = setupTestApp();
/** Another installation: its own database and media folder. */
const other = setupTestApp();

const MUSEUM = 'demo-museum';
const FRENCH = 'Texte en français, gardé tel quel';
const SIGNED = 'demo-museum-moenda';
const LIBRAS = { language: 'bzs', url: '/media/demo/museum/video/libras-intro.mp4' };
const ASL = { language: 'ase', url: '/media/demo/museum/video/libras-intro.mp4' };

let admin: RegisteredVisitor;
let otherAdmin: RegisteredVisitor;
let library: MediaItem;

beforeAll(async () => {
  await seedDemo(t.db, { mediaDir: t.mediaDir });
  admin = await registerVisitor(() => t.app);
  await makeGlobalAdmin(t.db, admin.id);
  otherAdmin = await registerVisitor(() => other.app);
  await makeGlobalAdmin(other.db, otherAdmin.id);
  // A file of the museum's library, used by a point's image and inside its rich text.
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([png], 'sala.png', { type: 'image/png' }));
  const uploaded = await admin.agent.request(`/api/guides/${MUSEUM}/media`, { method: 'POST', body: form });
  expect(uploaded.status).toBe(201);
  library = (await uploaded.json()) as MediaItem;
  const point = await t.db
    .selectFrom('points')
    .select(['id', 'content', 'translation_flags'])
    .where('guide_id', '=', MUSEUM)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('points')
    .set({
      front_image: library.fileUrl,
      content: JSON.stringify({
        ...point.content,
        fr: `<p>${FRENCH}</p><img src="${library.fileUrl}" alt="">`,
      }) as never,
      translation_flags: JSON.stringify({ content: { fr: 'reviewed', es: 'machine' } }) as never,
    })
    .where('id', '=', point.id)
    .execute();
  // The demo's Libras video, and an ASL one beside it (issue 30 item 3).
  await t.db
    .updateTable('points')
    .set({ sign_language_videos: JSON.stringify([LIBRAS, ASL]) as never })
    .where('id', '=', SIGNED)
    .execute();
});

async function exportArchive(agent: RegisteredVisitor['agent'], guideId: string) {
  const response = await agent.request(`/api/panel/guides/${guideId}/export`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="percurso-[a-z0-9-]+-\d{4}-\d\d-\d\d\.zip"$/,
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  const entries = unzipSync(bytes);
  const doc = JSON.parse(strFromU8(entries['guide.json'] as Uint8Array)) as GuideDocument;
  const manifest = JSON.parse(strFromU8(entries['manifest.json'] as Uint8Array)) as GuideArchiveManifest;
  return { bytes, entries, doc, manifest };
}

function importArchive(agent: RegisteredVisitor['agent'], bytes: Uint8Array, ids: string) {
  const form = new FormData();
  form.append('file', new File([bytes], 'guia.zip', { type: 'application/zip' }));
  form.append('ids', ids);
  return agent.request('/api/panel/guides/import', { method: 'POST', body: form });
}

const withoutTime = ({ exportedAt: _exportedAt, ...doc }: GuideDocument) => doc;
/**
 * The SHA-256 of each media file of an archive, by the key it is stored under (the bytes are
 * compared by digest: a deep equality of megabytes of narration and video took 20 s).
 */
const mediaBytes = (archive: Awaited<ReturnType<typeof exportArchive>>) =>
  Object.fromEntries(
    archive.manifest.files.map((file) => [
      file.key,
      createHash('sha256')
        .update(archive.entries[file.path] ?? new Uint8Array())
        .digest('hex'),
    ]),
  );

async function storedKeys(dir: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of createMediaStorage({ mediaDir: dir }).list()) keys.push(key);
  return keys.sort();
}

describe('guide archive', () => {
  let first: Awaited<ReturnType<typeof exportArchive>>;

  it('exports the guide document, the media it names and a manifest of their SHA-256', async () => {
    first = await exportArchive(admin.agent, MUSEUM);
    expect(withoutTime(first.doc)).toEqual(await readGuideDocument(t.db, MUSEUM));
    expect(first.manifest).toMatchObject({
      format: 'percurso-guide-archive',
      version: 1,
      guideId: MUSEUM,
      missing: [],
    });
    const keys = first.manifest.files.map((file) => file.key);
    expect(keys).toContain(library.fileUrl.replace('/media/', ''));
    expect(keys.some((key) => key.startsWith('demo/'))).toBe(true);
    for (const variant of library.variants) expect(keys).toContain(variant.fileUrl.replace('/media/', ''));
  });

  it('imported keeping ids into another installation, exports the same document and the same bytes', async () => {
    const response = await importArchive(otherAdmin.agent, first.bytes, 'keep');
    expect(response.status).toBe(201);
    const body = (await response.json()) as GuideImported;
    expect(body).toMatchObject({ confirmation: 'guide-imported', guide: { id: MUSEUM } });
    expect(Object.keys(body.guide.name).sort()).toEqual(['en', 'es', 'fr', 'pt']);

    const again = await exportArchive(otherAdmin.agent, MUSEUM);
    // The road map spans other venues: this installation has none, so the guide names none.
    const expected = withoutTime(first.doc);
    expect(withoutTime(again.doc)).toEqual({ ...expected, guide: { ...expected.guide, roadMapId: undefined } });
    expect(again.doc.points.some((point) => point.content.fr?.includes(FRENCH))).toBe(true);
    expect(again.doc.points.some((point) => point.translationFlags?.content?.es === 'machine')).toBe(true);
    expect(mediaBytes(again)).toEqual(mediaBytes(first));
    // The files are served by the new installation.
    const served = await other.app.request(library.fileUrl);
    expect(served.status).toBe(200);
  });

  it('refuses the same ids a second time, and leaves nothing behind', async () => {
    const guides = await other.db.selectFrom('guides').select('id').execute();
    const keys = await storedKeys(other.mediaDir);
    const response = await importArchive(otherAdmin.agent, first.bytes, 'keep');
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: 'guide-document/id-taken', field: 'guide.id' } });
    expect(await other.db.selectFrom('guides').select('id').execute()).toEqual(guides);
    expect(await storedKeys(other.mediaDir)).toEqual(keys);
  });

  it('imported as a copy on the same installation: new ids, references and media following', async () => {
    const response = await importArchive(admin.agent, first.bytes, 'new');
    expect(response.status).toBe(201);
    const { guide } = (await response.json()) as GuideImported;
    expect(guide.id).not.toBe(MUSEUM);
    expect(guide.name.pt).toBe(`${first.doc.guide.name.pt} (2)`);
    const copy = await readGuideDocument(t.db, guide.id);
    expect(copy.points.length).toBe(first.doc.points.length);
    const pointIds = new Set(copy.points.map((point) => point.id));
    for (const journey of copy.journeys) for (const id of journey.pointOrder) expect(pointIds.has(id)).toBe(true);
    // The copy's library is its own: new ids, files under their folders, every URL rewritten to them.
    expect(copy.media).toHaveLength(first.doc.media.length);
    const [file] = copy.media;
    expect(file?.id).not.toBe(library.id);
    expect(file?.storageKey.startsWith(`library/${file?.id}/`)).toBe(true);
    const imaged = copy.points.find((point) => point.content.fr?.includes(FRENCH));
    expect(imaged?.frontImage).toBe(file?.fileUrl);
    expect(imaged?.content.fr).toContain(`src="${file?.fileUrl}"`);
    expect((await t.app.request(file?.fileUrl ?? '')).status).toBe(200);
    // The demo's own files are the same bytes under the same keys: used as they are.
    expect(copy.guide.image).toBe(first.doc.guide.image);
    // The original is untouched.
    expect(withoutTime(first.doc)).toEqual(await readGuideDocument(t.db, MUSEUM));
  });

  it('answers a file that is not an archive, or a document that does not fit, with what is wrong', async () => {
    const keys = await storedKeys(t.mediaDir);
    const guides = await t.db.selectFrom('guides').select('id').execute();

    const notZip = await importArchive(admin.agent, strToU8('not a zip'), 'new');
    expect(notZip.status).toBe(400);
    expect(await errorCodeOf(notZip)).toBe('archive/unreadable');

    const bad = structuredClone(first.doc) as unknown as { points: Array<{ name: unknown }> };
    (bad.points[1] as { name: unknown }).name = 'not localized';
    const entries = { ...first.entries, 'guide.json': strToU8(JSON.stringify(bad)) };
    const invalid = await importArchive(admin.agent, zipSync(entries), 'new');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: { code: 'invalid-request', field: 'points.1.name' } });

    const [damagedFile] = first.manifest.files;
    if (!damagedFile) throw new Error('the archive has files');
    const damaged = await importArchive(
      admin.agent,
      zipSync({ ...first.entries, [damagedFile.path]: strToU8('other bytes') }),
      'new',
    );
    expect(damaged.status).toBe(400);
    expect(await damaged.json()).toMatchObject({ error: { code: 'archive/unreadable', field: damagedFile.path } });

    const noIds = await importArchive(admin.agent, first.bytes, 'maybe');
    expect(await errorCodeOf(noIds)).toBe('invalid-request');

    expect(await t.db.selectFrom('guides').select('id').execute()).toEqual(guides);
    expect(await storedKeys(t.mediaDir)).toEqual(keys);
  });

  it('carries every sign-language video, and imports a version 1 archive: its one video is the Libras one', async () => {
    expect(first.doc.version).toBe(2);
    expect(first.doc.points.find((point) => point.id === SIGNED)?.signLanguageVideos).toEqual([LIBRAS, ASL]);
    // As the release before several sign languages wrote it.
    const older = structuredClone(first.doc) as unknown as { version: number; points: Array<Record<string, unknown>> };
    older.version = 1;
    for (const point of older.points) {
      const videos = point.signLanguageVideos as Array<{ url: string }>;
      delete point.signLanguageVideos;
      if (videos[0]) point.signLanguageVideo = videos[0].url;
    }
    const response = await importArchive(
      admin.agent,
      zipSync({ ...first.entries, 'guide.json': strToU8(JSON.stringify(older)) }),
      'new',
    );
    expect(response.status).toBe(201);
    const { guide } = (await response.json()) as GuideImported;
    const copy = await readGuideDocument(t.db, guide.id);
    const signed = copy.points.filter((point) => point.signLanguageVideos.length > 0);
    expect(signed.map((point) => point.signLanguageVideos)).toEqual([[LIBRAS]]);
    expect(copy.points.every((point) => point.signLanguageVideos.length <= 1)).toBe(true);
  });

  it('carries the technical sheets in their four languages: a copy and a kept-ids import export them the same', async () => {
    const MILL = 'demo-museum-moenda';
    const sheetsOf = (doc: GuideDocument) =>
      Object.fromEntries(
        doc.points
          .filter((point) => point.technicalSheet?.length)
          .map((point) => [point.name.pt, point.technicalSheet]),
      );
    const original = sheetsOf(first.doc);
    expect(Object.keys(original)).toHaveLength(2);
    const mill = first.doc.points.find((point) => point.id === MILL);
    expect(mill?.technicalSheet?.[0]).toEqual({
      label: { pt: 'Objeto', en: 'Object', es: 'Objeto', fr: 'Objet' },
      value: {
        pt: 'Moenda de três cilindros verticais',
        en: 'Three-roller vertical mill',
        es: 'Molino de tres cilindros verticales',
        fr: 'Moulin à trois cylindres verticaux',
      },
    });

    // Kept ids, on the other installation: the same sheets (the whole document is compared above too).
    expect(sheetsOf((await exportArchive(otherAdmin.agent, MUSEUM)).doc)).toEqual(original);

    // A copy, exported again: new ids, the same sheets on the same points, in order.
    const response = await importArchive(admin.agent, first.bytes, 'new');
    expect(response.status).toBe(201);
    const { guide } = (await response.json()) as GuideImported;
    const copy = await exportArchive(admin.agent, guide.id);
    expect(sheetsOf(copy.doc)).toEqual(original);
    // …and imported keeping its ids elsewhere, exported once more: the same document.
    const kept = await importArchive(otherAdmin.agent, copy.bytes, 'keep');
    expect(kept.status).toBe(201);
    const again = await exportArchive(otherAdmin.agent, guide.id);
    const expected = withoutTime(copy.doc);
    expect(withoutTime(again.doc)).toEqual({ ...expected, guide: { ...expected.guide, roadMapId: undefined } });

    // A document written before sheets existed (same version, no field) imports with none.
    const older = structuredClone(first.doc) as unknown as { points: Array<Record<string, unknown>> };
    for (const point of older.points) delete point.technicalSheet;
    const imported = await importArchive(
      admin.agent,
      zipSync({ ...first.entries, 'guide.json': strToU8(JSON.stringify(older)) }),
      'new',
    );
    expect(imported.status).toBe(201);
    const plain = await readGuideDocument(t.db, ((await imported.json()) as GuideImported).guide.id);
    expect(plain.points.every((point) => point.technicalSheet?.length === 0)).toBe(true);

    // A sheet past the panel's limits is refused whole, naming where.
    const long = structuredClone(first.doc);
    const row = { label: { pt: 'Ano' }, value: { pt: '1928' } };
    (long.points[0] as { technicalSheet?: unknown }).technicalSheet = Array.from({ length: 31 }, () => row);
    const refused = await importArchive(
      admin.agent,
      zipSync({ ...first.entries, 'guide.json': strToU8(JSON.stringify(long)) }),
      'new',
    );
    expect(await refused.json()).toMatchObject({
      error: { code: 'invalid-request', field: 'points.0.technicalSheet' },
    });
  });

  it('exports for the guide’s admins, imports for who may create guides', async () => {
    const editor = await registerVisitor(() => t.app);
    await addGuideManager(t.db, MUSEUM, editor, ['Edição de contéudo']);
    expect((await editor.agent.request(`/api/panel/guides/${MUSEUM}/export`)).status).toBe(403);
    expect((await importArchive(editor.agent, first.bytes, 'new')).status).toBe(403);
  });

  it('gives a guide admin’s copy its own sponsors when the originals show on guides they may not edit', async () => {
    const guideAdmin = await registerVisitor(() => t.app);
    await addGuideManager(t.db, 'demo-tour', guideAdmin, ['Administração']);
    const response = await importArchive(guideAdmin.agent, first.bytes, 'new');
    expect(response.status).toBe(201);
    const { guide } = (await response.json()) as GuideImported;
    const copy = await readGuideDocument(t.db, guide.id);
    expect(copy.sponsors.map((sponsor) => sponsor.name).sort()).toEqual(
      first.doc.sponsors.map((sponsor) => sponsor.name).sort(),
    );
    for (const id of copy.guide.sponsorIds) expect(first.doc.guide.sponsorIds).not.toContain(id);
    expect(copy.guide.socialNetIds.length).toBe(first.doc.guide.socialNetIds.length);
    // The museum's sponsors are as they were, and its admin is the importer only for the copy.
    expect((await readGuideDocument(t.db, MUSEUM)).sponsors).toEqual(first.doc.sponsors);
    const managers = await t.db
      .selectFrom('guides')
      .select('managers')
      .where('id', '=', guide.id)
      .executeTakeFirstOrThrow();
    expect(managers.managers.map((manager) => manager.id)).toEqual([guideAdmin.id]);
  });
});
