import { readFile } from 'node:fs/promises';
import type { MediaItem } from '@percurso/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf } from '../../../test/accounts.ts';
import type { BrowserAgent } from '../../../test/browser-agent.ts';
import { buildRoleMatrix, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();

let matrix: RoleMatrix;
let editor: BrowserAgent;
beforeAll(async () => {
  matrix = await buildRoleMatrix(() => t.app, t.db);
  editor = matrix.agents.contentEditor;
});

function upload(bytes: Buffer, name: string, kind = 'model3d') {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name, { type: 'model/gltf-binary' }));
  form.set('kind', kind);
  return editor.request(`/api/guides/${encodeURIComponent(matrix.guideId)}/media`, { method: 'POST', body: form });
}

/** The demo roaster, written by @gltf-transform/core (scripts/demo-media/make-ar-media.ts): a real-world glb. */
const roaster = () => readFile(new URL('../../../demo/media/ar/torrador.glb', import.meta.url));

describe('3D models in the media library (the AR block of the point editor)', () => {
  it('accepts a glb exported by a real tool as model/gltf-binary and serves its bytes back to <model-viewer>', async () => {
    const response = await upload(await roaster(), 'torrador.glb');
    expect(response.status, await response.clone().text()).toBe(201);
    const item = (await response.json()) as MediaItem;
    expect(item).toMatchObject({ kind: 'model3d', mimeType: 'model/gltf-binary' });
    expect(item.fileUrl).toMatch(/\.glb$/);
    const served = await t.app.request(item.fileUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('model/gltf-binary');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(await roaster());
  });

  it('refuses as a 3D model a PNG, a glTF JSON file and a truncated glb, with 415 media/unsupported-type', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const json = Buffer.from(JSON.stringify({ asset: { version: '2.0' } }));
    const truncated = (await roaster()).subarray(0, 200);
    for (const [bytes, name] of [
      [png, 'modelo.glb'],
      [json, 'modelo.gltf'],
      [truncated, 'cortado.glb'],
    ] as const) {
      const response = await upload(bytes, name);
      expect(response.status, name).toBe(415);
      expect(await errorCodeOf(response)).toBe('media/unsupported-type');
    }
  });
});
