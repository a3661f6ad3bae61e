import { type Point, pointAccessibilityScore, type UserProfile } from '@percurso/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousVisitor, registerVisitor } from '../../../test/accounts.ts';
import { createBrowserAgent } from '../../../test/browser-agent.ts';
import { buildJourney, buildPoint, publish } from '../../../test/factories.ts';
import { buildRoleMatrix, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';

/**
 * Issue 30 items 3 and 4: a point's easy-read text, its narration and the audio-description
 * track per language (panel → visitors), and the content format a registered visitor chose.
 */
const t = setupTestApp();
const app = () => t.app;
let matrix: RoleMatrix;
beforeAll(async () => {
  matrix = await buildRoleMatrix(app, t.db);
});

const formats = {
  easyRead: { pt: 'O engenho mói a cana.\nA cana vira caldo.', en: 'The mill grinds cane.' },
  easyReadAudio: { pt: '/media/facil-pt.mp3', en: '/media/easy-en.mp3' },
  audioDescription: { pt: '/media/ad-pt.mp3' },
};

async function patchPoint(pointId: string, json: unknown) {
  const response = await matrix.agents.contentEditor.request(`/api/panel/points/${pointId}`, { method: 'PATCH', json });
  return { status: response.status, body: (await response.json()) as { point: Point; error?: { field?: string } } };
}

describe('easy-read and audio description per point and language', () => {
  it('are saved by the editor, read back, shown to visitors and counted by the completeness score', async () => {
    const journey = await buildJourney({ guideId: matrix.guideId });
    const point = await buildPoint({
      guideId: matrix.guideId,
      journeyIds: [journey.id],
      journeyRequired: false,
      medias: [{ fileType: 'video', url: '/media/v.mp4', captions: { pt: '/media/v.vtt' } }],
    });
    const before = await matrix.agents.contentEditor.request(`/api/panel/points/${point.id}`);
    expect(((await before.json()) as { point: Point }).point).toMatchObject({
      easyRead: {},
      easyReadAudio: {},
      audioDescription: {},
    });
    // Rich content asks for an easy-read text, a video for an audio description.
    expect(pointAccessibilityScore(point)).toEqual({ score: 33, met: 1, needed: 3 });

    const { status, body } = await patchPoint(point.id, formats);
    expect(status).toBe(200);
    expect(body.point).toMatchObject(formats);
    const read = await matrix.agents.contentEditor.request(`/api/panel/points/${point.id}`);
    const saved = ((await read.json()) as { point: Point }).point;
    expect(saved).toMatchObject(formats);
    // Easy-read in two languages, only the Portuguese narration… both narrated: every need met.
    expect(pointAccessibilityScore(saved)).toEqual({ score: 100, met: 5, needed: 5 });

    // Visitors read what is published.
    await publish(point.guideId);
    const visitor = await createBrowserAgent(app).request(`/api/points/${point.id}`);
    expect(((await visitor.json()) as { point: Point }).point).toMatchObject(formats);

    // A language emptied is cleared; the others stay.
    const cleared = await patchPoint(point.id, { easyRead: { pt: formats.easyRead.pt }, audioDescription: {} });
    expect(cleared.body.point).toMatchObject({ easyRead: { pt: formats.easyRead.pt }, audioDescription: {} });
    expect(cleared.body.point.easyRead?.en).toBeUndefined();
  });

  it('refuses what is not a text per language or a media file', async () => {
    const journey = await buildJourney({ guideId: matrix.guideId });
    const point = await buildPoint({ guideId: matrix.guideId, journeyIds: [journey.id] });
    for (const [json, field] of [
      [{ easyRead: { pt: 42 } }, 'easyRead.pt'],
      [{ easyRead: 'texto' }, 'easyRead'],
      [{ easyReadAudio: { en: 'x'.repeat(3000) } }, 'easyReadAudio.en'],
      [{ audioDescription: { fr: '   ' } }, 'audioDescription.fr'],
    ] as const) {
      const { status, body } = await patchPoint(point.id, json);
      expect(status, field).toBe(400);
      expect(body.error?.field, field).toBe(field);
    }
  });

  it('stay hidden on a locked point until the visitor unlocks it', async () => {
    const journey = await buildJourney({ guideId: matrix.guideId });
    const point = await buildPoint({
      guideId: matrix.guideId,
      journeyIds: [journey.id],
      journeyRequired: false,
      qrValidation: true,
      ...formats,
    });
    const response = await createBrowserAgent(app).request(`/api/points/${point.id}`);
    const body = (await response.json()) as { locked: boolean; point: Point };
    expect(body.locked).toBe(true);
    expect(body.point.easyRead).toBeUndefined();
    expect(body.point.easyReadAudio).toBeUndefined();
    expect(body.point.audioDescription).toBeUndefined();
  });
});

describe('PUT /api/me/content-format', () => {
  const put = (agent: ReturnType<typeof createBrowserAgent>, json: unknown) =>
    agent.request('/api/me/content-format', { method: 'PUT', json });

  it('keeps a registered visitor’s format on their profile, read by their other devices', async () => {
    const visitor = await registerVisitor(app);
    const session = async () =>
      ((await (await visitor.agent.request('/api/session')).json()) as { user: UserProfile }).user;
    expect((await session()).contentFormat).toBeNull();
    const response = await put(visitor.agent, { format: 'sign-language' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as UserProfile).contentFormat).toBe('sign-language');
    expect((await session()).contentFormat).toBe('sign-language');
    expect((await put(visitor.agent, { format: 'easy-read' })).status).toBe(200);
    expect((await session()).contentFormat).toBe('easy-read');
  });

  it('refuses an unknown format, an anonymous visitor and a browser without a session', async () => {
    const visitor = await registerVisitor(app);
    expect((await put(visitor.agent, { format: 'libras' })).status).toBe(400);
    expect((await put(visitor.agent, { format: 'standard', extra: 1 })).status).toBe(400);
    const anonymous = await anonymousVisitor(app);
    expect((await put(anonymous, { format: 'standard' })).status).toBe(403);
    expect((await put(createBrowserAgent(app), { format: 'standard' })).status).toBe(401);
  });
});
