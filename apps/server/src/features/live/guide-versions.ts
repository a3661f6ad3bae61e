import type { Logger } from '../../logger.ts';
import type { GuideChanges } from './guide-changes.ts';

export interface GuideVersionEvents {
  /** A change to this guide was heard: drop what was built from it. */
  onChange(guideId: string): void;
  /** Changes may have gone unheard (connection lost, back, or closed): drop everything. */
  onForgetAll(): void;
}

export interface GuideVersions {
  /** Starts watching (at once, or again 5 s after a failed LISTEN) and waits until it is set up. */
  ready(): Promise<void>;
  /** The guide's current version: take it before reading what a cache will store. */
  of(guideId: string): string;
  /** Whether something read at `version` may be stored: LISTEN is up and no change was heard since. */
  storable(guideId: string, version: string): boolean;
  /** Whether changes are being heard now (nothing may be stored otherwise). */
  live(): boolean;
  close(): void;
}

/**
 * The watch every in-memory cache of guide data shares: LISTEN on `changes`' channel (guide_changed,
 * or guide_published for what visitors see of a publish), a version per guide that each
 * notification bumps, and an epoch that a lost or restored connection bumps. A cache stores an
 * entry only if the version it started from is still current and the connection is live, so a
 * build that a change overtook, or one made while changes could go unheard, is served once and
 * never kept.
 */
export function watchGuideVersions(
  changes: GuideChanges,
  logger: Logger,
  label: string,
  events: GuideVersionEvents,
): GuideVersions {
  const versions = new Map<string, number>();
  let epoch = 0;
  /** idle: not watching (yet, or LISTEN failed); lost: watching, connection down; live: stores. */
  let state: 'idle' | 'connecting' | 'live' | 'lost' | 'closed' = 'idle';
  let connecting: Promise<void> | undefined;
  let stopWatching: (() => void) | undefined;
  let retryAt = 0;

  const of = (guideId: string) => `${epoch}:${versions.get(guideId) ?? 0}`;
  const forgetAll = () => {
    epoch += 1;
    versions.clear();
    events.onForgetAll();
  };

  const watch = () => {
    if (state !== 'idle' || Date.now() < retryAt) return;
    state = 'connecting';
    connecting = changes
      .watchAll({
        onChange(guideId) {
          versions.set(guideId, (versions.get(guideId) ?? 0) + 1);
          events.onChange(guideId);
        },
        onLost() {
          if (state === 'live') state = 'lost';
          forgetAll();
        },
        onResync() {
          forgetAll();
          if (state === 'lost') state = 'live';
        },
      })
      .then(({ listening, stop }) => {
        if (state === 'closed') return stop();
        stopWatching = stop;
        state = listening ? 'live' : 'idle';
        if (listening) return;
        retryAt = Date.now() + 5000;
        logger.warn(`${label} off: LISTEN ${changes.channel} failed; trying again on a read in 5 s`);
      })
      .finally(() => {
        connecting = undefined;
      });
  };

  return {
    async ready() {
      watch();
      await connecting;
    },
    of,
    storable: (guideId, version) => state === 'live' && of(guideId) === version,
    live: () => state === 'live',
    close() {
      state = 'closed';
      stopWatching?.();
      forgetAll();
    },
  };
}
