import { PostgresDialect } from 'kysely';
import pg from 'pg';

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

export interface PostgresDialectOptions {
  maxConnections?: number;
  /** Errors of idle pooled connections (server restart, network cut); unhandled they crash Node. */
  onIdleError?: (error: Error) => void;
}

export function createPostgresDialect(connectionString: string, options: PostgresDialectOptions = {}): PostgresDialect {
  const pool = new pg.Pool({ connectionString, types, max: options.maxConnections ?? 10 });
  pool.on('error', options.onIdleError ?? (() => undefined));
  return new PostgresDialect({ pool });
}
