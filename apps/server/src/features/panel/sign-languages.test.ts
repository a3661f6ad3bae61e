import {
  type GuideBundle,
  type Point,
  pointAccessibilityScore,
  type SignLanguageVideo,
  type UserProfile,
} from '@percurso/shared';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerVisitor } from '../../../test/accounts.ts';
import { createBrowserAgent } from '../../../test/browser-agent.ts';
import { buildJourney, buildPoint, publish } from '../../../test/factories.ts';
import { buildRoleMatrix, type RoleMatrix } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { UPGRADE_STATEMENTS } from '../../db/migrations/0049_sign_languages.ts';

/**
 * Issue 30 item 3: a point's sign-language videos, one per sign language (panel → visitors, the
 * guide's offered formats, the completeness score), the points saved before them (migration
 * 0049), and the format a registered visitor chose with its sign language.
 */
const t = setupTestApp();
const app = () => t.app;
let matrix: RoleMatrix;
beforeAll(async () => {
  matrix = await buildRoleMatrix(app, t.db);
});

const libras: SignLanguageVideo = { language: 'bzs', url: '/media/libras.mp4' };
const asl: SignLanguageVideo = { language: 'ase', url: '/media/asl.mp4' };

async function patchPoint(pointId: string, json: unknown) {
  const response = await matrix.agents.contentEditor.request(`/api/panel/points/${pointId}`, { method: 'PATCH', json });
  return { status: response.status, body: (await response.json()) as { point: Point; error?: { field?: string } } };
}

async function newPoint(changes: Partial<Point> = {}) {
  const journey = await buildJourney({ guideId: matrix.guideId });
  return buildPoint({ guideId: matrix.guideId, journeyIds: [journey.id], journeyRequired: false, ...changes });
}

describe('sign-language videos per sign language', () => {
  it('are saved by the editor in the list order, shown to visitors, offered by the guide and counted', async () => {
    const point = await newPoint({ audio: { pt: '/media/n.mp3' }, audioTranscript: { pt: 'Texto' }, content: {} });
    expect(pointAccessibilityScore(point)).toEqual({ score: 50, met: 1, needed: 2 });

    // ASL alone: the completeness score counts a video in any sign language.
    const alone = await patchPoint(point.id, { signLanguageVideos: [asl] });
    expect(alone.status).toBe(200);
    expect(alone.body.point.signLanguageVideos).toEqual([asl]);
    expect(pointAccessibilityScore(alone.body.point)).toEqual({ score: 100, met: 2, needed: 2 });

    const { status, body } = await patchPoint(point.id, { signLanguageVideos: [asl, libras] });
    expect(status).toBe(200);
    // Libras first, as every list shows them; the old field reads the first.
    expect(body.point.signLanguageVideos).toEqual([libras, asl]);
    expect(body.point.signLanguageVideo).toBe(libras.url);

    await publish(matrix.guideId);
    const visitor = createBrowserAgent(app);
    const read = (await (await visitor.request(`/api/points/${point.id}`)).json()) as { point: Point };
    expect(read.point.signLanguageVideos).toEqual([libras, asl]);
    const bundle = (await (await visitor.request(`/api/guides/${matrix.guideId}`)).json()) as GuideBundle;
    expect(bundle.offeredFormats?.signLanguages).toEqual(['bzs', 'ase']);
    expect(bundle.offeredFormats?.formats).toEqual(
      expect.arrayContaining(['standard', 'narration', 'sign-language', 'transcript']),
    );
    expect(bundle.points.find((summary) => summary.id === point.id)?.kinds.signLanguage).toBe(true);

    // Emptied: no video left, in the old field either.
    const cleared = await patchPoint(point.id, { signLanguageVideos: [] });
    expect(cleared.body.point.signLanguageVideos).toEqual([]);
    expect(cleared.body.point.signLanguageVideo).toBeUndefined();
    const row = await t.db
      .selectFrom('points')
      .select('sign_language_video')
      .where('id', '=', point.id)
      .executeTakeFirst();
    expect(row?.sign_language_video).toBeNull();
  });

  it('refuses two videos of one sign language and a sign language not in the list', async () => {
    const point = await newPoint();
    for (const videos of [
      [libras, { ...libras, url: '/media/other.mp4' }],
      [{ language: 'xx', url: '/media/x.mp4' }],
    ]) {
      const { status, body } = await patchPoint(point.id, { signLanguageVideos: videos });
      expect(status).toBe(400);
      expect(body.error?.field?.startsWith('signLanguageVideos')).toBe(true);
    }
  });

  it('stay hidden on a locked point until the visitor unlocks it', async () => {
    const point = await newPoint({ qrValidation: true, signLanguageVideos: [libras, asl] });
    const body = (await (await createBrowserAgent(app).request(`/api/points/${point.id}`)).json()) as {
      locked: boolean;
      point: Point;
    };
    expect(body.locked).toBe(true);
    expect(body.point.signLanguageVideos).toEqual([]);
    expect(body.point.signLanguageVideo).toBeUndefined();
  });
});

