import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { listen, type Subscription } from '../../db/notifications.ts';
import type { Logger } from '../../logger.ts';

/** The channel migration 0009's triggers notify, with the changed guide's id as payload. */
export const GUIDE_CHANGED_CHANNEL = 'guide_changed';
/** The channel migration 0043's triggers notify on a publish and on a guide switched on or off air (visitors' side). */
export const GUIDE_PUBLISHED_CHANNEL = 'guide_published';
/** The payload of a write to the app properties (migration 0026), which every guide page reads. */
export const APP_PROPERTIES_CHANGED = 'app-properties';

/** A subscriber to every guide's changes (the guide read cache). */
export interface AllGuidesWatcher {
  /** A committed write to this guide's content. */
  onChange(guideId: string): void;
  /** The LISTEN connection dropped: changes go unheard until onResync. */
  onLost(): void;
  /** Listening again; changes made meanwhile were missed. */
  onResync(): void;
}

export interface GuideChanges {
  /** The NOTIFY channel listened to (guide_changed, guide_published, …), for logs. */
  readonly channel: string;
  /**
   * Calls `listener` after each committed write to the guide's content (guide, journeys, points,
   * maps, its sponsors and social networks), from any server process sharing the database, and
   * once after a lost database connection came back. Resolves when listening has begun.
   */
  subscribe(guideId: string, listener: () => void): Promise<() => void>;
  /**
   * Tells `watcher` about every guide's changes. Resolves with whether listening has begun (false:
   * LISTEN failed; call again later) and the function that stops watching.
   */
  watchAll(watcher: AllGuidesWatcher): Promise<{ listening: boolean; stop: () => void }>;
  /**
   * Resolves once every change committed before the call has reached the watchers: a NOTIFY of
   * our own, delivered after the earlier ones, comes back (at most `timeoutMs` waited). Used after
   * a panel write so the writer's next read already sees it. Immediate when nobody watches all.
   */
  barrier(timeoutMs?: number): Promise<void>;
}

/** Payload prefix of barrier notifications, which name no guide. */
const BARRIER = 'barrier:';

/**
 * One LISTEN per server process, opened while at least one page (or the guide cache) is watching
 * and closed when the last one leaves; NOTIFY payloads are fanned out to the subscribers of that guide.
 */
export function createGuideChanges(
  db: Db,
  logger: Logger,
  /** Another channel with the same fan-out by payload (help requests: guide id or `request:<id>`). */
  channel: string = GUIDE_CHANGED_CHANNEL,
): GuideChanges {
  const listeners = new Map<string, Set<() => void>>();
  const watchers = new Set<AllGuidesWatcher>();
  const barriers = new Map<string, () => void>();
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
      channel,
      {
        onPayload: (guideId) => {
          if (guideId.startsWith(BARRIER)) return barriers.get(guideId)?.();
          for (const watcher of watchers) call(() => watcher.onChange(guideId));
          for (const listener of listeners.get(guideId) ?? []) call(listener);
        },
        onLost: () => {
          for (const watcher of watchers) call(() => watcher.onLost());
        },
        onResync: () => {
          for (const watcher of watchers) call(() => watcher.onResync());
          for (const set of listeners.values()) for (const listener of set) call(listener);
        },
      },
      logger,
    ).catch((error: unknown) => {
      logger.error({ err: error, channel }, 'LISTEN failed; live updates off until the next page subscribes');
      subscription = undefined;
      return undefined;
    });

  /** Counts one more watcher and waits for LISTEN; the returned function undoes it once. */
  const join = async () => {
    watching += 1;
    subscription ??= start();
    const open = await subscription;
    let active = true;
    const leave = () => {
      if (!active) return;
      active = false;
      watching -= 1;
      if (watching === 0 && subscription) {
        const closing = subscription;
        subscription = undefined;
        void closing.then((current) => current?.close()).catch(() => undefined);
      }
    };
    return { listening: open !== undefined, leave };
  };

  return {
    channel,
    async subscribe(guideId, listener) {
      const set = listeners.get(guideId) ?? new Set();
      set.add(listener);
      listeners.set(guideId, set);
      const { leave } = await join();
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(guideId) === set) listeners.delete(guideId);
        leave();
      };
    },
    async watchAll(watcher) {
      watchers.add(watcher);
      const { listening, leave } = await join();
      const stop = () => {
        watchers.delete(watcher);
        leave();
      };
      if (!listening) stop();
      return { listening, stop };
    },
    async barrier(timeoutMs = 2000) {
      if (watchers.size === 0 || !subscription) return;
      const token = `${BARRIER}${randomUUID()}`;
      let timer: NodeJS.Timeout | undefined;
      const arrived = new Promise<void>((resolve) => {
        barriers.set(token, resolve);
        timer = setTimeout(resolve, timeoutMs);
        timer.unref();
      });
      try {
        await sql`select pg_notify(${channel}, ${token})`.execute(db);
        await arrived;
      } finally {
        clearTimeout(timer);
        barriers.delete(token);
      }
    },
  };
}
