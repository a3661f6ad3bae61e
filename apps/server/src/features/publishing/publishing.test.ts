import {
  draftChanges,
  guideBundle,
  guideList,
  PUBLICATION_RETENTION,
  pointLookup,
  publicationList,
  publicationStatus,
} from '@percurso/shared';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  anonymousVisitor,
  answer,
  errorCodeOf,
  type RegisteredVisitor,
  registerVisitor,
} from '../../../test/accounts.ts';
import { buildGuide, buildJourney, buildPoint, publish, setPublishEachBuild } from '../../../test/factories.ts';
import { progressOf, record, recorded } from '../../../test/interactions.ts';
import { buildRoleMatrix, makeGlobalAdmin, PEOPLE, type Person } from '../../../test/roles.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { backfill } from '../../db/migrations/0050_published_rules.ts';
import { runStatements } from '../../db/migrations/run-statements.ts';
import { publishOneDue } from './publishing.service.ts';

const t = setupTestApp();
const app = () => t.app;

async function globalAdmin(): Promise<RegisteredVisitor> {
  const admin = await registerVisitor(app);
  await makeGlobalAdmin(t.db, admin.id);
  return admin;
}

/** A published guide with one journey of two points. */
async function publishedGuide() {
  const guide = await buildGuide({ name: { pt: `Museu ${Math.random().toString(36).slice(2)}` } });
  const journey = await buildJourney({ guideId: guide.id });
  const first = await buildPoint({ guideId: guide.id, journeyIds: [journey.id], name: { pt: 'Primeiro' } });
  const second = await buildPoint({ guideId: guide.id, journeyIds: [journey.id], name: { pt: 'Segundo' } });
  await buildJourney({ ...journey, pointOrder: [first.id, second.id] });
  return { guide, journey, first, second };
}

const visitorBundle = async (guideId: string) => {
  const response = await t.app.request(`/api/guides/${guideId}`);
  expect(response.status).toBe(200);
  return guideBundle.parse(await response.json());
};

