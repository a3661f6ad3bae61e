import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();
const audio = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

beforeAll(async () => {
  await mkdir(path.join(t.mediaDir, 'demo', 'museu'), { recursive: true });
  await writeFile(path.join(t.mediaDir, 'demo', 'museu', 'narração.mp3'), audio);
  for (const name of ['a.svg', 'a.mp4', 'a.pdf', 'a.webp', 'a.png', 'a.jpg', 'a.json', 'a.bin', 'a.glb']) {
    await writeFile(path.join(t.mediaDir, 'demo', name), 'x');
  }
  // A file next to the media folder that no URL may reach.
  await writeFile(path.join(t.mediaDir, '..', 'secret.txt'), 'secret');
  await symlink(path.join(t.mediaDir, '..', 'secret.txt'), path.join(t.mediaDir, 'demo', 'link.txt'));
});

const audioUrl = `/media/demo/museu/${encodeURIComponent('narração.mp3')}`;

describe('GET /media/*', () => {
  it('serves a media file whole, cacheable for a year', async () => {
    const response = await t.app.request(audioUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(audio);
  });

  it('serves a byte range of an audio file so the player can seek', async () => {
    const response = await t.app.request(audioUrl, { headers: { range: 'bytes=100-199' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(response.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(audio.subarray(100, 200));
  });

  it('serves open-ended and suffix ranges, and 416 for a range past the end', async () => {
    const tail = await t.app.request(audioUrl, { headers: { range: 'bytes=900-' } });
    expect(tail.headers.get('content-range')).toBe('bytes 900-999/1000');
    const suffix = await t.app.request(audioUrl, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(audio.subarray(990));
    const past = await t.app.request(audioUrl, { headers: { range: 'bytes=5000-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */1000');
  });

  it('answers HEAD with the size and no body, and 304 to a matching If-None-Match', async () => {
    const head = await t.app.request(audioUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('1000');
    expect(await head.text()).toBe('');
    const again = await t.app.request(audioUrl, { headers: { 'if-none-match': head.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('labels each media kind with its content type', async () => {
    const expected: Record<string, string> = {
      'a.svg': 'image/svg+xml',
      'a.mp4': 'video/mp4',
      'a.pdf': 'application/pdf',
      'a.webp': 'image/webp',
      'a.png': 'image/png',
      'a.jpg': 'image/jpeg',
      'a.json': 'application/json; charset=utf-8',
      'a.bin': 'application/octet-stream',
      'a.glb': 'model/gltf-binary',
    };
    for (const [name, type] of Object.entries(expected)) {
      const response = await t.app.request(`/media/demo/${name}`);
      expect(response.headers.get('content-type'), name).toBe(type);
    }
  });

  it('sandboxes SVG so an uploaded image cannot run script on the app’s origin', async () => {
    const response = await t.app.request('/media/demo/a.svg');
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
    expect(response.headers.get('content-disposition')).toBe('attachment');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('opens a PDF in a sandbox, downloads documents a browser could run or does not know, shows media inline', async () => {
    const pdf = await t.app.request('/media/demo/a.pdf');
    expect(pdf.headers.get('content-security-policy')).toBe('sandbox');
    expect(pdf.headers.get('content-disposition')).toBeNull();
    for (const name of ['a.bin', 'a.glb']) {
      const response = await t.app.request(`/media/demo/${name}`);
      expect(response.headers.get('content-disposition'), name).toBe('attachment');
    }
    for (const name of ['a.png', 'a.webp', 'a.mp4', 'a.json']) {
      const response = await t.app.request(`/media/demo/${name}`);
      expect(response.headers.get('content-disposition'), name).toBeNull();
      // Not sandboxed, but under the site's own policy like every answer.
      expect(response.headers.get('content-security-policy'), name).toContain("default-src 'self'");
    }
  });

  it('rejects ../ in media paths, encoded or not, and symbolic links out of the folder', async () => {
    for (const url of [
      '/media/%2e%2e/secret.txt',
      '/media/demo/%2e%2e/%2e%2e/secret.txt',
      '/media/..%2fsecret.txt',
      '/media/demo/..%5c..%5csecret.txt',
      '/media/demo/link.txt',
      '/media/%00',
    ]) {
      const response = await t.app.request(url);
      const body = await response.text();
      expect(body, url).not.toContain('secret');
      // URL parsing already folds %2e%2e into '..' and drops it; what still reaches /media is refused.
      if (new URL(url, 'http://localhost').pathname.startsWith('/media/')) {
        expect(response.status, url).toBe(404);
        expect(JSON.parse(body), url).toEqual({ error: { code: 'media/not-found' } });
      }
    }
  });

  it('answers media/not-found for a missing file', async () => {
    const response = await t.app.request('/media/demo/missing.mp3');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'media/not-found' } });
  });
});
