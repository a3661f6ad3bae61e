import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildGuide, buildJourney, buildPoint } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();

async function buildWebApp() {
  await mkdir(path.join(t.webDist, 'assets'), { recursive: true });
  await writeFile(path.join(t.webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(t.webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(t.webDist, 'sw.js'), 'self.skipWaiting()');
  await writeFile(path.join(t.webDist, 'registerSW.js'), '');
  await writeFile(path.join(t.webDist, 'manifest.webmanifest'), '{}');
  await writeFile(path.join(t.webDist, 'icon-192.png'), 'png');
}

describe('the web app', () => {
  it('says to run npm run build while there is no build', async () => {
    const response = await t.app.request('/');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });

  it('answers client routes like /museu-do-acucar-e-do-cafe with index.html, not cached', async () => {
    await buildWebApp();
    for (const url of ['/', '/museu-do-acucar-e-do-cafe', '/roteiro/Roteiro-do-Ouro', '/index']) {
      const response = await t.app.request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
      expect(await response.text(), url).toContain('<div id="root">');
    }
    // A printed code of a point nobody knows: the app's page, which leads to /dadosinvalidos, as a 404.
    const unknown = await t.app.request('/qrcode/abc');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<div id="root">');
  });

  it('caches hashed assets for good and makes the service worker, manifest and icons revalidate', async () => {
    const asset = await t.app.request('/assets/index-abc123.js');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const url of ['/sw.js', '/registerSW.js', '/manifest.webmanifest', '/icon-192.png']) {
      const response = await t.app.request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
    }
    const manifest = await t.app.request('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
  });

  it('sends the precompressed copy of a hashed asset the client accepts, cached for good', async () => {
    const script = `console.log(${JSON.stringify('percurso '.repeat(300))});`;
    await writeFile(path.join(t.webDist, 'assets', 'shell-def456.js'), script);
    await writeFile(path.join(t.webDist, 'assets', 'shell-def456.js.br'), brotliCompressSync(script));
    await writeFile(path.join(t.webDist, 'assets', 'shell-def456.js.gz'), gzipSync(script));
    const url = '/assets/shell-def456.js';
    const br = await t.app.request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gz = await t.app.request(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await t.app.request(url);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);
    // One tag per encoding, so a cache never answers a gzip client with brotli bytes.
    expect(new Set([br, gz, plain].map((response) => response.headers.get('etag'))).size).toBe(3);
  });

  it('never lets index.html go stale, compressed or not', async () => {
    const html = `<!doctype html><div id="root"></div>${'<!-- shell -->'.repeat(200)}`;
    await writeFile(path.join(t.webDist, 'index.html'), html);
    await writeFile(path.join(t.webDist, 'index.html.br'), brotliCompressSync(html));
    for (const url of ['/', '/museu-do-acucar-e-do-cafe']) {
      const response = await t.app.request(url, { headers: { 'accept-encoding': 'br' } });
      expect(response.headers.get('content-encoding'), url).toBe('br');
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
      expect(response.headers.get('content-type'), url).toBe('text/html; charset=utf-8');
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString(), url).toBe(html);
    }
    // No copy (the service worker is written after the bundle): compressed on the fly, still no-cache.
    await writeFile(path.join(t.webDist, 'sw.js'), `self.skipWaiting();${'//precache\n'.repeat(200)}`);
    const sw = await t.app.request('/sw.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(sw.headers.get('content-encoding')).toBe('gzip');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing hashed asset instead of HTML the browser cannot run', async () => {
    const response = await t.app.request('/assets/index-old999.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('html');
  });

  it('never lets a path reach outside the build folder', async () => {
    await writeFile(path.join(t.webDist, '..', 'outside.txt'), 'outside');
    const response = await t.app.request('/%2e%2e/outside.txt');
    expect(await response.text()).not.toContain('outside');
  });

  it("puts a landing screen's chunks and first read in the page head, so they load beside the entry script", async () => {
    await writeFile(
      path.join(t.webDist, 'index.html'),
      '<!doctype html><html><head><title>P</title></head><body><div id="root"></div></body></html>',
    );
    const preloads = {
      guideList: {
        scripts: ['/assets/list-1.js', '/assets/card-2.js'],
        styles: ['/assets/list-3.css'],
        data: ['/api/guides'],
      },
      guide: { scripts: ['/assets/guide-4.js'], styles: [], data: ['/api/guides/by-name/{name}'] },
      scene360: {
        scripts: ['/assets/scene-5.js'],
        styles: [],
        data: ['/api/points/{name}'],
        later: ['/assets/viewer-6.js'],
      },
    };
    const list = path.join(t.webDist, 'route-preloads.json');
    await writeFile(list, JSON.stringify(preloads));
    try {
      await buildGuide({ name: { pt: 'Casa da Árvore' } });
      const head = async (url: string) => (await (await t.app.request(url)).text()).split('</head>')[0] ?? '';

      const home = await head('/index');
      expect(home).toContain('<link rel="modulepreload" href="/assets/list-1.js">');
      expect(home).toContain('<link rel="modulepreload" href="/assets/card-2.js">');
      expect(home).toContain('<link rel="preload" href="/assets/list-3.css" as="style" crossorigin="">');
      expect(home).toContain('<link rel="preload" href="/api/guides" as="fetch" crossorigin="anonymous">');
      expect(await head('/')).toContain('/assets/list-1.js');
      // A search reads /api/guides?q=…: preloading the whole list would be wasted.
      expect(await head('/index?q=casa')).not.toContain('/api/guides');

      // The guide page, by the name as a visitor types it (accents percent-encoded, as the app asks).
      const page = await head(`/${encodeURIComponent('Casa-da-Árvore')}`);
      expect(page).toContain('<link rel="modulepreload" href="/assets/guide-4.js">');
      expect(page).toContain(`href="/api/guides/by-name/${encodeURIComponent('Casa-da-Árvore')}" as="fetch"`);
      expect(page).not.toContain('list-1.js');

      // A shared 360° scene: its screen's chunks, its point's read and its first panorama (drawn
      // flat before the viewer has loaded), then the viewer; a 360° video has no panorama to draw.
      const journey = await buildJourney();
      const tour = await buildPoint({
        guideId: journey.guideId,
        journeyIds: [journey.id],
        immersive: { image360: '/media/mill.jpg', rvImages: [{ id: 'yard', url: '/media/yard.jpg' }] },
      });
      const sceneUrl = `/rvScene/${tour.id}`;
      const scene = await head(sceneUrl);
      expect(scene).toContain('<link rel="modulepreload" href="/assets/scene-5.js">');
      expect(scene).toContain('<link rel="modulepreload" href="/assets/viewer-6.js">');
      expect(scene).toContain(`<link rel="preload" href="/api/points/${tour.id}" as="fetch" crossorigin="anonymous">`);
      expect(scene).toContain(
        '<title>P</title><link rel="preload" href="/media/mill.jpg" as="image" fetchpriority="high">',
      );
      // Drawn in the page, opening at the image's centre (yaw 0): the first of three copies starts half a copy early.
      const body = await (await t.app.request(sceneUrl)).text();
      expect(body).toContain(
        '<div id="root"><div class="flat-panorama" data-testid="vr-flat" style="--start:0.50000"><img src="/media/mill.jpg" alt="Ponto de teste" fetchpriority="high" elementtiming="vr-flat" draggable="false">',
      );
      expect(body.match(/<img src="\/media\/mill.jpg"/g)).toHaveLength(3);
      const video = await buildPoint({
        guideId: journey.guideId,
        journeyIds: [journey.id],
        immersive: { video360: '/media/mill.mp4' },
      });
      for (const url of [`/rvScene/${video.id}`, '/rvScene/p-1'])
        expect(await (await t.app.request(url)).text(), url).not.toContain('flat-panorama');

      // Other screens, and names no guide answers to, get the page as built.
      for (const url of ['/perfil', '/nao-existe-este-guia']) expect(await head(url), url).not.toContain('preload');
    } finally {
      await rm(list);
    }
  });
});
