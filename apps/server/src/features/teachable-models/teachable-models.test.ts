import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Journey } from '@percurso/shared';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserAgent, createBrowserAgent } from '../../../test/browser-agent.ts';
import { buildGuide, buildJourney, publish } from '../../../test/factories.ts';
import { buildRoleMatrix, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

/** A journey's Teachable Machine model uploaded through the panel, with the demo model's real files. */
const t = setupTestApp();
const app = () => t.app;

const DEMO = path.resolve(import.meta.dirname, '../../../demo/media/museum/recognition');
let model: Buffer;
let metadata: Buffer;
let weights: Buffer;
let matrix: RoleMatrix;
let editor: BrowserAgent;
beforeAll(async () => {
  const read = (name: string) => readFile(path.join(DEMO, name));
  [model, metadata, weights] = [await read('model.json'), await read('metadata.json'), await read('weights.bin')];
  matrix = await buildRoleMatrix(app, t.db);
  editor = matrix.agents.contentEditor;
});

type Part = [name: string, bytes: Buffer | string];
const demoFiles = (): Part[] => [
  ['model.json', model],
  ['metadata.json', metadata],
  ['weights.bin', weights],
];

function upload(journeyId: string, parts: Part[], agent = editor) {
  const form = new FormData();
  for (const [name, bytes] of parts) form.append('files', new File([Buffer.from(bytes)], name));
  return agent.request(`/api/panel/journeys/${encodeURIComponent(journeyId)}/model`, { method: 'POST', body: form });
}

async function uploaded(response: Response): Promise<{ journey: Journey; labels: string[]; confirmation: string }> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { journey: Journey; labels: string[]; confirmation: string };
}
async function failure(response: Response): Promise<string> {
  const body = (await response.json()) as { error?: { code: string; field?: string } };
  return `${response.status} ${body.error?.code} ${body.error?.field ?? ''}`.trim();
}
const visitor = () => createBrowserAgent(app);
async function fetchBytes(url: string): Promise<{ status: number; bytes: Buffer; type: string | null }> {
  const response = await visitor().request(url);
  return {
    status: response.status,
    bytes: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type'),
  };
}

