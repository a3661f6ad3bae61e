import type { Db } from '../../db/database.ts';
import { listen, type Subscription } from '../../db/notifications.ts';
import type { Logger } from '../../logger.ts';

/** The channel migration 0009's triggers notify, with the changed guide's id as payload. */
export const GUIDE_CHANGED_CHANNEL = 'guide_changed';

export interface GuideChanges {
  /**
   * Calls `listener` after each committed write to the guide's content (guide, journeys, points,
   * maps, its sponsors and social networks), from any server process sharing the database, and
   * once after a lost database connection came back. Resolves when listening has begun.
   */
  subscribe(guideId: string, listener: () => void): Promise<() => void>;
}

/**
 * One LISTEN per server process, opened while at least one page is watching and closed when the
 * last one leaves; NOTIFY payloads are fanned out to the subscribers of that guide.
 */
export function createGuideChanges(db: Db, logger: Logger): GuideChanges {
  const listeners = new Map<string, Set<() => void>>();
  let subscription: Promise<Subscription | undefined> | undefined;
  let watching = 0;

  const call = (listener: () => void) => {
    try {
      listener();
    } catch (error) {
      logger.warn({ err: error }, 'guide change listener failed');
    }
  };
  const start = () =>
    listen(
      db,
      GUIDE_CHANGED_CHANNEL,
      {
        onPayload: (guideId) => {
          for (const listener of listeners.get(guideId) ?? []) call(listener);
        },
        onResync: () => {
          for (const set of listeners.values()) for (const listener of set) call(listener);
        },
      },
      logger,
    ).catch((error: unknown) => {
      logger.error({ err: error }, 'LISTEN guide_changed failed; live updates off until the next page subscribes');
      subscription = undefined;
      return undefined;
    });

  return {
    async subscribe(guideId, listener) {
      const set = listeners.get(guideId) ?? new Set();
      set.add(listener);
      listeners.set(guideId, set);
      watching += 1;
      subscription ??= start();
      await subscription;
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        set.delete(listener);
        if (set.size === 0) listeners.delete(guideId);
        watching -= 1;
        if (watching === 0 && subscription) {
          const closing = subscription;
          subscription = undefined;
          void closing.then((open) => open?.close()).catch(() => undefined);
        }
      };
    },
  };
}
