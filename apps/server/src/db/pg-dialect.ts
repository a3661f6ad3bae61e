import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { longStatementScope } from './long-statements.ts';

const INT8 = 20;
const DATE = 1082;

/**
 * Make node-postgres read values the way PGlite does, so both backends hand the same shapes
 * to the repositories: int8 (count(*), sums) as a number instead of a string, and `date` as its
 * 'YYYY-MM-DD' text instead of a Date at local midnight.
 */
const parsers: Record<number, (value: string) => unknown> = {
  [INT8]: (value) => Number(value),
  [DATE]: (value) => value,
};

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    return parsers[oid] ?? pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

/** Defaults of DATABASE_CONNECT_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS (config.ts). */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
/**
 * How long after the statement timeout the client stops waiting for an answer: PostgreSQL cancels
 * a slow statement itself, so no answer by then means a server that answers nothing (frozen, or
 * the network to it cut).
 */
const READ_GRACE_MS = 5000;

export interface PostgresDialectOptions {
  maxConnections?: number;
  /**
   * Opening a connection, and waiting for a free one when all are busy, fails after this long
   * (pg's connectionTimeoutMillis) instead of waiting for ever. Default 5 s.
   */
  connectTimeoutMs?: number;
  /** PostgreSQL's statement_timeout on every pooled connection (0: none). Default 15 s. */
  statementTimeoutMs?: number;
  /**
   * Errors of pooled connections, idle or in use (a server restart, a network cut): unhandled,
   * an 'error' event crashes Node. A query running on the connection fails with the error itself.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * A pg client whose queries stop waiting READ_GRACE_MS after the statement timeout (none inside
 * `withLongStatements`), and whose connection is then closed: pg's own read timeout leaves the
 * unanswered query on the connection, which would go back to the pool and hold every later query.
 */
function guardedClient(readTimeoutMs: number): typeof pg.Client {
  class GuardedClient extends pg.Client {}
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  GuardedClient.prototype.query = function (this: pg.Client, first: unknown, ...rest: unknown[]) {
    const timeout = longStatementScope.getStore() ? 0 : readTimeoutMs;
    // Kysely sends (text, values): the same as a config carrying pg's per-query read timeout.
    const config = typeof first === 'string' && timeout > 0 ? { text: first, query_timeout: timeout } : first;
    const result = query.call(this, config, ...rest);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') {
          (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
        }
      });
    }
    return result;
  } as pg.Client['query'];
  return GuardedClient;
}

export function createPostgresDialect(connectionString: string, options: PostgresDialectOptions = {}): PostgresDialect {
  return new PostgresDialect({ pool: createPostgresPool(connectionString, options) });
}

/** The pool createPostgresDialect uses, for a caller that also reads its counts (metrics). */
export function createPostgresPool(connectionString: string, options: PostgresDialectOptions = {}): pg.Pool {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const onError = options.onConnectionError ?? (() => undefined);
  const pool = new pg.Pool({
    connectionString,
    types,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
    // A peer gone without a word (a cut network) is found by TCP keepalive rather than never.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    Client: guardedClient(statementTimeoutMs > 0 ? statementTimeoutMs + READ_GRACE_MS : 0),
  });
  // A client in use has no listener of pg-pool's: each gets one of its own for its whole life (the
  // query in flight fails with the error anyway). It also hears an idle client's errors, which
  // pg-pool then repeats on the pool (it drops that client): heard there without a second report.
  pool.on('connect', (client) => client.on('error', onError));
  pool.on('error', () => undefined);
  return pool;
}
