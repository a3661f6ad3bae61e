import type { Logger } from './logger.ts';

/**
 * Runs `turn` in this process every `everyMs` (the first time after `firstMs`) until `signal`
 * (the app's shutdown) aborts; one turn at a time. A failed turn is logged and tried again at the
 * next one: housekeeping never stops the server. Jobs that several processes run take their own
 * lock (an advisory lock, or a statement that is harmless twice).
 */
export function runPeriodically(
  name: string,
  turn: () => Promise<void>,
  { everyMs, firstMs, logger, signal }: { everyMs: number; firstMs: number; logger: Logger; signal: AbortSignal },
): void {
  let timer: NodeJS.Timeout | undefined;
  const arm = (ms: number) => {
    if (signal.aborted) return;
    timer = setTimeout(() => void run(), ms);
    timer.unref();
  };
  const run = async () => {
    try {
      await turn();
    } catch (error) {
      logger.warn({ err: error, job: name }, 'periodic job failed; trying again later');
    }
    arm(everyMs);
  };
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  arm(Math.min(firstMs, everyMs));
}
