import type { ColumnType } from 'kysely';

/**
 * A JSONB column holding a `T`. Writes go through `json(value)`: node-postgres would turn a
 * JavaScript array into a PostgreSQL array literal instead of JSON, so every JSONB value is
 * sent as its JSON text, which both pg and PGlite accept for a jsonb parameter.
 */
export type Json<T> = ColumnType<T, JsonText<T>, JsonText<T>>;
/** A JSONB column with a database default. */
export type DefaultedJson<T> = ColumnType<T, JsonText<T> | undefined, JsonText<T>>;
export type JsonText<T> = string & { readonly __json: T };

export function json<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

/** timestamptz: read as a Date; written as a Date or an ISO string, or left to its default. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column with a database default that may be omitted on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** `date` columns are read as 'YYYY-MM-DD' text (see the type parsers in pg-dialect/pglite-dialect). */
export type DateText = string;
export type TextArray = ColumnType<string[], string[] | undefined, string[]>;
