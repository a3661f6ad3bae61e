import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { guideBundle, guideList, needsUnlockProof, pointLookup, roadMapList, toPointTeaser } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { buildFixtureContent } from '../../../test/demo-fixture.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { guideAnalytics } from '../analytics/index.ts';
import { buildDemoContent, DEMO_SOCIAL_ICONS } from './content/index.ts';
import { seedDemo, seedIfEmpty } from './seed.ts';

const t = setupTestApp();
const demo = buildDemoContent();

async function getJson(url: string) {
  const response = await t.app.request(url);
  expect(response.status, url).toBe(200);
  return response.json();
}

describe('seeding the demo', () => {
  it('fills an empty installation: every demo guide and point is reachable through the API', async () => {
    const summary = await seedIfEmpty(t.db, { mediaDir: t.mediaDir });
    expect(summary).toMatchObject({ guides: demo.venues.length, roadMaps: demo.roadMaps.length });

    const listed = guideList.parse(await getJson('/api/guides')).guides.map((guide) => guide.id);
    const enabledVenues = demo.venues.filter((venue) => venue.guide.enabled);
    expect(listed.sort()).toEqual(enabledVenues.map((venue) => venue.guide.id).sort());

    for (const venue of enabledVenues) {
      const bundle = guideBundle.parse(
        await getJson(`/api/guides/by-name/${encodeURIComponent(venue.guide.name.pt ?? '')}`),
      );
      expect(bundle.guide).toEqual(venue.guide);
      const enabledPoints = venue.points.filter((point) => point.enabled);
      expect(bundle.points.map((point) => point.id).sort()).toEqual(enabledPoints.map((point) => point.id).sort());
      for (const point of enabledPoints) {
        const lookup = pointLookup.parse(await getJson(`/api/points/${point.id}`));
        // A point that unlocks by its QR code or on site shows a stranger its teaser (decision 0014).
        // `signLanguageVideo` is the first of `signLanguageVideos`, read for older clients (migration 0049).
        const { signLanguageVideo: first, ...read } = lookup.point;
        expect(first).toBe(read.signLanguageVideos[0]?.url);
        expect(read).toEqual(needsUnlockProof(point) ? toPointTeaser(point) : point);
        expect(lookup.locked).toBe(needsUnlockProof(point) ? true : undefined);
      }
    }
    const roadMaps = roadMapList.parse(await getJson('/api/road-maps')).roadMaps;
    expect(roadMaps.map((roadMap) => roadMap.id)).toEqual(demo.roadMaps.filter((r) => r.enabled).map((r) => r.id));
  });

  it('writes the demo media where the content’s /media/demo URLs point', async () => {
    const [iconPath, svg] = Object.entries(DEMO_SOCIAL_ICONS)[0] ?? [];
    expect(iconPath).toBeDefined();
    expect(await readFile(path.join(t.mediaDir, 'demo', iconPath ?? ''), 'utf8')).toBe(svg);
    const response = await t.app.request(`/media/demo/${iconPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('leaves an installation that already has guides alone', async () => {
    expect(await seedIfEmpty(t.db, { mediaDir: t.mediaDir })).toBeUndefined();
  });

  it('replaces the demo records by id when seeded again, without duplicating them', async () => {
    const [venue] = demo.venues;
    if (!venue) throw new Error('demo content has no venue');
    await t.db.updateTable('guides').set({ enabled: false }).where('id', '=', venue.guide.id).execute();
    const before = await t.db.selectFrom('points').select('id').execute();
    await seedDemo(t.db, { mediaDir: t.mediaDir });
    const after = await t.db.selectFrom('points').select('id').execute();
    expect(after).toHaveLength(before.length);
    const bundle = guideBundle.parse(await getJson(`/api/guides/${venue.guide.id}`));
    expect(bundle.guide.enabled).toBe(venue.guide.enabled);
  });

  it('has a prize draw on the walking tour and some ratings, written once however often it is seeded', async () => {
    const rewards = await t.db.selectFrom('rewards').select(['id', 'guide_id', 'journey_id', 'journey_name']).execute();
    expect(rewards).toEqual([
      {
        id: 'demo-tour-prize-draw',
        guide_id: 'demo-tour',
        journey_id: 'demo-tour-full-walk',
        journey_name: 'Volta pelo Centro Histórico',
      },
    ]);
    const ratings = await t.db
      .selectFrom('ratings')
      .select(['guide_id', 'target_name'])
      .where('id', 'not like', 'demo-visit-rating-%')
      .execute();
    expect(ratings.length).toBe(11);
    expect(ratings.every((rating) => rating.guide_id === 'demo-museum' || rating.guide_id === 'demo-tour')).toBe(true);
    expect(ratings.filter((rating) => rating.target_name === null)).toHaveLength(1); // the app rating
  });

  it('seeds any DemoContent, e.g. a small fixture, through the same path', async () => {
    const fixture = buildFixtureContent();
    await seedDemo(t.db, { mediaDir: t.mediaDir, content: fixture, generatedMedia: { 'fixture/note.txt': 'hi' } });
    const bundle = guideBundle.parse(await getJson('/api/guides/by-name/museu-de-fixture-dos-testes'));
    expect(bundle.points.map((point) => point.id)).toEqual(['fixture-point-2', 'fixture-point-1']);
    expect(await readFile(path.join(t.mediaDir, 'demo', 'fixture', 'note.txt'), 'utf8')).toBe('hi');
  });

  it('refuses content that breaks the shared contract, naming the record, and writes nothing', async () => {
    const fixture = buildFixtureContent();
    const venue = fixture.venues[0];
    if (!venue) throw new Error('fixture has no venue');
    venue.guide = { ...venue.guide, id: 'fixture-broken', type: 'Secreto' as 'Público' };
    await expect(seedDemo(t.db, { mediaDir: t.mediaDir, content: fixture })).rejects.toThrow(
      /guide fixture-broken is invalid/,
    );
    const row = await t.db.selectFrom('guides').select('id').where('id', '=', 'fixture-broken').executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('seeds months of visits to the museum (issue 15) once, however often it is seeded, so its dashboard is full', async () => {
    const count = async () =>
      (await t.db.selectFrom('interactions').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = Number(await count());
    expect(before).toBeGreaterThan(1000);
    await seedDemo(t.db, { mediaDir: t.mediaDir });
    expect(Number(await count())).toBe(before);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 119 * 86_400_000).toISOString().slice(0, 10);
    const a = await guideAnalytics(t.db, 'demo-museum', { from, to: today });
    const sum = (bars: Array<number | { count: number }>) =>
      bars.reduce<number>((total, bar) => total + (typeof bar === 'number' ? bar : bar.count), 0);
    expect(a.headline.visitors).toBeGreaterThan(600);
    expect(a.headline.anonymousVisitors).toBeGreaterThan(100);
    expect(a.headline.completedJourneys).toBeGreaterThan(10);
    expect(a.headline.rating.count).toBeGreaterThan(100);
    expect(a.interactions.byHour.filter((n) => n > 0).length).toBeGreaterThan(8);
    expect(a.interactions.byWeekday.every((n) => n > 0)).toBe(true);
    for (const chart of [a.gender, a.ageGroups, a.regions])
      expect(chart.filter((bar) => bar.count > 0).length).toBeGreaterThan(3);
    expect(sum(a.gender)).toBe(a.headline.visitors);
    for (const journey of a.journeys) expect(sum(journey.buckets)).toBeGreaterThan(100);
    expect(a.points.length).toBeGreaterThan(5);
    expect(a.ratings.latestComments.length).toBeGreaterThan(3);
  });
});
