import {
  type Guide,
  type GuideMap,
  type Journey,
  needsUnlockProof,
  normalizeName,
  offeredFormatsOf,
  type Point,
  toPointTeaser,
} from '@percurso/shared';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { type PreparedJson, prepareJson } from '../../http/cache.ts';
import type { Logger } from '../../logger.ts';
import { APP_PROPERTIES_CHANGED, type GuideChanges, watchGuideVersions } from '../live/index.ts';
import {
  findLiveGuideByNameKey,
  findLiveGuideOfPoint,
  findPublishedContent,
} from '../publishing/publishing.repository.ts';
import { requireVisible, toPointLookup } from './guides.service.ts';

/**
 * A point's answers to GET /api/points/:id: its full lookup and, for a point that needs an unlock
 * proof (QR code or place), the teaser a visitor who has not unlocked it gets instead.
 */
export interface CachedPoint {
  full: PreparedJson;
  teaser?: PreparedJson;
}

/** One visible guide's published answers, serialised once: the bundle and each enabled point's lookup. */
interface GuideEntry {
  bundle: PreparedJson;
  points: Map<string, CachedPoint>;
  journeys: Map<string, Journey>;
  maps: Map<string, GuideMap>;
  bytes: number;
}

export interface GuideCacheOptions {
  /** Told of each lookup: answered from memory (hit) or read from the database (miss). */
  onLookup?: (hit: boolean) => void;
  /** Guides kept (least recently read dropped first). */
  maxGuides?: number;
  /** Bytes of serialised JSON kept, bundles and points together. */
  maxBytes?: number;
}

export interface GuideCache {
  /** GET /api/guides/:id. Throws guide/not-found or guide/disabled. */
  bundleById(id: string): Promise<PreparedJson>;
  /** GET /api/guides/by-name/:name. */
  bundleByName(name: string): Promise<PreparedJson>;
  /** GET /api/points/:id. Throws point/not-found, guide/not-found or guide/disabled. */
  point(id: string): Promise<CachedPoint>;
  /** GET /api/journeys/:id, as published, of the guide the draft row names. Throws journey/not-found. */
  journey(id: string, guideId: string): Promise<Journey>;
  /** GET /api/maps/:id, as published. Throws not-found. */
  map(id: string, guideId: string): Promise<GuideMap>;
  /** Waits until changes committed so far have emptied the cache (after a panel write). */
  settle(): Promise<void>;
  /** Stops watching the database's notifications (the server is stopping). */
  close(): void;
}

/**
 * The public guide read, from memory: each visible guide's published bundle and point lookups
 * (features/publishing: visitors read the last published version, never the draft) are read from
 * the database once, serialised once and hashed once (a strong ETag), then served without a
 * query until the guide is published again, switched on or off air, or deleted. Those arrive
 * through LISTEN guide_published (migration 0043's triggers, so every server process on the
 * database hears them, whichever code made them); draft edits do not empty the cache.
 *
 * Nothing is stored while the LISTEN connection is down (a change could go unheard), and a build
 * that a change overtook is served to its request but not stored (live/guide-versions.ts).
 */
export function createGuideCache(
  db: Db,
  changes: GuideChanges,
  logger: Logger,
  { maxGuides = 200, maxBytes = 64 * 1024 * 1024, onLookup = () => {} }: GuideCacheOptions = {},
): GuideCache {
  const entries = new LRUCache<string, GuideEntry>({
    max: maxGuides,
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
  });
  /** Normalised name → guide id; any change may move a name, so any change empties it. */
  const names = new Map<string, string>();
  const building = new Map<string, { version: string; promise: Promise<GuideEntry> }>();
  let namesVersion = 0;
  const forgetNames = () => {
    namesVersion += 1;
    names.clear();
  };
  const versions = watchGuideVersions(changes, logger, 'guide cache', {
    onChange(guideId) {
      if (guideId === APP_PROPERTIES_CHANGED) return;
      entries.delete(guideId);
      forgetNames();
    },
    onForgetAll() {
      entries.clear();
      forgetNames();
    },
  });

  const build = (guideId: string): Promise<GuideEntry> => {
    const version = versions.of(guideId);
    const running = building.get(guideId);
    if (running?.version === version) return running.promise;
    const promise = (async () => {
      const published = await findPublishedContent(db, guideId);
      // Never published: invisible, like an unknown guide.
      if (!published) throw new AppError('guide/not-found');
      const on = requireVisible({ enabled: published.enabled });
      // On air now, whatever the switch said when it was published.
      const guide: Guide = { ...published.content.bundle.guide, enabled: on.enabled };
      // What its points offer, also for content published before the bundle carried it (migration 0049).
      const offeredFormats = offeredFormatsOf(published.content.points);
      const bundle = prepareJson({ ...published.content.bundle, guide, offeredFormats });
      const points = new Map(published.content.points.map((point) => [point.id, cachedPoint(point, guide)] as const));
      let bytes = bundle.body.byteLength * 2;
      for (const { full, teaser } of points.values()) bytes += full.body.byteLength + (teaser?.body.byteLength ?? 0);
      const entry: GuideEntry = {
        bundle,
        points,
        journeys: new Map(published.content.bundle.journeys.map((journey) => [journey.id, journey])),
        maps: new Map(published.content.bundle.maps.map((map) => [map.id, map])),
        bytes,
      };
      if (versions.storable(guideId, version)) entries.set(guideId, entry);
      return entry;
    })().finally(() => {
      if (building.get(guideId)?.promise === promise) building.delete(guideId);
    });
    building.set(guideId, { version, promise });
    return promise;
  };

  const entryOf = async (guideId: string) => {
    await versions.ready();
    const cached = entries.get(guideId);
    onLookup(cached !== undefined);
    return cached ?? build(guideId);
  };

  return {
    async bundleById(id) {
      return (await entryOf(id)).bundle;
    },
    async bundleByName(name) {
      const key = normalizeName(name);
      const known = names.get(key);
      if (known && entries.has(known)) return (await entryOf(known)).bundle;
      await versions.ready();
      const version = namesVersion;
      const live = await findLiveGuideByNameKey(db, key);
      if (!live) throw new AppError('guide/not-found');
      requireVisible(live);
      // A change heard during the query may concern this guide: then read it again by id.
      if (version === namesVersion && versions.live()) names.set(key, live.guideId);
      return (await entryOf(live.guideId)).bundle;
    },
    async point(id) {
      for (const entry of entries.values()) {
        const prepared = entry.points.get(id);
        if (prepared) return prepared;
      }
      const guideId = await findLiveGuideOfPoint(db, id);
      const prepared = guideId && (await entryOf(guideId)).points.get(id);
      if (!prepared) throw new AppError('point/not-found');
      return prepared;
    },
    async journey(id, guideId) {
      const journey = (await entryOf(guideId)).journeys.get(id);
      if (!journey) throw new AppError('journey/not-found');
      return journey;
    },
    async map(id, guideId) {
      const map = (await entryOf(guideId)).maps.get(id);
      if (!map) throw new AppError('not-found');
      return map;
    },
    settle: () => changes.barrier(),
    close: versions.close,
  };
}

function cachedPoint(point: Point, guide: Guide): CachedPoint {
  const full = prepareJson(toPointLookup(point, guide));
  if (!needsUnlockProof(point)) return { full };
  return { full, teaser: prepareJson({ ...toPointLookup(toPointTeaser(point), guide), locked: true }) };
}
