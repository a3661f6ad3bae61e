import { DEFAULT_PUBLISH_POLL_MS } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { nextScheduleAt } from './publishing.repository.ts';
import { publishOneDue } from './publishing.service.ts';

/** How often a process looks for due schedules another process may have set (a schedule set here wakes it sooner). */
export const PUBLISH_POLL_MS = DEFAULT_PUBLISH_POLL_MS;

export interface PublishScheduler {
  /** A schedule was set or changed in this process: look again now (another process's is found by the poll). */
  wake(): void;
}

/**
 * Publishes scheduled guides when due, in every process: each due row is claimed and published in
 * one transaction (publishing.repository.ts, SKIP LOCKED), so a schedule fires exactly once
 * across processes and restarts. Sleeps until the next schedule, at most `pollMs`. A database
 * that is down only delays it: the next turn tries again.
 */
export function startPublishScheduler(
  db: Db,
  logger: Logger,
  signal: AbortSignal,
  pollMs: number = PUBLISH_POLL_MS,
): PublishScheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const arm = (ms: number) => {
    clearTimeout(timer);
    if (signal.aborted) return;
    timer = setTimeout(() => void turn(), Math.max(0, ms));
    timer.unref();
  };
  const turn = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let wait = pollMs;
      try {
        for (let published = await publishOneDue(db); published; published = await publishOneDue(db)) {
          logger.info({ guideId: published.guideId, version: published.version }, 'scheduled publish done');
          if (signal.aborted) return;
        }
        const next = await nextScheduleAt(db);
        if (next) wait = Math.min(pollMs, next.getTime() - Date.now());
      } catch (error) {
        logger.warn({ err: error }, 'scheduled publishing failed; trying again');
      } finally {
        running = undefined;
      }
      arm(again ? 0 : wait);
      again = false;
    })();
    return running;
  };
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  arm(0);
  return { wake: () => arm(0) };
}
