import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { type GuideChanges, watchGuideVersions } from '../live/index.ts';
import { type EngagementDefinitions, readDefinitions } from './engagement.repository.ts';

export interface EngagementCache {
  /**
   * The guide's emblems and instant rewards. Read from memory; on a miss, with `db` (the caller's
   * transaction, so the interaction path never waits for a second connection).
   */
  definitions(guideId: string, db?: Db): Promise<EngagementDefinitions>;
  /**
   * Starts watching for changes (LISTEN) and waits until it is set up. Call it before a
   * transaction that reads definitions: PGlite has one connection, so LISTEN cannot run inside one.
   */
  ready(): Promise<void>;
  /** This server saw the reward won (its own claim, or a claim that found a winner). */
  markWon(guideId: string, rewardId: string): void;
  close(): void;
}

/**
 * The published emblem and instant-reward definitions per guide (migration 0051), so an interaction
 * checks them without a query. Kept current like the guide cache (live/guide-versions.ts), on the
 * same channel: LISTEN guide_published (a publish, which rewrites the published rules in its
 * transaction, notifies from every process) drops a guide's entry, a build overtaken by a publish
 * is not stored, and nothing is stored while LISTEN is down. Draft edits change nothing here. Wins
 * do not notify: a server learns a reward is gone from its own claim, which then fails once.
 */
export function createEngagementCache(db: Db, changes: GuideChanges, logger: Logger): EngagementCache {
  const entries = new LRUCache<string, EngagementDefinitions>({ max: 500 });
  const versions = watchGuideVersions(changes, logger, 'engagement cache', {
    onChange: (guideId) => entries.delete(guideId),
    onForgetAll: () => entries.clear(),
  });

  return {
    ready: versions.ready,
    async definitions(guideId, reader) {
      if (!reader) await versions.ready();
      const cached = entries.get(guideId);
      if (cached) return cached;
      const version = versions.of(guideId);
      const read = await readDefinitions(reader ?? db, guideId);
      if (versions.storable(guideId, version)) entries.set(guideId, read);
      return read;
    },
    markWon(guideId, rewardId) {
      const entry = entries.get(guideId);
      const reward = entry?.instantRewards.find((candidate) => candidate.id === rewardId);
      if (reward && !reward.winner) reward.winner = { id: '' };
    },
    close: versions.close,
  };
}