describe('points saved before several sign languages (migration 0049)', () => {
  it('read their one video as the Libras one, in the tables and in what was published', async () => {
    const point = await newPoint();
    // As the release before 0049 wrote it: the one column, nothing in the list.
    await t.db
      .updateTable('points')
      .set({ sign_language_video: '/media/old.mp4', sign_language_videos: sql`'[]'::jsonb` as never })
      .where('id', '=', point.id)
      .execute();
    const before = await patchPoint(point.id, {});
    expect(before.body.point.signLanguageVideos).toEqual([{ language: 'bzs', url: '/media/old.mp4' }]);

    // A publication made before: its content and document name only the old field, version 1.
    await publish(matrix.guideId);
    const latest = () =>
      t.db
        .selectFrom('guide_publications')
        .select(['version', 'content', 'document'])
        .where('guide_id', '=', matrix.guideId)
        .orderBy('version', 'desc')
        .executeTakeFirstOrThrow();
    const published = await latest();
    const asBefore = (points: Point[]) =>
      points.map(({ signLanguageVideos: _videos, ...rest }) =>
        rest.id === point.id ? { ...rest, signLanguageVideo: '/media/old.mp4' } : rest,
      );
    await t.db
      .updateTable('guide_publications')
      .set({
        content: JSON.stringify({ ...published.content, points: asBefore(published.content.points) }) as never,
        document: JSON.stringify({
          ...published.document,
          version: 1,
          points: asBefore(published.document.points),
        }) as never,
      })
      .where('guide_id', '=', matrix.guideId)
      .where('version', '=', published.version)
      .execute();
    await t.db
      .updateTable('points')
      .set({ sign_language_videos: sql`'[]'::jsonb` as never })
      .where('id', '=', point.id)
      .execute();

    for (const statement of UPGRADE_STATEMENTS) await sql.raw(statement).execute(t.db);

    const row = await t.db
      .selectFrom('points')
      .select('sign_language_videos')
      .where('id', '=', point.id)
      .executeTakeFirstOrThrow();
    expect(row.sign_language_videos).toEqual([{ language: 'bzs', url: '/media/old.mp4' }]);
    const upgraded = await latest();
    expect(upgraded.document.version).toBe(2);
    for (const points of [upgraded.content.points, upgraded.document.points]) {
      expect(points.find((one) => one.id === point.id)?.signLanguageVideos).toEqual([
        { language: 'bzs', url: '/media/old.mp4' },
      ]);
      expect(points.every((one) => Array.isArray(one.signLanguageVideos))).toBe(true);
    }
  });
});

describe('PUT /api/me/content-format with a sign language', () => {
  const put = (agent: ReturnType<typeof createBrowserAgent>, json: unknown) =>
    agent.request('/api/me/content-format', { method: 'PUT', json });

  it('keeps the sign language chosen; sign language without one is Libras', async () => {
    const visitor = await registerVisitor(app);
    const session = async () =>
      ((await (await visitor.agent.request('/api/session')).json()) as { user: UserProfile }).user;
    expect((await session()).contentSignLanguage).toBeNull();
    const response = await put(visitor.agent, { format: 'sign-language', signLanguage: 'ase' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ contentFormat: 'sign-language', contentSignLanguage: 'ase' });
    expect(await session()).toMatchObject({ contentFormat: 'sign-language', contentSignLanguage: 'ase' });

    expect((await put(visitor.agent, { format: 'sign-language' })).status).toBe(200);
    expect((await session()).contentSignLanguage).toBe('bzs');
    expect((await put(visitor.agent, { format: 'easy-read' })).status).toBe(200);
    expect(await session()).toMatchObject({ contentFormat: 'easy-read', contentSignLanguage: null });
  });

  it('refuses a sign language with another format, or one not in the list', async () => {
    const visitor = await registerVisitor(app);
    expect((await put(visitor.agent, { format: 'narration', signLanguage: 'ase' })).status).toBe(400);
    expect((await put(visitor.agent, { format: 'sign-language', signLanguage: 'libras' })).status).toBe(400);
  });
});
