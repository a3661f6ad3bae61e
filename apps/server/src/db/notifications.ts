import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { DEFAULT_CONNECT_TIMEOUT_MS } from './pg-dialect.ts';
import type { Db } from './tables/index.ts';

/**
 * LISTEN/NOTIFY for either backend. A Kysely instance hides its driver, so the functions that
 * create databases record here where notifications come from: the PGlite instance (its `listen`
 * API) or the PostgreSQL URL (a dedicated client outside the pool, reconnected when it drops).
 */
type Source =
  | { kind: 'pglite'; open: () => Promise<PGlite> }
  /** `connectTimeoutMs`: DATABASE_CONNECT_TIMEOUT_MS (default 5 s), as for the pool. */
  | { kind: 'postgres'; url: string; connectTimeoutMs?: number | undefined };

const sources = new WeakMap<Db, Source>();

export function registerNotificationSource(db: Db, source: Source): void {
  sources.set(db, source);
}

/** `to` (e.g. `from.withPlugin(…)`, a new instance on the same driver) listens where `from` does. */
export function shareNotificationSource(from: Db, to: Db): void {
  const source = sources.get(from);
  if (source) sources.set(to, source);
}

export interface Subscription {
  close(): Promise<void>;
}

export interface NotificationHandlers {
  onPayload(payload: string): void;
  /** The connection dropped: notifications are missed until `onResync`. */
  onLost?(): void;
  onResync?(): void;
}

/**
 * Calls `onPayload` for each NOTIFY on `channel`, `onLost` when the connection drops and
 * `onResync` once it is back (notifications sent meanwhile are lost: listeners should reload
 * what they show, and caches forget what they hold).
 */
export async function listen(
  db: Db,
  channel: string,
  handlers: NotificationHandlers,
  logger: Logger,
): Promise<Subscription> {
  const source = sources.get(db);
  if (!source) throw new Error('listen(): this database was not created by createDatabase/createPGliteDatabase');
  if (source.kind === 'pglite') {
    const client = await source.open();
    // Under the dialect's mutex (a connection), so LISTEN never lands inside another's transaction.
    const unlisten = await db.connection().execute(() => client.listen(channel, handlers.onPayload));
    return { close: () => db.connection().execute(() => unlisten()) };
  }
  return listenOnPostgres(source.url, source.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS, channel, handlers, logger);
}

/** Reconnecting is retried after 0.5 s, doubled up to this: a restarted database is heard again soon. */
const MAX_RETRY_MS = 5000;

function listenOnPostgres(
  url: string,
  connectTimeoutMs: number,
  channel: string,
  handlers: NotificationHandlers,
  logger: Logger,
): Promise<Subscription> {
  let closed = false;
  let client: pg.Client | undefined;
  let retryMs = 500;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (isRetry: boolean): Promise<void> => {
    // Bounded like the pool's connections (a frozen server must not hold a reconnect for ever).
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    // Only a connection that was listening is reconnected here; one that fails while connecting
    // is the caller's to handle (retry below, or the error of the first listen()).
    let listening = false;
    const onLost = (error?: Error) => {
      if (closed || client !== next || !listening) return;
      client = undefined;
      logger.warn({ err: error, channel }, 'LISTEN connection lost; reconnecting');
      next.end().catch(() => undefined);
      handlers.onLost?.();
      schedule();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    client = next;
    await next.connect();
    await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    listening = true;
    retryMs = 500;
    if (isRetry) handlers.onResync?.();
  };

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => {
      connect(true).catch((error: unknown) => {
        logger.warn({ err: error, channel }, 'LISTEN reconnect failed');
        client?.end().catch(() => undefined);
        client = undefined;
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        schedule();
      });
    }, retryMs);
    timer.unref();
  };

  const close = async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
  // A first connection that fails still ends its client (and may already have scheduled a
  // retry): closed here, or the caller, who only gets the error, could never stop the loop.
  return connect(false).then(
    () => ({ close }),
    async (error: unknown) => {
      await close();
      throw error;
    },
  );
}