describe('POST /api/panel/journeys/:journeyId/model', () => {
  it('stores the three files in one folder, weights under the name model.json gives, and sets the journey model visitors get', async () => {
    const journey = await buildJourney({ guideId: matrix.guideId });
    const answer = await uploaded(await upload(journey.id, demoFiles()));
    expect(answer.confirmation).toBe('journey-saved');
    expect(answer.labels).toEqual(['Vermelho', 'Azul', 'Fundo']);
    const { modelUrl, metadataUrl } = answer.journey.iaModel ?? { modelUrl: '', metadataUrl: '' };
    expect(modelUrl).toMatch(/^\/media\/models\/[0-9a-f-]+\/model\.json$/);
    expect(metadataUrl).toBe(modelUrl.replace('model.json', 'metadata.json'));

    const served = await fetchBytes(modelUrl);
    expect(served.status).toBe(200);
    expect(served.type).toContain('application/json');
    expect(served.bytes.equals(model)).toBe(true);
    // tf.js loads the weights from the manifest's path next to model.json.
    const bin = await fetchBytes(modelUrl.replace('model.json', 'weights.bin'));
    expect(bin.bytes.equals(weights)).toBe(true);
    expect((await fetchBytes(metadataUrl)).bytes.equals(metadata)).toBe(true);

    // Visitors read what is published.
    await publish(journey.guideId);
    const read = await (await visitor().request(`/api/journeys/${journey.id}`)).json();
    expect(read).toMatchObject({ iaModel: { modelUrl, metadataUrl } });
  });

  it("accepts the .zip Teachable Machine downloads, and a weights file renamed by the browser ('weights (1).bin')", async () => {
    const zipped = Buffer.from(
      zipSync({
        'tm-my-image-model/model.json': model,
        'tm-my-image-model/metadata.json': metadata,
        'tm-my-image-model/weights.bin': weights,
      }),
    );
    const fromZip = await uploaded(
      await upload((await buildJourney({ guideId: matrix.guideId })).id, [['tm-my-image-model.zip', zipped]]),
    );
    expect(fromZip.labels).toEqual(['Vermelho', 'Azul', 'Fundo']);
    const bin = await fetchBytes((fromZip.journey.iaModel?.modelUrl ?? '').replace('model.json', 'weights.bin'));
    expect(bin.bytes.equals(weights)).toBe(true);

    const renamed = await uploaded(
      await upload((await buildJourney({ guideId: matrix.guideId })).id, [
        ['weights (1).bin', weights],
        ['meta.json', metadata],
        ['model (2).json', model],
      ]),
    );
    const stored = await fetchBytes((renamed.journey.iaModel?.modelUrl ?? '').replace('model.json', 'weights.bin'));
    expect(stored.status).toBe(200);
  });

  it('replacing a model deletes the files of the one before; removing it takes the model off the journey', async () => {
    const journey = await buildJourney({ guideId: matrix.guideId });
    const first = (await uploaded(await upload(journey.id, demoFiles()))).journey.iaModel?.modelUrl ?? '';
    const second = (await uploaded(await upload(journey.id, demoFiles()))).journey.iaModel?.modelUrl ?? '';
    expect(second).not.toBe(first);
    expect((await fetchBytes(first)).status).toBe(404);
    expect((await fetchBytes(first.replace('model.json', 'weights.bin'))).status).toBe(404);
    expect((await fetchBytes(second)).status).toBe(200);

    const removed = await editor.request(`/api/panel/journeys/${journey.id}/model`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { journey: Journey }).journey.iaModel).toBeUndefined();
    expect((await fetchBytes(second)).status).toBe(404);
    // Visitors read what is published.
    await publish(journey.guideId);
    const read = (await (await visitor().request(`/api/journeys/${journey.id}`)).json()) as Journey;
    expect(read.iaModel).toBeUndefined();
  });

  it("deleting the journey, or its guide, deletes its model's files", async () => {
    const journey = await buildJourney({ guideId: matrix.guideId });
    const modelUrl = (await uploaded(await upload(journey.id, demoFiles()))).journey.iaModel?.modelUrl ?? '';
    expect((await editor.request(`/api/panel/journeys/${journey.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetchBytes(modelUrl)).status).toBe(404);
    expect((await fetchBytes(modelUrl.replace('model.json', 'weights.bin'))).status).toBe(404);

    const guide = await buildGuide();
    const admin = matrix.agents.globalAdmin;
    const inGuide = await buildJourney({ guideId: guide.id });
    const guideModel = (await uploaded(await upload(inGuide.id, demoFiles(), admin))).journey.iaModel?.modelUrl ?? '';
    expect((await fetchBytes(guideModel)).status).toBe(200);
    expect((await admin.request(`/api/panel/guides/${guide.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetchBytes(guideModel)).status).toBe(404);
  });

  it.each<[string, () => Part[], string]>([
    [
      'no metadata.json',
      () => demoFiles().filter(([name]) => name !== 'metadata.json'),
      '400 tm-model/files-missing metadata',
    ],
    ['no model.json', () => demoFiles().filter(([name]) => name !== 'model.json'), '400 tm-model/files-missing model'],
    ['no weights', () => demoFiles().filter(([name]) => name !== 'weights.bin'), '400 tm-model/files-missing weights'],
    [
      'a model.json that is not a layers model',
      () => [
        ['model.json', JSON.stringify({ modelTopology: {}, weightsManifest: 'weights.bin' })],
        ...demoFiles().slice(1),
      ],
      '400 tm-model/invalid-model model',
    ],
    [
      'a model.json that is not JSON',
      () => [['model.json', '{ not json'], ...demoFiles().slice(1)],
      '400 tm-model/invalid-model model',
    ],
    [
      'a manifest path leaving the folder',
      () => [['model.json', model.toString().replace('"weights.bin"', '"../weights.bin"')], ...demoFiles().slice(1)],
      '400 tm-model/invalid-model model',
    ],
    [
      'metadata.json without labels',
      () => [
        demoFiles()[0] as Part,
        ['metadata.json', JSON.stringify({ tmVersion: '2.4.10', labels: [] })],
        demoFiles()[2] as Part,
      ],
      '400 tm-model/invalid-metadata metadata',
    ],
    [
      'weights shorter than the manifest says',
      () => [...demoFiles().slice(0, 2), ['weights.bin', weights.subarray(0, weights.length - 4)]],
      '400 tm-model/weights-mismatch weights',
    ],
    [
      'weights of another model (longer)',
      () => [...demoFiles().slice(0, 2), ['weights.bin', Buffer.concat([weights, weights])]],
      '400 tm-model/weights-mismatch weights',
    ],
    ['no file at all', () => [], '400 media/file-required files'],
    // Weights are served from the media folder by their name: only plain '.bin' names, never
    // one the browser would run ('x.js', 'x.html'), nor one that leaves or overwrites a file.
    ...['..', '.', 'x.js', 'x.html', 'model.json', 'metadata.json', '.bin', 'weights.bin.js', 'a b.bin'].map(
      (path): [string, () => Part[], string] => [
        `a weights file named '${path}' in the manifest`,
        () => [
          ['model.json', model.toString().replace('"weights.bin"', JSON.stringify(path))],
          ...demoFiles().slice(1),
        ],
        '400 tm-model/invalid-model model',
      ],
    ),
  ])('refuses %s', async (_case, parts, expected) => {
    const journey = await buildJourney({ guideId: matrix.guideId });
    expect(await failure(await upload(journey.id, parts()))).toBe(expected);
    // Visitors read what is published.
    await publish(journey.guideId);
    const read = (await (await visitor().request(`/api/journeys/${journey.id}`)).json()) as Journey;
    expect(read.iaModel).toBeUndefined();
  });

  it('needs guide.content.edit on the journey’s guide', async () => {
    const journey = await buildJourney({ guideId: matrix.guideId });
    expect(await failure(await upload(journey.id, demoFiles(), matrix.agents.analyst))).toBe('403 permission/denied');
    expect(await failure(await upload(journey.id, demoFiles(), matrix.agents.otherGuideAdmin))).toBe(
      '403 permission/denied',
    );
    expect(await failure(await upload(journey.id, demoFiles(), matrix.agents.anonymous))).toMatch(/^403 /);
    expect(await failure(await upload('no-such-journey', demoFiles()))).toBe('404 journey/not-found');
    expect(
      await failure(
        await matrix.agents.analyst.request(`/api/panel/journeys/${journey.id}/model`, { method: 'DELETE' }),
      ),
    ).toBe('403 permission/denied');
    await uploaded(await upload(journey.id, demoFiles(), matrix.agents.guideAdmin));
  });
});
