import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import type { GuideChanges } from './guide-changes.ts';

/** A comment line every 25 s keeps proxies and phones from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** The least wait before a browser reconnects a stream the stopping server ended (up to twice it). */
const RECONNECT_AFTER_STOP_MS = 500;

export interface ChangeStreamOptions {
  /** Aborted when the server stops: streams end with a reconnect hint. */
  shutdown?: AbortSignal | undefined;
  /** Told when a stream opens (true) and closes (false): the metrics' count of open streams. */
  onStream?: (open: boolean) => void;
}

/**
 * Answers with Server-Sent Events for one key of a NOTIFY fan-out: `ready` (data: the key) once
 * listening, then `event` (data: the key) after each change, a comment every 25 s. The events carry
 * no content: the page refetches through its ordinary reads. Reconnects are the browser's.
 */
export function streamChanges(
  c: Context<AppEnv>,
  changes: GuideChanges,
  key: string,
  event: string,
  { shutdown, onStream = () => {} }: ChangeStreamOptions = {},
) {
  if (shutdown?.aborted) throw new AppError('internal');
  c.header('cache-control', 'no-store');
  c.header('x-accel-buffering', 'no');
  return streamSSE(c, async (stream) => {
    let wake: (() => void) | undefined;
    let pending = false;
    const unsubscribe = await changes.subscribe(key, () => {
      pending = true;
      wake?.();
    });
    stream.onAbort(() => {
      unsubscribe();
      wake?.();
    });
    // The server is stopping: the browser reconnects (to another process behind the proxy) after
    // a short, spread-out wait rather than the 3 s of an ordinary drop, all at the same instant.
    const stop = () => {
      void stream
        .write(`retry: ${RECONNECT_AFTER_STOP_MS + Math.floor(Math.random() * RECONNECT_AFTER_STOP_MS)}\n\n`)
        .finally(() => stream.close());
      wake?.();
    };
    shutdown?.addEventListener('abort', stop, { once: true });
    onStream(true);
    try {
      await stream.writeSSE({ event: 'ready', data: key, retry: 3000 });
      while (!stream.aborted && !stream.closed) {
        if (pending) {
          pending = false;
          await stream.writeSSE({ event, data: key });
          continue;
        }
        const woken = new Promise<boolean>((resolve) => {
          wake = () => resolve(true);
          setTimeout(() => resolve(false), HEARTBEAT_MS).unref();
        });
        const changed = await woken;
        wake = undefined;
        if (!changed && !stream.aborted && !stream.closed) await stream.write(': ping\n\n');
      }
    } finally {
      onStream(false);
      shutdown?.removeEventListener('abort', stop);
      unsubscribe();
    }
  });
}