describe('drafts and publishing', () => {
  it('keeps visitors on the published version while a manager edits, shows the change field by field, then publishes it', async () => {
    const { guide, first } = await publishedGuide();
    const admin = await globalAdmin();
    const edited = await admin.agent.request(`/api/panel/points/${first.id}`, {
      method: 'PATCH',
      json: { name: { pt: 'Primeiro, revisto', en: 'First, revised' }, content: { pt: '<p>Texto novo</p>' } },
    });
    expect(edited.status).toBe(200);

    // Visitors: the published text, in the bundle and in the point.
    expect((await visitorBundle(guide.id)).points.find((point) => point.id === first.id)?.name.pt).toBe('Primeiro');
    const point = pointLookup.parse(await (await t.app.request(`/api/points/${first.id}`)).json());
    expect(point.point.content.pt).toBe(first.content.pt);

    // The panel: one record changed, its fields per language.
    const status = publicationStatus.parse(
      await (await admin.agent.request(`/api/panel/guides/${guide.id}/publication`)).json(),
    );
    expect(status.changeCount).toBe(1);
    expect(status.published?.version).toBeGreaterThan(0);
    const { changes } = draftChanges.parse(
      await (await admin.agent.request(`/api/panel/guides/${guide.id}/changes`)).json(),
    );
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: 'point', id: first.id, change: 'changed' });
    expect(changes[0]?.fields).toEqual(
      expect.arrayContaining([
        { field: 'name', language: 'pt', before: 'Primeiro', after: 'Primeiro, revisto' },
        { field: 'name', language: 'en', before: '', after: 'First, revised' },
        { field: 'content', language: 'pt', before: first.content.pt, after: '<p>Texto novo</p>' },
      ]),
    );

    const published = await admin.agent.post(`/api/panel/guides/${guide.id}/publish`, { note: 'Textos revistos' });
    expect(published.status).toBe(201);
    const body = (await published.json()) as { publication: { version: number; publishedBy: string; note: string } };
    expect(body.publication).toMatchObject({
      version: (status.published?.version ?? 0) + 1,
      publishedBy: admin.name,
      note: 'Textos revistos',
    });
    expect((await visitorBundle(guide.id)).points.find((p) => p.id === first.id)?.name.pt).toBe('Primeiro, revisto');
    const after = publicationStatus.parse(
      await (await admin.agent.request(`/api/panel/guides/${guide.id}/publication`)).json(),
    );
    expect(after.changeCount).toBe(0);
    // Nothing new: publishing again is refused.
    const again = await admin.agent.post(`/api/panel/guides/${guide.id}/publish`, {});
    expect(again.status).toBe(409);
    expect(await errorCodeOf(again)).toBe('publish/no-changes');
  });

  it("checks a visitor's unlock and answers against the published version: a draft's QR rule, quiz answer and new point wait for the publish", async () => {
    const { guide, journey, first } = await publishedGuide();
    const question = (correctOptionIndex: number) => ({
      statement: { pt: 'Em que século?' },
      options: [
        { content: { pt: 'XVII' }, feedback: {} },
        { content: { pt: 'XVIII' }, feedback: {} },
      ],
      correctOptionIndex,
    });
    const quiz = (correctOptionIndex: number) => ({
      enabled: true,
      type: 'Quiz' as const,
      open: true,
      content: { pt: 'Quiz' },
      feedback: { pt: 'Obrigado' },
      questions: [question(correctOptionIndex)],
    });
    const quizPoint = await buildPoint({ guideId: guide.id, journeyIds: [journey.id], questionnaire: quiz(0) });
    setPublishEachBuild(false);
    const drafted = await buildPoint({ guideId: guide.id, journeyIds: [journey.id] }).finally(() =>
      setPublishEachBuild(true),
    );
    const admin = await globalAdmin();
    for (const [id, json] of [
      [first.id, { qrValidation: true }],
      [quizPoint.id, { questionnaire: quiz(1) }],
    ] as const) {
      expect((await admin.agent.request(`/api/panel/points/${id}`, { method: 'PATCH', json })).status).toBe(200);
    }
    const answerFirst = (agent: Awaited<ReturnType<typeof anonymousVisitor>>) =>
      agent.post('/api/me/answers', { pointId: quizPoint.id, questionIndex: 0, optionIndex: 0 });

    // Before the publish: the published rules (no QR code needed, answer 0 right, no new point).
    const before = await anonymousVisitor(app);
    await recorded(await record(before, { pointId: first.id, tracker: 'gps' }));
    expect(await answer(await record(before, { pointId: drafted.id }))).toMatchObject({
      status: 404,
      body: { error: { code: 'point/not-found' } },
    });
    expect(await answer(await answerFirst(before))).toMatchObject({ status: 200, body: { correct: true } });
    expect((await progressOf(before)).unlockedPointIds).toEqual([first.id]);

    expect((await admin.agent.post(`/api/panel/guides/${guide.id}/publish`, {})).status).toBe(201);

    // After it: the draft's rules.
    const after = await anonymousVisitor(app);
    expect(await answer(await record(after, { pointId: first.id, tracker: 'gps' }))).toEqual({
      status: 403,
      body: { error: { code: 'interaction/qr-validation-required' } },
    });
    await recorded(await record(after, { pointId: drafted.id }));
    expect(await answer(await answerFirst(after))).toMatchObject({ status: 200, body: { correct: false } });
    // What the first visitor unlocked stays theirs.
    expect((await progressOf(before)).unlockedPointIds).toEqual([first.id]);
  });

  it('copies the rules of the versions already live when the server is upgraded (migration 0050)', async () => {
    const { guide } = await publishedGuide();
    await buildPoint({
      guideId: guide.id,
      qrValidation: true,
      geolocation: true,
      coordinates: { latitude: -8.06, longitude: -34.87 },
      stopNumber: 77,
    });
    const rules = async () => ({
      points: await t.db
        .selectFrom('published_points')
        .selectAll()
        .where('guide_id', '=', guide.id)
        .orderBy('point_id')
        .execute(),
      journeys: await t.db.selectFrom('published_journeys').selectAll().where('guide_id', '=', guide.id).execute(),
    });
    const published = await rules();
    expect(published.points).toHaveLength(3);
    expect(published.journeys).toHaveLength(1);
    await t.db.deleteFrom('published_points').where('guide_id', '=', guide.id).execute();
    await t.db.deleteFrom('published_journeys').where('guide_id', '=', guide.id).execute();
    await runStatements(t.db as unknown as Kysely<unknown>, backfill);
    expect(await rules()).toEqual(published);
  });

  it('hides a guide created in the panel from visitors until it is published', async () => {
    const admin = await globalAdmin();
    const name = `Galeria ${Math.random().toString(36).slice(2)}`;
    const created = await admin.agent.post('/api/panel/guides', {
      name: { pt: name },
      type: 'Público',
      description: { pt: 'Uma galeria nova.' },
      latitude: -8.06,
      longitude: -34.88,
      address: { zipCode: '50000-000', road: 'Rua', number: '1', neighborhood: 'Centro', city: 'Recife', state: 'PE' },
    });
    expect(created.status).toBe(201);
    const { guide } = (await created.json()) as { guide: { id: string } };
    expect((await t.app.request(`/api/guides/${guide.id}`)).status).toBe(404);
    expect((await t.app.request(`/api/guides/by-name/${encodeURIComponent(name)}`)).status).toBe(404);
    const listed = guideList.parse(await (await t.app.request('/api/guides')).json());
    expect(listed.guides.map((g) => g.id)).not.toContain(guide.id);
    const status = publicationStatus.parse(
      await (await admin.agent.request(`/api/panel/guides/${guide.id}/publication`)).json(),
    );
    expect(status.published).toBeNull();

    expect((await admin.agent.post(`/api/panel/guides/${guide.id}/publish`, {})).status).toBe(201);
    // Published, but a new guide starts off air: switching it on is immediate, no publish needed.
    expect(await errorCodeOf(await t.app.request(`/api/guides/${guide.id}`))).toBe('guide/disabled');
    await t.db.updateTable('guides').set({ enabled: true }).where('id', '=', guide.id).execute();
    expect((await visitorBundle(guide.id)).guide.name.pt).toBe(name);
    expect((await t.app.request(`/api/guides/by-name/${encodeURIComponent(name)}`)).status).toBe(200);
    const relisted = guideList.parse(await (await t.app.request('/api/guides')).json());
    expect(relisted.guides.map((g) => g.id)).toContain(guide.id);
  });

  it('follows the published name in links: a renamed draft keeps the old link until published', async () => {
    const { guide } = await publishedGuide();
    const admin = await globalAdmin();
    const renamed = `Renomeado ${Math.random().toString(36).slice(2)}`;
    await admin.agent.request(`/api/panel/guides/${guide.id}`, { method: 'PATCH', json: { name: { pt: renamed } } });
    expect((await t.app.request(`/api/guides/by-name/${encodeURIComponent(guide.name.pt ?? '')}`)).status).toBe(200);
    expect((await t.app.request(`/api/guides/by-name/${encodeURIComponent(renamed)}`)).status).toBe(404);
    await admin.agent.post(`/api/panel/guides/${guide.id}/publish`, {});
    expect((await t.app.request(`/api/guides/by-name/${encodeURIComponent(renamed)}`)).status).toBe(200);
  });

  it('never serves a mix of two versions to visitors reading while a publish commits', async () => {
    const { guide, first, second } = await publishedGuide();
    const admin = await globalAdmin();
    for (const point of [first, second])
      await admin.agent.request(`/api/panel/points/${point.id}`, {
        method: 'PATCH',
        json: { name: { pt: `${point.name.pt} v2` } },
      });
    const reads = Array.from({ length: 40 }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 3));
      const bundle = await visitorBundle(guide.id);
      return bundle.points.map((point) => (point.name.pt ?? '').endsWith(' v2'));
    });
    const publishing = admin.agent.post(`/api/panel/guides/${guide.id}/publish`, {});
    const seen = await Promise.all(reads);
    expect((await publishing).status).toBe(201);
    // Each read saw both points old or both new.
    for (const flags of seen) expect(new Set(flags).size).toBe(1);
    expect((await visitorBundle(guide.id)).points.every((point) => (point.name.pt ?? '').endsWith(' v2'))).toBe(true);
  });

  it("lets only the guide's administrators publish; its content editors may discard a change", async () => {
    const matrix = await buildRoleMatrix(app, t.db);
    await buildPoint({ guideId: matrix.guideId });
    const outcomes: Record<string, string> = {};
    for (const person of PEOPLE) {
      // Something to publish for each try.
      await t.db
        .updateTable('guides')
        .set({ topics: [person] })
        .where('id', '=', matrix.guideId)
        .execute();
      const response = await matrix.agents[person].post(`/api/panel/guides/${matrix.guideId}/publish`, {});
      outcomes[person] = response.status === 201 ? 'ok' : ((await errorCodeOf(response)) ?? String(response.status));
    }
    const expected: Record<Person, string> = {
      anonymous: 'auth/anonymous-not-allowed',
      commonUser: 'permission/denied',
      contentEditor: 'permission/denied',
      analyst: 'permission/denied',
      otherGuideAdmin: 'permission/denied',
      guideAdmin: 'ok',
      globalAdmin: 'ok',
      roadMapAdmin: 'permission/denied',
    };
    expect(outcomes).toEqual(expected);
    const discard = (person: Person) =>
      matrix.agents[person].post(`/api/panel/guides/${matrix.guideId}/changes/discard`, {
        kind: 'guide',
        id: matrix.guideId,
      });
    expect((await discard('contentEditor')).status).toBe(200);
    expect(await errorCodeOf(await discard('analyst'))).toBe('permission/denied');
  });

  it('discards one change of the draft, leaving the others', async () => {
    const { guide, journey, first, second } = await publishedGuide();
    const admin = await globalAdmin();
    await admin.agent.request(`/api/panel/points/${first.id}`, { method: 'PATCH', json: { name: { pt: 'Engano' } } });
    await admin.agent.request(`/api/panel/points/${second.id}`, {
      method: 'PATCH',
      json: { name: { pt: 'Segundo, certo' } },
    });
    const added = await admin.agent.post('/api/panel/points', {
      guideId: guide.id,
      journeyIds: [journey.id],
      name: { pt: 'Rascunho' },
      description: { pt: 'Ainda por escrever' },
    });
    expect(await added.clone().text()).toContain('"point"');
    const { point: draftPoint } = (await added.json()) as { point: { id: string } };

    const discarded = await admin.agent.post(`/api/panel/guides/${guide.id}/changes/discard`, {
      kind: 'point',
      id: first.id,
    });
    expect(discarded.status).toBe(200);
    await admin.agent.post(`/api/panel/guides/${guide.id}/changes/discard`, { kind: 'point', id: draftPoint.id });
    const { changes } = draftChanges.parse(
      await (await admin.agent.request(`/api/panel/guides/${guide.id}/changes`)).json(),
    );
    expect(changes.map((change) => [change.id, change.change])).toEqual([[second.id, 'changed']]);
    const panelPoint = await admin.agent.request(`/api/panel/points/${first.id}`);
    expect(((await panelPoint.json()) as { point: { name: { pt: string } } }).point.name.pt).toBe('Primeiro');
    expect((await admin.agent.request(`/api/panel/points/${draftPoint.id}`)).status).toBe(404);
  });

  it('lists every publish as a version and restores an earlier one as the draft, visitors unchanged until published', async () => {
    const { guide, first } = await publishedGuide();
    const admin = await globalAdmin();
    const { versions: before } = publicationList.parse(
      await (await admin.agent.request(`/api/panel/guides/${guide.id}/versions`)).json(),
    );
    const original = before[0]?.version ?? 0;
    await admin.agent.request(`/api/panel/points/${first.id}`, {
      method: 'PATCH',
      json: { name: { pt: 'Versão nova' } },
    });
    await admin.agent.post(`/api/panel/guides/${guide.id}/publish`, { note: 'Nome novo' });
    const { versions } = publicationList.parse(
      await (await admin.agent.request(`/api/panel/guides/${guide.id}/versions`)).json(),
    );
    expect(versions[0]).toMatchObject({
      version: original + 1,
      note: 'Nome novo',
      publishedBy: admin.name,
      current: true,
    });
    expect(versions[1]).toMatchObject({ version: original, current: false });

    const preview = draftChanges.parse(
      await (await admin.agent.request(`/api/panel/guides/${guide.id}/versions/${original}/changes`)).json(),
    );
    expect(preview.changes[0]?.fields).toContainEqual({
      field: 'name',
      language: 'pt',
      before: 'Versão nova',
      after: 'Primeiro',
    });
    const restored = await admin.agent.post(`/api/panel/guides/${guide.id}/versions/${original}/restore`, {});
    expect(restored.status).toBe(200);
    // The draft is the old version; visitors still see the newest publish.
    expect((await visitorBundle(guide.id)).points.find((p) => p.id === first.id)?.name.pt).toBe('Versão nova');
    await admin.agent.post(`/api/panel/guides/${guide.id}/publish`, { note: 'De volta' });
    expect((await visitorBundle(guide.id)).points.find((p) => p.id === first.id)?.name.pt).toBe('Primeiro');
    expect(await errorCodeOf(await admin.agent.post(`/api/panel/guides/${guide.id}/versions/9999/restore`, {}))).toBe(
      'publish/version-not-found',
    );
  });

  it(`keeps the newest ${PUBLICATION_RETENTION} versions of a guide`, async () => {
    const guide = await buildGuide();
    for (let index = 0; index < PUBLICATION_RETENTION + 2; index++) await publish(guide.id);
    const rows = await t.db
      .selectFrom('guide_publications')
      .select('version')
      .where('guide_id', '=', guide.id)
      .execute();
    expect(rows).toHaveLength(PUBLICATION_RETENTION);
    expect(Math.min(...rows.map((row) => row.version))).toBe(4);
  });
});

