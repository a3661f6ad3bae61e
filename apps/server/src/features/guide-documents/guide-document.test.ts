import { type GuideDocument, guideDocument } from '@percurso/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/test-app.ts';
import { AppError } from '../../http/app-error.ts';
import { seedDemo } from '../demo/seed.ts';
import { importGuideDocument, readGuideDocument, replaceGuideContent } from './index.ts';

/** The guide document (issue 29): read at full fidelity, written back as a draft, imported keeping or remapping ids. */
const t = setupTestApp();
/** A second installation: a database with no guide. */
const other = setupTestApp();

const MUSEUM = 'demo-museum';
const TOUR = 'demo-tour';

beforeAll(async () => {
  await seedDemo(t.db, { mediaDir: t.mediaDir });
});

const clone = <T>(value: T): T => structuredClone(value);
const count = async (
  db: typeof t.db,
  table: 'guides' | 'points' | 'journeys' | 'ratings' | 'interactions' | 'visited_points',
) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('readGuideDocument', () => {
  it('reads every part of the guide, in the same order each time, in the shape the schema takes', async () => {
    const first = await readGuideDocument(t.db, MUSEUM);
    const second = await readGuideDocument(t.db, MUSEUM);
    expect(second).toEqual(first);
    expect(guideDocument.parse(first)).toEqual(first);
    expect(first).toMatchObject({ format: 'percurso-guide', version: 2, guide: { id: MUSEUM } });
    expect(first.points.length).toBeGreaterThan(5);
    expect(first.journeys.length).toBe(2);
    expect(first.maps.length).toBeGreaterThan(0);
    expect(first.sponsors.length).toBeGreaterThan(0);
    expect(first.emblems.length).toBeGreaterThan(0);
    expect(first.instantRewards.length).toBeGreaterThan(0);
    expect(first.points.every((point) => point.stopNumber !== undefined)).toBe(true);
    expect(Object.keys(first.guide.name).sort()).toEqual(['en', 'es', 'fr', 'pt']);
  });

  it('answers guide/not-found for an unknown guide', async () => {
    await expect(readGuideDocument(t.db, 'no-such-guide')).rejects.toMatchObject({ code: 'guide/not-found' });
  });
});

describe('replaceGuideContent', () => {
  it('writes a changed document as the draft, and the earlier one back: each read equals what was written', async () => {
    const original = await readGuideDocument(t.db, MUSEUM);
    const changed = clone(original);
    const [first, second, dropped] = changed.points;
    if (!first || !second || !dropped) throw new Error('the demo museum has points');
    first.name = { pt: 'Nome novo', en: 'New name', es: 'Nombre nuevo', fr: 'Nouveau nom' };
    first.enabled = false;
    // Two stop numbers swapped: the unique index (guide, number) must not refuse it.
    [first.stopNumber, second.stopNumber] = [second.stopNumber, first.stopNumber];
    changed.points = changed.points.filter((point) => point.id !== dropped.id);
    changed.journeys = changed.journeys.map((journey) => ({
      ...journey,
      pointOrder: journey.pointOrder.filter((id) => id !== dropped.id),
    }));
    if (changed.guide.initialPointId === dropped.id) changed.guide.initialPointId = first.id;
    changed.guide.description = { pt: 'Descrição', en: 'Description', es: 'Descripción', fr: 'Description' };
    changed.guide.helpRequestsEnabled = !changed.guide.helpRequestsEnabled;
    changed.emblems = changed.emblems.slice(1);
    changed.unlockCodes.signedCodesOnly = true;

    const visitorRows = async () =>
      Promise.all([count(t.db, 'ratings'), count(t.db, 'interactions'), count(t.db, 'visited_points')]);
    const before = await visitorRows();
    expect(before[0]).toBeGreaterThan(0);
    await replaceGuideContent(t.db, MUSEUM, changed);
    expect(await visitorRows()).toEqual(before);
    expect(await readGuideDocument(t.db, MUSEUM)).toEqual({
      ...changed,
      unlockCodes: { ...changed.unlockCodes, qrSecret: null },
    });

    await replaceGuideContent(t.db, MUSEUM, original);
    expect(await readGuideDocument(t.db, MUSEUM)).toEqual(original);
  });

  it("keeps visitors' data: a won instant reward is switched off, not deleted", async () => {
    const original = await readGuideDocument(t.db, MUSEUM);
    const [reward] = original.instantRewards;
    const [point] = original.points;
    if (!reward || !point) throw new Error('the demo museum has an instant reward and points');
    await t.db
      .updateTable('instant_rewards')
      .set({ won_at: new Date(), winner: JSON.stringify({ id: 'visitor-1' }) as never })
      .where('id', '=', reward.id)
      .execute();
    const withoutReward = { ...clone(original), instantRewards: original.instantRewards.slice(1) };
    await replaceGuideContent(t.db, MUSEUM, withoutReward);
    const row = await t.db
      .selectFrom('instant_rewards')
      .select(['enabled', 'won_at'])
      .where('id', '=', reward.id)
      .executeTakeFirstOrThrow();
    expect(row.enabled).toBe(false);
    expect(row.won_at).not.toBeNull();
    await replaceGuideContent(t.db, MUSEUM, original);
    expect((await readGuideDocument(t.db, MUSEUM)).instantRewards).toEqual(original.instantRewards);
  });

  it('refuses a document holding an id of another guide, and writes nothing', async () => {
    const original = await readGuideDocument(t.db, MUSEUM);
    const tour = await readGuideDocument(t.db, TOUR);
    const tourPoint = tour.points[0];
    if (!tourPoint) throw new Error('the demo tour has points');
    const stealing = clone(original);
    stealing.guide.description = { pt: 'Não deve ficar' };
    stealing.points.push({ ...tourPoint, guideId: MUSEUM });
    const failure = await replaceGuideContent(t.db, MUSEUM, stealing).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'guide-document/id-taken', field: `points.${original.points.length}.id` });
    expect(await readGuideDocument(t.db, MUSEUM)).toEqual(original);
    expect(await readGuideDocument(t.db, TOUR)).toEqual(tour);
  });
});

