import { resources } from '@percurso/i18n';
import type { Point } from '@percurso/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredVisitor, registerVisitor } from '../../../test/accounts.ts';
import { createBrowserAgent } from '../../../test/browser-agent.ts';
import { buildGuide, buildJourney, buildPoint, publish } from '../../../test/factories.ts';
import { addGuideManager } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

/** The 360° scene editor's save (issue 14, decision 0021): the tour's graph is checked by the server. */
const t = setupTestApp();
const app = () => t.app;

let editor: RegisteredVisitor;
let guideId: string;
let journeyId: string;
beforeAll(async () => {
  editor = await registerVisitor(app);
  guideId = (await buildGuide({ enabled: true })).id;
  journeyId = (await buildJourney({ guideId })).id;
  await addGuideManager(t.db, guideId, editor, ['Edição de contéudo']);
});

const newPoint = (immersive: Point['immersive'] = {}) => buildPoint({ guideId, journeyIds: [journeyId], immersive });

async function save(pointId: string, tour: unknown) {
  const response = await editor.agent.request(`/api/panel/points/${pointId}/rv-scene`, { method: 'PUT', json: tour });
  const body = (await response.json()) as { point?: Point; error?: { code: string; field?: string } };
  return { status: response.status, body };
}

const tour = {
  image360: '/media/test/hall.jpg',
  image360Rotation: -40,
  rvImages: [
    { id: 'garden', url: '/media/test/garden.jpg', name: { pt: 'Jardim' } },
    { id: 'tower', url: '/media/test/tower.jpg' },
  ],
  rvImagesConnections: [
    { from: 'main', to: 'garden', yaw: 30, pitch: -10 },
    { from: 'garden', to: 'tower', yaw: -150, pitch: 0 },
    { from: 'tower', to: 'main', yaw: 180, pitch: -90 },
  ],
  rvPoints: [{ scene: 'garden', yaw: 0, pitch: 20, title: { pt: 'Fonte' }, text: { pt: 'De 1890.' } }],
};

describe('PUT /api/panel/points/:pointId/rv-scene', () => {
  it('saves the tour, keeps the AR material, and visitors read it from the point', async () => {
    const point = await newPoint({ raContent: true, raImages: ['/media/test/ar.png'] });
    const { status } = await save(point.id, tour);
    expect(status).toBe(200);

    // Visitors read what is published.
    await publish(point.guideId);
    const visitor = createBrowserAgent(app);
    const read = (await (await visitor.request(`/api/points/${point.id}`)).json()) as { point: Point };
    expect(read.point.immersive).toMatchObject({
      raContent: true,
      raImages: ['/media/test/ar.png'],
      image360: '/media/test/hall.jpg',
      image360Rotation: -40,
      rvImages: tour.rvImages,
      rvImagesConnections: tour.rvImagesConnections,
      rvPoints: tour.rvPoints,
    });
  });

  it.each([
    [
      'a link to a missing scene',
      { rvImagesConnections: [{ from: 'main', to: 'cellar', yaw: 0, pitch: 0 }] },
      'rvImagesConnections.0.to',
    ],
    [
      'a link from a missing scene',
      { rvImagesConnections: [{ from: 'attic', to: 'main', yaw: 0, pitch: 0 }] },
      'rvImagesConnections.0.from',
    ],
    [
      'a marker in a missing scene',
      { rvPoints: [{ scene: 'cellar', yaw: 0, pitch: 0, title: { pt: 'X' } }] },
      'rvPoints.0.scene',
    ],
  ])('refuses %s with rvScene/unknown-scene, naming the field, and changes nothing', async (_, change, field) => {
    const point = await newPoint({ image360: '/media/test/old.jpg' });
    const { status, body } = await save(point.id, { ...tour, ...change });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'rvScene/unknown-scene', field });
    const stored = await t.app.request(`/api/points/${point.id}`);
    expect(((await stored.json()) as { point: Point }).point.immersive.image360).toBe('/media/test/old.jpg');
  });

  it('refuses a link to the main scene when the point has no 360° image or video', async () => {
    const point = await newPoint();
    const { body } = await save(point.id, { ...tour, image360: undefined });
    expect(body.error).toMatchObject({ code: 'rvScene/unknown-scene', field: 'rvImagesConnections.0.from' });
  });

  it.each([
    ['yaw above 180', { from: 'main', to: 'garden', yaw: 181, pitch: 0 }, 'rvImagesConnections.0.yaw'],
    ['yaw below −180', { from: 'main', to: 'garden', yaw: -200, pitch: 0 }, 'rvImagesConnections.0.yaw'],
    ['pitch above 90', { from: 'main', to: 'garden', yaw: 0, pitch: 91 }, 'rvImagesConnections.0.pitch'],
  ])('refuses %s with rvScene/bad-coordinates', async (_, link, field) => {
    const point = await newPoint();
    const { status, body } = await save(point.id, { ...tour, rvImagesConnections: [link] });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'rvScene/bad-coordinates', field });
  });

  it('refuses an initial view out of range and two scenes with one id', async () => {
    const point = await newPoint();
    expect((await save(point.id, { ...tour, image360Rotation: 400 })).body.error?.code).toBe('rvScene/bad-coordinates');
    const twice = { ...tour, rvImages: [...tour.rvImages, { id: 'garden', url: '/media/test/again.jpg' }] };
    expect((await save(point.id, twice)).body.error).toMatchObject({
      code: 'rvScene/duplicate-scene',
      field: 'rvImages.2.id',
    });
  });

  it('has a message for each of its codes in pt-BR, en, es and fr', () => {
    for (const code of ['rvScene/unknown-scene', 'rvScene/bad-coordinates', 'rvScene/duplicate-scene']) {
      const messages = Object.values(resources).map(
        ({ translation }) => translation[`errors.${code}` as 'errors.rvScene/unknown-scene'],
      );
      expect(new Set(messages).size).toBe(4);
    }
    expect(resources['pt-BR'].translation['errors.rvScene/unknown-scene']).toBe(
      'Um link ou marcador aponta para uma cena que não existe.',
    );
  });

  it('keeps the point editor compatible: a tour stored with bare URLs reads as scenes scene-1, scene-2', async () => {
    const point = await newPoint();
    const response = await editor.agent.request(`/api/panel/points/${point.id}`, {
      method: 'PATCH',
      json: {
        immersive: {
          image360: '/media/test/a.jpg',
          rvImages: ['/media/test/b.jpg'],
          rvImagesConnections: [{ from: 'main', to: 'scene-1', yaw: 10, pitch: 0 }],
        },
      },
    });
    expect(response.status).toBe(200);
    const saved = ((await response.json()) as { point: Point }).point;
    expect(saved.immersive.rvImages).toEqual([{ id: 'scene-1', url: '/media/test/b.jpg' }]);
  });
});