describe('scheduled publishing', () => {
  it('publishes a guide that existed before publishing as the upgrade schedules it (due at once), so visitors keep it', async () => {
    // As before migration 0043: a guide in the tables only, and the schedule the migration writes.
    const guide = await buildGuide();
    await t.db.deleteFrom('guide_publications').where('guide_id', '=', guide.id).execute();
    await t.db.deleteFrom('guide_live').where('guide_id', '=', guide.id).execute();
    expect((await t.app.request(`/api/guides/${guide.id}`)).status).toBe(404);
    await t.db
      .insertInto('guide_publish_schedules')
      .values({ guide_id: guide.id, publish_at: new Date(), time_zone: 'America/Sao_Paulo', note: '' })
      .execute();
    let published: Awaited<ReturnType<typeof publishOneDue>>;
    do published = await publishOneDue(t.db);
    while (published && published.guideId !== guide.id);
    expect(published).toMatchObject({ guideId: guide.id, version: 1 });
    expect((await visitorBundle(guide.id)).guide.name).toEqual(guide.name);
  });

  it('publishes at a time in the venue time zone, once, however many processes look', async () => {
    const { guide, first } = await publishedGuide();
    const admin = await globalAdmin();
    const url = `/api/panel/guides/${guide.id}/publish-schedule`;
    const past = await admin.agent.request(url, { method: 'PUT', json: { localTime: '2020-01-04T10:00' } });
    expect(past.status).toBe(400);
    expect(await errorCodeOf(past)).toBe('publish/schedule-in-past');

    await admin.agent.request(`/api/panel/points/${first.id}`, {
      method: 'PATCH',
      json: { name: { pt: 'Exposição nova' } },
    });
    const year = new Date().getFullYear() + 1;
    const set = await admin.agent.request(url, {
      method: 'PUT',
      json: { localTime: `${year}-03-07T10:00`, timeZone: 'America/Sao_Paulo', note: 'Abertura' },
    });
    expect(set.status).toBe(200);
    const status = publicationStatus.parse(
      await (await admin.agent.request(`/api/panel/guides/${guide.id}/publication`)).json(),
    );
    expect(status.scheduled).toMatchObject({
      publishAt: `${year}-03-07T13:00:00.000Z`,
      timeZone: 'America/Sao_Paulo',
      note: 'Abertura',
    });

    const versionsBefore = await t.db
      .selectFrom('guide_publications')
      .select('version')
      .where('guide_id', '=', guide.id)
      .execute();
    // Not due yet: nothing happens.
    expect(await publishOneDue(t.db, new Date(`${year}-03-07T12:59:00Z`))).toBe(false);
    // Due: several processes race; exactly one publishes.
    const due = new Date(`${year}-03-07T13:00:01Z`);
    const results = await Promise.all([publishOneDue(t.db, due), publishOneDue(t.db, due), publishOneDue(t.db, due)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const versionsAfter = await t.db
      .selectFrom('guide_publications')
      .select('version')
      .where('guide_id', '=', guide.id)
      .execute();
    expect(versionsAfter).toHaveLength(versionsBefore.length + 1);
    expect((await visitorBundle(guide.id)).points.find((p) => p.id === first.id)?.name.pt).toBe('Exposição nova');
    const after = publicationStatus.parse(
      await (await admin.agent.request(`/api/panel/guides/${guide.id}/publication`)).json(),
    );
    expect(after.scheduled).toBeNull();
    expect(after.published?.note).toBe('Abertura');
  });

  it('drops a pending schedule when the guide is published by hand, and lets a manager cancel one', async () => {
    const { guide } = await publishedGuide();
    const admin = await globalAdmin();
    const url = `/api/panel/guides/${guide.id}/publish-schedule`;
    const year = new Date().getFullYear() + 1;
    await admin.agent.request(url, { method: 'PUT', json: { localTime: `${year}-05-01T09:00` } });
    expect((await admin.agent.request(url, { method: 'DELETE' })).status).toBe(200);
    let status = publicationStatus.parse(
      await (await admin.agent.request(`/api/panel/guides/${guide.id}/publication`)).json(),
    );
    expect(status.scheduled).toBeNull();
    await admin.agent.request(url, { method: 'PUT', json: { localTime: `${year}-05-01T09:00` } });
    await t.db
      .updateTable('guides')
      .set({ topics: ['mudou'] })
      .where('id', '=', guide.id)
      .execute();
    await admin.agent.post(`/api/panel/guides/${guide.id}/publish`, {});
    status = publicationStatus.parse(
      await (await admin.agent.request(`/api/panel/guides/${guide.id}/publication`)).json(),
    );
    expect(status.scheduled).toBeNull();
  });
});