describe('importGuideDocument', () => {
  let museum: GuideDocument;
  beforeAll(async () => {
    museum = await readGuideDocument(t.db, MUSEUM);
  });

  it('keeps every id in another installation (printed codes keep working), and refuses a second time', async () => {
    const id = await importGuideDocument(other.db, museum, { ids: 'keep' });
    expect(id).toBe(MUSEUM);
    // The road map spans several venues and is not part of the guide: one this installation lacks is not referenced.
    expect(await readGuideDocument(other.db, MUSEUM)).toEqual({
      ...museum,
      guide: { ...museum.guide, roadMapId: undefined },
    });

    const guides = await count(other.db, 'guides');
    await expect(importGuideDocument(other.db, museum, { ids: 'keep' })).rejects.toMatchObject({
      code: 'guide-document/id-taken',
      field: 'guide.id',
    });
    expect(await count(other.db, 'guides')).toBe(guides);
  });

  it('copies a guide on the same installation: new ids everywhere, references following, a free name', async () => {
    const [guides, points, journeys] = [
      await count(t.db, 'guides'),
      await count(t.db, 'points'),
      await count(t.db, 'journeys'),
    ];
    const copyId = await importGuideDocument(t.db, museum, { ids: 'new' });
    expect(copyId).not.toBe(MUSEUM);
    expect(await count(t.db, 'guides')).toBe(guides + 1);
    expect(await count(t.db, 'points')).toBe(points + museum.points.length);
    expect(await count(t.db, 'journeys')).toBe(journeys + museum.journeys.length);

    const copy = await readGuideDocument(t.db, copyId);
    expect(copy.guide.name.pt).toBe(`${museum.guide.name.pt} (2)`);
    expect(copy.guide.name.fr).toBe(`${museum.guide.name.fr} (2)`);
    const oldIds = new Set([...museum.points, ...museum.journeys, ...museum.maps].map((row) => row.id));
    const pointIds = new Set(copy.points.map((point) => point.id));
    const journeyIds = new Set(copy.journeys.map((journey) => journey.id));
    const mapIds = new Set(copy.maps.map((map) => map.id));
    for (const row of [...copy.points, ...copy.journeys, ...copy.maps]) expect(oldIds.has(row.id)).toBe(false);
    for (const journey of copy.journeys) {
      expect(journey.guideId).toBe(copyId);
      for (const id of journey.pointOrder) expect(pointIds.has(id)).toBe(true);
    }
    for (const point of copy.points) {
      for (const id of point.journeyIds) expect(journeyIds.has(id)).toBe(true);
      if (point.mapId) expect(mapIds.has(point.mapId)).toBe(true);
    }
    expect(copy.guide.journeyOrder.every((id) => journeyIds.has(id))).toBe(true);
    expect(pointIds.has(copy.guide.initialPointId ?? '')).toBe(true);
    for (const emblem of copy.emblems) if (emblem.journeyId) expect(journeyIds.has(emblem.journeyId)).toBe(true);
    for (const reward of copy.instantRewards) {
      for (const id of reward.pointIdsSelected) expect(pointIds.has(id)).toBe(true);
    }
    // Same content: the points in the same order of their names and texts, in every language.
    const texts = (doc: GuideDocument) =>
      doc.points
        .map((point) => ({ name: point.name, content: point.content, stop: point.stopNumber }))
        .sort((a, b) => (a.stop ?? 0) - (b.stop ?? 0));
    expect(texts(copy)).toEqual(texts(museum));
    // The original is untouched.
    expect(await readGuideDocument(t.db, MUSEUM)).toEqual(museum);
  });
});
