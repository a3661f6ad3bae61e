import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex.ts';

/**
 * Kysely dialect for PGlite (PostgreSQL in WebAssembly, one session). Written here because
 * kysely-pglite reports 0 affected rows and lets two transactions interleave on the single
 * session. This driver hands out the one connection under a mutex: a transaction owns the
 * session from BEGIN to COMMIT, and other queries wait.
 *
 * Consequence for callers: inside `db.transaction().execute(trx => …)` use `trx` only. A query
 * on `db` there waits for the transaction to end, which waits for the query: a deadlock.
 */
export class PGliteDialect implements Dialect {
  readonly #open: () => Promise<PGlite>;
  readonly #onClosed: (() => void) | undefined;

  /**
   * `open` creates (or returns) the PGlite instance; the driver closes it on destroy, then calls
   * `onClosed` (which releases the data folder's lock).
   */
  constructor(open: () => Promise<PGlite>, onClosed?: () => void) {
    this.#open = open;
    this.#onClosed = onClosed;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#open, this.#onClosed);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

class PGliteDriver implements Driver {
  readonly #open: () => Promise<PGlite>;
  readonly #onClosed: (() => void) | undefined;
  readonly #mutex = new Mutex();
  #client: PGlite | undefined;

  constructor(open: () => Promise<PGlite>, onClosed: (() => void) | undefined) {
    this.#open = open;
    this.#onClosed = onClosed;
  }

  async init(): Promise<void> {
    this.#client = await this.#open();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.lock();
    if (!this.#client) {
      release();
      throw new Error('PGlite driver is not initialised or already destroyed');
    }
    return new PGliteConnection(this.#client, release);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let statement = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      statement = 'start transaction';
      if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) statement += ` ${settings.accessMode}`;
    }
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release();
  }

  async destroy(): Promise<void> {
    // Wait for the running query or transaction so closing never cuts one in half.
    const release = await this.#mutex.lock();
    try {
      await this.#client?.close();
      this.#client = undefined;
    } finally {
      release();
      this.#onClosed?.();
    }
  }
}

const WRITE_QUERIES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const RAW_WRITE = /^\s*(insert|update|delete|merge)\b/i;

/** Whether pg would report a row count: for writes only, as node-postgres does by command. */
function isWrite(query: CompiledQuery): boolean {
  if (query.query.kind === 'RawNode') return RAW_WRITE.test(query.sql);
  return WRITE_QUERIES.has(query.query.kind);
}

class PGliteConnection implements DatabaseConnection {
  readonly #client: PGlite;
  readonly release: () => void;

  constructor(client: PGlite, release: () => void) {
    this.#client = client;
    this.release = release;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    // PGlite reports affectedRows for every statement (0 for reads); pg only for writes.
    return {
      rows: result.rows,
      ...(isWrite(compiledQuery) && result.affectedRows !== undefined
        ? { numAffectedRows: BigInt(result.affectedRows) }
        : {}),
    };
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    // PGlite has no server-side cursor over this API: read once, hand out in chunks.
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (let start = 0; start < rows.length; start += chunkSize) {
      yield { rows: rows.slice(start, start + chunkSize) };
    }
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
