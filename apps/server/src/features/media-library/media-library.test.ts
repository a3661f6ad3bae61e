import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_SIZE_LIMITS, type MediaItem } from '@percurso/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf } from '../../../test/accounts.ts';
import type { BrowserAgent } from '../../../test/browser-agent.ts';
import { buildGuide, buildPoint, buildSponsor } from '../../../test/factories.ts';
import { buildRoleMatrix, PEOPLE, type Person, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { AppError } from '../../http/app-error.ts';
import { createLogger } from '../../logger.ts';
import { uploadMedia } from './media-library.service.ts';
import { createDiskStorage } from './media-storage.ts';

const t = setupTestApp();
const app = () => t.app;

let matrix: RoleMatrix;
let editor: BrowserAgent;
beforeAll(async () => {
  matrix = await buildRoleMatrix(app, t.db);
  editor = matrix.agents.contentEditor;
});

/** Real small files of each kind, made here (no fixtures to keep in sync). */
const png = (width = 2000, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

function wav(samples = 800): Buffer {
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin(i / 8) * 8000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  );

function glb(): Buffer {
  const gltf = Buffer.from(JSON.stringify({ asset: { version: '2.0' } }).padEnd(28, ' '));
  const header = Buffer.alloc(20);
  header.write('glTF', 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + gltf.length, 8);
  header.writeUInt32LE(gltf.length, 12);
  header.write('JSON', 16);
  return Buffer.concat([header, gltf]);
}

function upload(agent: BrowserAgent, guideId: string, bytes: Buffer, name: string, kind?: string) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' }));
  if (kind) form.set('kind', kind);
  return agent.request(`/api/guides/${encodeURIComponent(guideId)}/media`, { method: 'POST', body: form });
}

async function uploaded(response: Response): Promise<MediaItem> {
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as MediaItem;
}

describe('POST /api/guides/:guideId/media', () => {
  it('stores an image with 1600/800/400 WebP copies that keep its aspect, served with ranges and a year of cache', async () => {
    const item = await uploaded(await upload(editor, matrix.guideId, await png(2000, 1000), 'Fachada.png'));
    expect(item).toMatchObject({
      kind: 'image',
      name: 'Fachada.png',
      mimeType: 'image/png',
      width: 2000,
      height: 1000,
    });
    expect(item.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [1600, 800],
      [800, 400],
      [400, 200],
    ]);
    for (const url of [item.fileUrl, ...item.variants.map((variant) => variant.fileUrl)]) {
      expect(url).toMatch(/^\/media\/library\//);
      const served = await t.app.request(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const small = await t.app.request(item.variants[2]?.fileUrl ?? '');
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({ width: 400, height: 200 });
    const range = await t.app.request(item.fileUrl, { headers: { range: 'bytes=0-7' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
  });

  it('never enlarges a small image: one copy at its own width', async () => {
    const item = await uploaded(await upload(editor, matrix.guideId, await png(300, 450), 'retrato.png'));
    expect(item.variants.map((variant) => [variant.width, variant.height])).toEqual([[300, 450]]);
  });

  it('recognises audio, PDF, a 3D model and a 360° photo by their bytes whatever their names', async () => {
    const audio = await uploaded(await upload(editor, matrix.guideId, wav(), 'narracao.bin'));
    expect(audio).toMatchObject({ kind: 'audio', mimeType: 'audio/wav', variants: [] });
    expect(audio.fileUrl).toMatch(/\.wav$/);
    const document = await uploaded(await upload(editor, matrix.guideId, pdf(), 'folheto'));
    expect(document).toMatchObject({ kind: 'pdf', mimeType: 'application/pdf' });
    const model = await uploaded(await upload(editor, matrix.guideId, glb(), 'estatua.glb', 'model3d'));
    expect(model).toMatchObject({ kind: 'model3d', mimeType: 'model/gltf-binary' });
    const panorama = await uploaded(await upload(editor, matrix.guideId, await png(1200, 600), 'sala.png', 'image360'));
    expect(panorama).toMatchObject({ kind: 'image360', width: 1200, height: 600 });
    expect(panorama.variants.map((variant) => variant.width)).toEqual([800]);
    const stored = await readFile(path.join(t.mediaDir, decodeURIComponent(model.fileUrl.replace(/^\/media\//, ''))));
    expect(stored).toEqual(glb());
  });

  it('takes WebVTT captions for videos, served as text/vtt, and refuses text that only claims to be', async () => {
    const vtt = Buffer.from('\ufeffWEBVTT - Moenda\n\n00:00.000 --> 00:02.000\nA moenda girava com água.\n');
    const captions = await uploaded(await upload(editor, matrix.guideId, vtt, 'moenda.txt', 'captions'));
    expect(captions).toMatchObject({ kind: 'captions', mimeType: 'text/vtt' });
    expect(captions.fileUrl).toMatch(/\.vtt$/);
    const served = await t.app.request(captions.fileUrl);
    expect(served.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await served.text()).toContain('A moenda girava com água.');
    for (const bytes of [Buffer.from('WEBVTTX\n'), Buffer.from('1\n00:00:00,000 --> 00:00:02,000\nSRT\n')]) {
      const response = await upload(editor, matrix.guideId, bytes, 'legenda.vtt', 'captions');
      expect(await errorCodeOf(response)).toBe('media/unsupported-type');
    }
    const asVideo = await upload(editor, matrix.guideId, vtt, 'legenda.vtt', 'video');
    expect(await errorCodeOf(asVideo)).toBe('media/unsupported-type');
  });

  it('refuses text named .png (the content decides), with 415 media/unsupported-type', async () => {
    const response = await upload(editor, matrix.guideId, Buffer.from('not a picture at all, just words'), 'foto.png');
    expect(response.status).toBe(415);
    expect(await errorCodeOf(response)).toBe('media/unsupported-type');
  });

  it('refuses a fake .glb (the glTF magic followed by junk, or a lying length) and stores nothing', async () => {
    const before = await listed(matrix.guideId);
    const junk = Buffer.concat([Buffer.from('glTF'), Buffer.from([2, 0, 0, 0]), Buffer.alloc(64, 0x41)]);
    const wrongLength = glb();
    wrongLength.writeUInt32LE(wrongLength.length + 100, 8);
    const notJson = glb();
    notJson.write('BIN\0', 16);
    for (const [bytes, kind] of [
      [junk, 'model3d'],
      [junk, undefined],
      [wrongLength, 'model3d'],
      [notJson, 'model3d'],
    ] as const) {
      const response = await upload(editor, matrix.guideId, bytes, 'estatua.glb', kind);
      expect(response.status).toBe(415);
      expect(await errorCodeOf(response)).toBe('media/unsupported-type');
    }
    expect(await listed(matrix.guideId)).toEqual(before);
  });

  it('serves an uploaded PDF inline in a sandbox, and a 3D model as a download', async () => {
    const document = await uploaded(await upload(editor, matrix.guideId, pdf(), 'folheto.pdf'));
    const served = await t.app.request(document.fileUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-security-policy')).toBe('sandbox');
    expect(served.headers.get('content-disposition')).toBeNull();
    const model = await uploaded(await upload(editor, matrix.guideId, glb(), 'estatua.glb', 'model3d'));
    const modelServed = await t.app.request(model.fileUrl);
    expect(modelServed.headers.get('content-disposition')).toBe('attachment');
  });

  it('refuses a file that is not the kind asked for (a WAV sent as a 3D model)', async () => {
    const response = await upload(editor, matrix.guideId, wav(), 'modelo.glb', 'model3d');
    expect(await errorCodeOf(response)).toBe('media/unsupported-type');
  });

  it('refuses an image over its kind limit with 413 media/too-large, and stores nothing', async () => {
    const before = await listed(matrix.guideId);
    // A valid PNG signature followed by padding past the image limit.
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(MEDIA_SIZE_LIMITS.image + 1)]);
    const response = await upload(editor, matrix.guideId, big, 'enorme.png');
    expect(response.status).toBe(413);
    expect(await errorCodeOf(response)).toBe('media/too-large');
    expect((await listed(matrix.guideId)).length).toBe(before.length);
  });

  it('answers media/file-required without a file part', async () => {
    const form = new FormData();
    form.set('kind', 'image');
    const response = await editor.request(`/api/guides/${matrix.guideId}/media`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await errorCodeOf(response)).toBe('media/file-required');
  });
});

async function listed(guideId: string, agent = editor): Promise<MediaItem[]> {
  const response = await agent.request(`/api/guides/${guideId}/media`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: MediaItem[] }).items;
}

describe('GET and DELETE /api/guides/:guideId/media', () => {
  it("lists the guide's files newest first, filtered by kind, and deletes one with its copies", async () => {
    const item = await uploaded(await upload(editor, matrix.guideId, await png(900, 900), 'apagar.png'));
    const all = await listed(matrix.guideId);
    expect(all[0]?.id).toBe(item.id);
    const audioOnly = await editor.request(`/api/guides/${matrix.guideId}/media?kind=audio`);
    const audio = ((await audioOnly.json()) as { items: MediaItem[] }).items;
    expect(audio.length).toBeGreaterThan(0);
    expect(audio.every((entry) => entry.kind === 'audio')).toBe(true);

    const removed = await editor.request(`/api/guides/${matrix.guideId}/media/${item.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await listed(matrix.guideId)).some((entry) => entry.id === item.id)).toBe(false);
    expect((await t.app.request(item.fileUrl)).status).toBe(404);
    const copy = item.variants[0]?.fileUrl ?? '';
    await expect(stat(path.join(t.mediaDir, copy.replace(/^\/media\//, '')))).rejects.toThrow();
    const again = await editor.request(`/api/guides/${matrix.guideId}/media/${item.id}`, { method: 'DELETE' });
    expect(await errorCodeOf(again)).toBe('media/not-found');
  });

  it('lists where a file is used and deletes a used file only when the deletion is confirmed', async () => {
    const item = await uploaded(await upload(editor, matrix.guideId, await png(900, 600), 'usada.png'));
    const point = await buildPoint({
      guideId: matrix.guideId,
      name: { pt: 'Sala das Louças', en: 'China Room' },
      frontImage: item.variants[1]?.fileUrl ?? item.fileUrl,
    });
    const sponsor = await buildSponsor({ name: 'Casa Amiga', image: item.fileUrl });
    const unused = await uploaded(await upload(editor, matrix.guideId, await png(300, 300), 'solta.png'));

    const usages = await editor.request(`/api/guides/${matrix.guideId}/media/${item.id}/usages`);
    expect(usages.status).toBe(200);
    const { items } = (await usages.json()) as { items: Array<{ kind: string; id: string; name: unknown }> };
    expect(items).toEqual(
      expect.arrayContaining([
        { kind: 'point', id: point.id, name: { pt: 'Sala das Louças', en: 'China Room' } },
        { kind: 'sponsor', id: sponsor.id, name: 'Casa Amiga' },
      ]),
    );
    expect(items).toHaveLength(2);
    const none = await editor.request(`/api/guides/${matrix.guideId}/media/${unused.id}/usages`);
    expect(((await none.json()) as { items: unknown[] }).items).toEqual([]);

    const refused = await editor.request(`/api/guides/${matrix.guideId}/media/${item.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(await errorCodeOf(refused)).toBe('media/in-use');
    expect((await listed(matrix.guideId)).some((entry) => entry.id === item.id)).toBe(true);
    const confirmed = await editor.request(`/api/guides/${matrix.guideId}/media/${item.id}?confirm=true`, {
      method: 'DELETE',
    });
    expect(confirmed.status).toBe(204);
  });

  it('an identical upload gets the file already in the library instead of a copy', async () => {
    const bytes = await png(640, 480);
    const first = await uploaded(await upload(editor, matrix.guideId, bytes, 'fachada.png'));
    const before = (await listed(matrix.guideId)).length;
    const again = await uploaded(await upload(editor, matrix.guideId, bytes, 'fachada-de-novo.png'));
    expect(again.id).toBe(first.id);
    expect((await listed(matrix.guideId)).length).toBe(before);
  });

  it("does not show one guide's files in another's library", async () => {
    await uploaded(await upload(matrix.agents.otherGuideAdmin, matrix.otherGuideId, wav(), 'outro.wav'));
    const mine = await listed(matrix.guideId);
    expect(mine.some((entry) => entry.name === 'outro.wav')).toBe(false);
  });
});

describe('a guide deleted while its files are uploaded', () => {
  /** The upload folders (library/<uuid>) on disk. */
  const folders = async () => new Set(await readdir(path.join(t.mediaDir, 'library')).catch(() => [] as string[]));
  const newFolders = async (before: Set<string>) => [...(await folders())].filter((name) => !before.has(name));

  it('answers guide/not-found (not 500) when the guide goes while the file is stored, and leaves no folder', async () => {
    const guide = await buildGuide();
    const before = await folders();
    const disk = createDiskStorage(t.mediaDir);
    // The guide is deleted between the route's check and the row's insert.
    const storage = {
      ...disk,
      put: async (key: string, body: Buffer, type: string) => {
        await t.db.deleteFrom('guides').where('id', '=', guide.id).execute();
        await disk.put(key, body, type);
      },
    };
    const upload = uploadMedia(
      { db: t.db, storage, logger: createLogger('silent') },
      { guideId: guide.id, userId: matrix.users.globalAdmin.id, name: 'tarde.png', bytes: await png(900, 600) },
    );
    await expect(upload).rejects.toThrow(AppError);
    await expect(upload).rejects.toMatchObject({ code: 'guide/not-found' });
    expect(await newFolders(before)).toEqual([]);
  });

  it("removes the guide's upload folders with the guide", async () => {
    const guide = await buildGuide();
    const admin = matrix.agents.globalAdmin;
    const before = await folders();
    await uploaded(await upload(admin, guide.id, await png(900, 600), 'foto.png'));
    await uploaded(await upload(admin, guide.id, wav(), 'som.wav'));
    expect((await newFolders(before)).length).toBe(2);
    const removed = await admin.request(`/api/panel/guides/${guide.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await newFolders(before)).toEqual([]);
  });
});

describe('who may use the media library (guide.content.edit)', () => {
  const expected: Record<Person, string> = {
    anonymous: 'auth/anonymous-not-allowed',
    commonUser: 'permission/denied',
    contentEditor: 'ok',
    analyst: 'permission/denied',
    otherGuideAdmin: 'permission/denied',
    guideAdmin: 'ok',
    globalAdmin: 'ok',
    roadMapAdmin: 'permission/denied',
  };
  it('upload, list and delete follow the role matrix', async () => {
    const outcomes: Record<string, string[]> = {};
    for (const person of PEOPLE) {
      const agent = matrix.agents[person];
      const posted = await upload(agent, matrix.guideId, wav(), `${person}.wav`);
      const list = await agent.request(`/api/guides/${matrix.guideId}/media`);
      const target = await uploaded(await upload(editor, matrix.guideId, wav(), 'alvo.wav'));
      const removed = await agent.request(`/api/guides/${matrix.guideId}/media/${target.id}`, { method: 'DELETE' });
      const code = async (response: Response, ok: number) =>
        response.status === ok ? 'ok' : ((await errorCodeOf(response)) ?? String(response.status));
      outcomes[person] = [await code(posted, 201), await code(list, 200), await code(removed, 204)];
    }
    expect(outcomes).toEqual(Object.fromEntries(PEOPLE.map((person) => [person, Array(3).fill(expected[person])])));
  });

  it('answers auth/session-required without a session and guide/not-found for a guide that does not exist', async () => {
    const response = await t.app.request(`/api/guides/${matrix.guideId}/media`, {
      headers: { origin: 'http://localhost' },
    });
    expect(await errorCodeOf(response)).toBe('auth/session-required');
    const missing = await matrix.agents.globalAdmin.request('/api/guides/no-such-guide/media');
    expect(await errorCodeOf(missing)).toBe('guide/not-found');
  });
});
