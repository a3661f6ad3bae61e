import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { anonymousVisitor, errorCodeOf, registerVisitor } from '../../../test/accounts.ts';
import type { BrowserAgent } from '../../../test/browser-agent.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();
const app = () => t.app;

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

function sendPhoto(agent: BrowserAgent, bytes: Buffer, name = 'eu.jpg') {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  return agent.request('/api/me/photo', { method: 'POST', body: form });
}

const fileOf = (url: string) => path.join(t.mediaDir, url.replace(/^\/media\//, ''));

describe('POST /api/me/photo', () => {
  it("stores a 256 px WebP square as the user's image, shown by GET /api/me, replacing the previous one", async () => {
    const visitor = await registerVisitor(app);
    const first = await sendPhoto(visitor.agent, await photo(1200, 800), 'férias.jpg');
    expect(first.status).toBe(200);
    const { image } = (await first.json()) as { image: { name: string; fileUrl: string } };
    expect(image.name).toBe('férias.jpg');
    const served = await t.app.request(image.fileUrl);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 256, height: 256 });
    const me = (await (await visitor.agent.request('/api/me')).json()) as { image: unknown };
    expect(me.image).toEqual(image);

    const second = await sendPhoto(visitor.agent, await photo(300, 900));
    const replaced = (await second.json()) as { image: { fileUrl: string } };
    expect(replaced.image.fileUrl).not.toBe(image.fileUrl);
    await expect(stat(fileOf(image.fileUrl))).rejects.toThrow();

    const removed = await visitor.agent.request('/api/me/photo', { method: 'DELETE' });
    expect(await removed.json()).toEqual({ image: null });
    expect(((await (await visitor.agent.request('/api/me')).json()) as { image: unknown }).image).toBeNull();
    await expect(stat(fileOf(replaced.image.fileUrl))).rejects.toThrow();
  });

  it('refuses anonymous visitors with auth/anonymous-not-allowed and no session with auth/session-required', async () => {
    const anonymous = await anonymousVisitor(app);
    const refused = await sendPhoto(anonymous, await photo(100, 100));
    expect(refused.status).toBe(403);
    expect(await errorCodeOf(refused)).toBe('auth/anonymous-not-allowed');
    const form = new FormData();
    form.set('file', new File([new Uint8Array(await photo(10, 10))], 'a.jpg'));
    const none = await t.app.request('/api/me/photo', {
      method: 'POST',
      body: form,
      headers: { origin: 'http://localhost' },
    });
    expect(await errorCodeOf(none)).toBe('auth/session-required');
  });

  it('refuses a PDF named .jpg (media/unsupported-type) and a photo over 10 MB (media/too-large)', async () => {
    const visitor = await registerVisitor(app);
    const pdf = await sendPhoto(visitor.agent, Buffer.from('%PDF-1.4\n%%EOF\n'), 'foto.jpg');
    expect(pdf.status).toBe(415);
    expect(await errorCodeOf(pdf)).toBe('media/unsupported-type');
    const big = await sendPhoto(visitor.agent, Buffer.concat([await photo(10, 10), Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(await errorCodeOf(big)).toBe('media/too-large');
  });
});
