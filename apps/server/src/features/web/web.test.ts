import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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

  it('answers client routes like /museu-do-acucar-e-do-cafe and /qrcode/abc with index.html, not cached', async () => {
    await buildWebApp();
    for (const url of ['/', '/museu-do-acucar-e-do-cafe', '/qrcode/abc', '/roteiro/Roteiro-do-Ouro', '/index']) {
      const response = await t.app.request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
      expect(await response.text(), url).toContain('<div id="root">');
    }
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
});
