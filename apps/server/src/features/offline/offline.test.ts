import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { offlineManifest } from '@percurso/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGuide, buildGuideMap, buildPoint, uniqueId } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();

/** Writes a file of `bytes` bytes under the test's MEDIA_DIR and answers its URL. */
async function mediaFile(name: string, bytes: number): Promise<string> {
  const file = path.join(t.mediaDir, 'offline', name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.alloc(bytes, 1));
  return `/media/offline/${name}`;
}

beforeAll(async () => {
  // A web build of three chunks: the entry, a visitor screen it loads lazily and the panel.
  await mkdir(path.join(t.webDist, '.vite'), { recursive: true });
  await mkdir(path.join(t.webDist, 'assets'), { recursive: true });
  const files = {
    'assets/index-a.js': 1000,
    'assets/index-a.css': 200,
    'assets/point-b.js': 300,
    'assets/panel-c.js': 5000,
  };
  for (const [file, bytes] of Object.entries(files)) await writeFile(path.join(t.webDist, file), Buffer.alloc(bytes));
  await writeFile(path.join(t.webDist, 'index.html'), '<script src="/assets/index-a.js"></script>');
  await writeFile(
    path.join(t.webDist, '.vite/manifest.json'),
    JSON.stringify({
      // As rolldown's shell group writes it: the entry chunk without isEntry, named by index.html.
      _shell: {
        file: 'assets/index-a.js',
        css: ['assets/index-a.css'],
        dynamicImports: ['src/features/point/point-view.tsx', 'src/features/panel/panel-shell.tsx'],
      },
      'src/features/point/point-view.tsx': { file: 'assets/point-b.js', src: 'src/features/point/point-view.tsx' },
      'src/features/panel/panel-shell.tsx': { file: 'assets/panel-c.js', src: 'src/features/panel/panel-shell.tsx' },
    }),
  );
});

describe('GET /api/guides/:id/offline-manifest', () => {
  it('lists the guide, each point, its media in the visitor language and the visitor app, with sizes', async () => {
    const guide = await buildGuide({ bannerUrl: await mediaFile('banner.webp', 1200) });
    const plan = await mediaFile('plan.png', 900);
    await buildGuideMap({ guideId: guide.id, fileUrl: plan });
    const narrationEn = await mediaFile('p1-en.mp3', 4000);
    const narrationPt = await mediaFile('p1-pt.mp3', 4100);
    const video = await mediaFile('film.mp4', 90_000);
    const point = await buildPoint({
      guideId: guide.id,
      frontImage: await mediaFile('front.webp', 700),
      audio: { pt: narrationPt, en: narrationEn },
      medias: [{ fileType: 'video', url: video }],
    });
    const other = await buildPoint({ guideId: guide.id, frontImage: '/media/offline/missing.webp' });

    const response = await t.app.request(`/api/guides/${guide.id}/offline-manifest?language=en`);
    expect(response.status).toBe(200);
    const manifest = offlineManifest.parse(await response.json());
    const byUrl = new Map(manifest.files.map((file) => [file.url, file]));

    expect(manifest).toMatchObject({ guideId: guide.id, language: 'en' });
    const bundle = await t.app.request(`/api/guides/${guide.id}`);
    expect(byUrl.get(`/api/guides/${guide.id}`)).toEqual({
      url: `/api/guides/${guide.id}`,
      bytes: (await bundle.arrayBuffer()).byteLength,
      kind: 'data',
    });
    const pointAnswer = await t.app.request(`/api/points/${point.id}`, { headers: { 'accept-encoding': 'identity' } });
    expect(byUrl.get(`/api/points/${point.id}`)?.bytes).toBe((await pointAnswer.arrayBuffer()).byteLength);
    expect(byUrl.has(`/api/points/${other.id}`)).toBe(true);
    expect(byUrl.get(narrationEn)).toEqual({ url: narrationEn, bytes: 4000, kind: 'audio' });
    expect(byUrl.get(plan)).toEqual({ url: plan, bytes: 900, kind: 'map' });
    expect(byUrl.get(guide.bannerUrl ?? '')?.bytes).toBe(1200);
    // Only the visitor's narration; no video; a missing file is not promised.
    expect(byUrl.has(narrationPt)).toBe(false);
    expect(byUrl.has(video)).toBe(false);
    expect(byUrl.has('/media/offline/missing.webp')).toBe(false);
    // The app's visitor chunks beyond the precached shell, not the panel's.
    expect(manifest.files.filter((file) => file.kind === 'app').map((file) => file.url)).toEqual([
      '/assets/point-b.js',
    ]);
    expect(byUrl.has('/assets/panel-c.js')).toBe(false);
    expect(manifest.totalBytes).toBe(manifest.files.reduce((sum, file) => sum + file.bytes, 0));
  });

  it('lists the 400 px copies of library images for low-data mode, the original when there is none', async () => {
    const withCopy = '7d0c3a52-1b4e-4f6a-9c8d-2e3f4a5b6c7d';
    const withoutCopy = '8e1d4b63-2c5f-4a7b-8d9e-3f4a5b6c7d8e';
    const original = await mediaFile(`library/${withCopy}/original.jpg`, 50_000);
    const small = await mediaFile(`library/${withCopy}/w400.webp`, 6_000);
    const narrow = await mediaFile(`library/${withoutCopy}/original.png`, 3_000);
    const guide = await buildGuide({ frontImages: [original, narrow] });

    const read = async (images: string) =>
      offlineManifest.parse(
        await (await t.app.request(`/api/guides/${guide.id}/offline-manifest?images=${images}`)).json(),
      );
    const full = await read('full');
    expect(full.files.map((file) => file.url)).toEqual(expect.arrayContaining([original, narrow]));
    const lowData = await read('small');
    expect(lowData.images).toBe('small');
    const urls = lowData.files.map((file) => file.url);
    expect(urls).toEqual(expect.arrayContaining([small, narrow]));
    expect(urls).not.toContain(original);
    expect(lowData.files.find((file) => file.url === small)?.bytes).toBe(6_000);
  });

  it('answers as the guide read does for an unknown or disabled guide, and refuses an unknown language', async () => {
    const unknown = await t.app.request(`/api/guides/${uniqueId('nope')}/offline-manifest`);
    expect(unknown.status).toBe(404);
    const disabled = await buildGuide({ enabled: false });
    const off = await t.app.request(`/api/guides/${disabled.id}/offline-manifest`);
    expect(off.status).toBe(403);
    expect(await off.json()).toMatchObject({ error: { code: 'guide/disabled' } });
    const guide = await buildGuide();
    const wrong = await t.app.request(`/api/guides/${guide.id}/offline-manifest?language=de`);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: { code: 'invalid-request', field: 'language' } });
  });
});
