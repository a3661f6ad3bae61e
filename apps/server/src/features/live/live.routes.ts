import { idParam } from '@percurso/shared';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { validate } from '../../http/validate.ts';
import type { GuideChanges } from './guide-changes.ts';

/** A comment line every 25 s keeps proxies and phones from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** The least wait before a browser reconnects a stream the stopping server ended (up to twice it). */
const RECONNECT_AFTER_STOP_MS = 500;

/**
 * GET /api/guides/:id/events: Server-Sent Events for a guide's open pages. Sends `ready` once
 * listening, then `guide-changed` (data: the guide id) after each saved change; the page
 * refetches what it shows. Public like the guide itself (unknown and disabled guides have none); reconnects are the browser's.
 */
export function liveRoutes(
  changes: GuideChanges,
  /** Throws 404 guide/not-found or 403 guide/disabled (the guides feature's rule, passed in by app.ts). */
  requireVisibleGuide: (guideId: string) => Promise<unknown>,
  {
    shutdown,
    onStream = () => {},
  }: {
    /** Aborted when the server stops: streams end with a reconnect hint. */
    shutdown?: AbortSignal | undefined;
    /** Told when a stream opens (true) and closes (false): the metrics' count of open streams. */
    onStream?: (open: boolean) => void;
  } = {},
) {
  return new Hono<AppEnv>().get('/:id/events', validate('param', idParam), async (c) => {
    const guideId = c.req.valid('param').id;
    // Unknown → 404 guide/not-found, switched off → 403 guide/disabled: no stream to listen on.
    await requireVisibleGuide(guideId);
    if (shutdown?.aborted) throw new AppError('internal');
    c.header('cache-control', 'no-store');
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      let wake: (() => void) | undefined;
      let pending = false;
      const unsubscribe = await changes.subscribe(guideId, () => {
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
        await stream.writeSSE({ event: 'ready', data: guideId, retry: 3000 });
        while (!stream.aborted && !stream.closed) {
          if (pending) {
            pending = false;
            await stream.writeSSE({ event: 'guide-changed', data: guideId });
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
  });
}
