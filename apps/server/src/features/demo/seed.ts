import { cp, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  appProperties,
  guide,
  guideMap,
  journey,
  type LocalizedText,
  point,
  roadMap,
  socialNetwork,
  sponsor,
} from '@percurso/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { saveAppProperties } from '../app-properties/index.ts';
import { saveDemoEmblem, saveDemoInstantReward } from '../engagement/index.ts';
import { saveGuideMap } from '../guide-maps/index.ts';
import { countGuides, saveGuide } from '../guides/index.ts';
import { saveJourney } from '../journeys/index.ts';
import { savePoint } from '../points/index.ts';
import { saveRewardWithId } from '../prize-draws/index.ts';
import { publishDraft } from '../publishing/index.ts';
import { saveDemoRatings } from '../ratings/index.ts';
import { saveRoadMap } from '../road-maps/index.ts';
import { saveSocialNetwork } from '../social-networks/index.ts';
import { saveSponsor } from '../sponsors/index.ts';
import { buildDemoContent, DEMO_SOCIAL_ICONS } from './content/index.ts';
import { buildDemoRatings, DEMO_PRIZE_DRAW } from './content/ratings-and-draws.ts';
import type { DemoContent } from './demo-content.types.ts';
import { seedDemoEvents } from './demo-events.repository.ts';

/** apps/server/demo/media: copied to `${MEDIA_DIR}/demo`, where the content's URLs point. */
export const DEMO_MEDIA_SOURCE = fileURLToPath(new URL('../../../demo/media', import.meta.url));

export interface SeedOptions {
  mediaDir: string;
  /** Defaults to the demo content of ./content. */
  content?: DemoContent;
  /** Folder copied to `${mediaDir}/demo`; defaults to apps/server/demo/media. */
  mediaSource?: string;
  /** Media kept in code (path under demo/ → file text), written next to the copied files. */
  generatedMedia?: Record<string, string>;
}

export interface SeedSummary {
  guides: number;
  journeys: number;
  points: number;
  roadMaps: number;
}

/**
 * Writes the demo content, replacing records with the same ids, in one transaction; media
 * first, so a committed guide never points at files that are not there yet.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const content = options.content ?? buildDemoContent();
  const generatedMedia = options.generatedMedia ?? (options.content ? {} : DEMO_SOCIAL_ICONS);
  checkContent(content);
  await writeDemoMedia(options.mediaSource ?? DEMO_MEDIA_SOURCE, generatedMedia, path.join(options.mediaDir, 'demo'));
  await db.transaction().execute(async (trx) => {
    for (const item of content.sponsors) await saveSponsor(trx, item);
    for (const item of content.socialNetworks) await saveSocialNetwork(trx, item);
    for (const venue of content.venues) {
      await saveGuide(trx, venue.guide);
      for (const item of venue.maps) await saveGuideMap(trx, item);
      for (const item of venue.journeys) await saveJourney(trx, item);
      for (const item of venue.points) await savePoint(trx, item);
    }
    for (const item of content.roadMaps) await saveRoadMap(trx, item);
    for (const item of content.engagement?.emblems ?? []) await saveDemoEmblem(trx, item);
    for (const item of content.engagement?.instantRewards ?? []) await saveDemoInstantReward(trx, item);
    if (!options.content) await seedRatingsAndDraws(trx, content);
    // Visitors see what is published (features/publishing), its engagement rules too (migration
    // 0051): the demo goes out as its first version.
    for (const venue of content.venues)
      await publishDraft(trx, venue.guide.id, { note: '', userId: null, always: true });
    if (!options.content) await seedDemoEvents(trx);
    const { tileUrl: _tileUrl, ...stored } = content.appProperties;
    await saveAppProperties(trx, stored);
  });
  return {
    guides: content.venues.length,
    journeys: content.venues.reduce((sum, venue) => sum + venue.journeys.length, 0),
    points: content.venues.reduce((sum, venue) => sum + venue.points.length, 0),
    roadMaps: content.roadMaps.length,
  };
}

/** The demo's prize draw on the walking tour and some ratings (issue 12), named from the content. */
async function seedRatingsAndDraws(db: Db, content: DemoContent): Promise<void> {
  const names = new Map<string, LocalizedText>();
  for (const venue of content.venues) {
    names.set(venue.guide.id, venue.guide.name);
    for (const item of venue.journeys) names.set(item.id, item.name);
    for (const item of venue.points) names.set(item.id, item.name);
  }
  const draw = DEMO_PRIZE_DRAW;
  await saveRewardWithId(db, draw.id, draw.values, {
    guide: names.get(draw.values.guideId)?.pt ?? null,
    journey: names.get(draw.values.journeyId ?? '')?.pt ?? null,
  });
  await saveDemoRatings(
    db,
    buildDemoRatings().map((rating) => ({ ...rating, targetName: names.get(rating.targetId) ?? null })),
  );
}

/** First start: an installation without guides gets the demo so there is something to visit. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedSummary | undefined> {
  if ((await countGuides(db)) > 0) return undefined;
  return seedDemo(db, options);
}

/** Fails early, naming the record, if the content does not match the shared contract. */
function checkContent(content: DemoContent): void {
  const check = (schema: z.ZodType, value: unknown, label: string) => {
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(`Demo ${label} is invalid: ${result.error.message}`);
  };
  check(appProperties, content.appProperties, 'appProperties');
  for (const item of content.sponsors) check(sponsor, item, `sponsor ${item.id}`);
  for (const item of content.socialNetworks) check(socialNetwork, item, `social network ${item.id}`);
  for (const item of content.roadMaps) check(roadMap, item, `road map ${item.id}`);
  for (const venue of content.venues) {
    check(guide, venue.guide, `guide ${venue.guide.id}`);
    for (const item of venue.maps) check(guideMap, item, `map ${item.id}`);
    for (const item of venue.journeys) check(journey, item, `journey ${item.id}`);
    for (const item of venue.points) check(point, item, `point ${item.id}`);
  }
}

async function writeDemoMedia(source: string, generated: Record<string, string>, target: string): Promise<void> {
  const exists = await stat(source).then(
    (info) => info.isDirectory(),
    () => false,
  );
  if (exists) await cp(source, target, { recursive: true, force: true });
  for (const [relativePath, text] of Object.entries(generated)) {
    const file = path.resolve(target, relativePath);
    if (!file.startsWith(target + path.sep)) throw new Error(`Demo media path outside demo/: ${relativePath}`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
}
