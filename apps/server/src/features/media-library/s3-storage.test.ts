import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Journey, MediaItem } from '@percurso/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf, registerVisitor } from '../../../test/accounts.ts';
import { buildGuide, buildJourney } from '../../../test/factories.ts';
import { addGuideManager } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

/**
 * A local HTTP server speaking the part of the S3 REST API the storage uses (PUT, GET with Range,
 * DELETE Object, path-style), refusing unsigned requests. It keeps what it received for the test.
 */
interface StoredObject {
  body: Buffer;
  headers: IncomingMessage['headers'];
}
const objects = new Map<string, StoredObject>();
const requests: Array<{ method: string; path: string; authorization: string }> = [];
let failPuts = false;
let server: Server;
let endpoint = '';

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
    const authorization = String(request.headers.authorization ?? '');
    requests.push({ method: request.method ?? '', path, authorization });
    if (
      !/^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/sa-east-1\/s3\/aws4_request, SignedHeaders=.+, Signature=[0-9a-f]{64}$/.test(
        authorization,
      )
    ) {
      response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    if (request.method === 'PUT') {
      if (failPuts) {
        response.writeHead(503).end('<Error><Code>SlowDown</Code></Error>');
        return;
      }
      objects.set(path, { body: Buffer.concat(chunks), headers: request.headers });
      response.writeHead(200, { etag: '"x"' }).end();
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const t = setupTestApp({
  settings: () => ({
    s3: {
      bucket: 'percurso-media',
      region: 'sa-east-1',
      endpoint,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      publicUrl: 'https://cdn.example.org/media',
    },
  }),
});

async function editorOfNewGuide() {
  const guide = await buildGuide();
  const editor = await registerVisitor(() => t.app);
  await addGuideManager(t.db, guide.id, editor, ['Edição de contéudo']);
  return { guideId: guide.id, agent: editor.agent };
}

async function upload(agent: Awaited<ReturnType<typeof editorOfNewGuide>>['agent'], guideId: string, bytes: Buffer) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], 'praça.jpg'));
  return agent.request(`/api/guides/${guideId}/media`, { method: 'POST', body: form });
}

describe('S3-compatible storage (S3_BUCKET, S3_ENDPOINT, …)', () => {
  it('PUTs the original and the web copies, signed, with their type and a year of cache; URLs on S3_PUBLIC_URL', async () => {
    const { guideId, agent } = await editorOfNewGuide();
    const jpeg = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const response = await upload(agent, guideId, jpeg);
    expect(response.status).toBe(201);
    const item = (await response.json()) as MediaItem;
    expect(item.fileUrl).toMatch(/^https:\/\/cdn\.example\.org\/media\/library\/[0-9a-f-]{36}\/original\.jpg$/);
    const key = item.fileUrl.replace('https://cdn.example.org/media/', '');
    const original = objects.get(`/percurso-media/${key}`);
    expect(original?.body).toEqual(jpeg);
    expect(original?.headers['content-type']).toBe('image/jpeg');
    expect(original?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(original?.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(item.variants.map((variant) => variant.width)).toEqual([1000, 800, 400]);
    for (const variant of item.variants) {
      const copy = objects.get(`/percurso-media/${variant.fileUrl.replace('https://cdn.example.org/media/', '')}`);
      expect(copy?.headers['content-type']).toBe('image/webp');
      expect((await sharp(copy?.body).metadata()).width).toBe(variant.width);
    }

    const removed = await agent.request(`/api/guides/${guideId}/media/${item.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect([...objects.keys()].some((path) => path.includes(item.id))).toBe(false);
  });

  it('answers media/storage-failed when the bucket refuses, keeps nothing half-written and lists nothing', async () => {
    const { guideId, agent } = await editorOfNewGuide();
    failPuts = true;
    try {
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      const response = await upload(agent, guideId, png);
      expect(response.status).toBe(502);
      expect(await errorCodeOf(response)).toBe('media/storage-failed');
    } finally {
      failPuts = false;
    }
    const list = (await (await agent.request(`/api/guides/${guideId}/media`)).json()) as { items: unknown[] };
    expect(list.items).toEqual([]);
  });

  it("stores a journey's Teachable Machine model in one folder of the bucket and deletes it when the model is removed", async () => {
    const { guideId, agent } = await editorOfNewGuide();
    const journey = await buildJourney({ guideId });
    const demo = path.resolve(import.meta.dirname, '../../../demo/media/museum/recognition');
    const form = new FormData();
    const files: Record<string, Buffer> = {};
    for (const name of ['model.json', 'metadata.json', 'weights.bin']) {
      files[name] = await readFile(path.join(demo, name));
      form.append('files', new File([new Uint8Array(files[name] as Buffer)], name));
    }
    const response = await agent.request(`/api/panel/journeys/${journey.id}/model`, { method: 'POST', body: form });
    expect(response.status, await response.clone().text()).toBe(200);
    const { modelUrl, metadataUrl } = ((await response.json()) as { journey: Journey }).journey.iaModel ?? {};
    expect(modelUrl).toMatch(/^https:\/\/cdn\.example\.org\/media\/models\/[0-9a-f-]{36}\/model\.json$/);
    expect(metadataUrl).toBe(modelUrl?.replace('model.json', 'metadata.json'));
    const folder = `/percurso-media/${modelUrl?.replace('https://cdn.example.org/media/', '').replace('/model.json', '')}`;
    expect(objects.get(`${folder}/model.json`)?.body).toEqual(files['model.json']);
    expect(objects.get(`${folder}/model.json`)?.headers['content-type']).toBe('application/json');
    expect(objects.get(`${folder}/weights.bin`)?.body).toEqual(files['weights.bin']);
    expect(objects.get(`${folder}/metadata.json`)?.body).toEqual(files['metadata.json']);

    const removed = await agent.request(`/api/panel/journeys/${journey.id}/model`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect([...objects.keys()].some((key) => key.startsWith(folder))).toBe(false);
  });

  it('deletes the profile photo from the bucket when its account is deleted (LGPD erasure)', async () => {
    const visitor = await registerVisitor(() => t.app);
    const form = new FormData();
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    form.set('file', new File([new Uint8Array(photo)], 'eu.png'));
    const uploaded = await visitor.agent.request('/api/me/photo', { method: 'POST', body: form });
    expect(uploaded.status).toBe(200);
    const { image } = (await uploaded.json()) as { image: { fileUrl: string } };
    const key = `/percurso-media/${image.fileUrl.replace('https://cdn.example.org/media/', '')}`;
    expect(key).toMatch(/^\/percurso-media\/profiles\/[0-9a-f-]{36}\.webp$/);
    expect(objects.has(key)).toBe(true);

    const deleted = await visitor.agent.post('/api/auth/delete-user', { password: visitor.password });
    expect(deleted.status).toBe(200);
    expect(objects.has(key)).toBe(false);
    expect(requests.some((request) => request.method === 'DELETE' && request.path === key)).toBe(true);
  });
});
