import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'kysely';
import type { Db } from './tables/index.ts';

/**
 * Statements allowed to run longer than DATABASE_STATEMENT_TIMEOUT_MS (migrations): inside
 * `withLongStatements`, the pooled client's read timeout (pg-dialect.ts) is lifted too.
 */
export const longStatementScope = new AsyncLocalStorage<true>();

/**
 * Runs `run` on one connection whose statements have no time limit (`statement_timeout = 0`,
 * reset afterwards): a migration rewriting a big table must not be cancelled half way. On PGlite,
 * which has no timeout, it changes nothing.
 */
export function withLongStatements<T>(db: Db, run: (connection: Db) => Promise<T>): Promise<T> {
  return db.connection().execute((connection) =>
    longStatementScope.run(true, async () => {
      await sql`set statement_timeout = 0`.execute(connection);
      try {
        return await run(connection);
      } finally {
        // The connection goes back to the pool with the pool's own limit (a broken one is dropped).
        await sql`reset statement_timeout`.execute(connection).catch(() => undefined);
      }
    }),
  );
}
