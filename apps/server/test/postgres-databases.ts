import { Kysely } from 'kysely';
import pg from 'pg';
import type { Db } from '../src/db/database.ts';
import { registerNotificationSource } from '../src/db/notifications.ts';
import { createPostgresDialect } from '../src/db/pg-dialect.ts';
import type { Database } from '../src/db/tables/index.ts';

/** Runs one statement on the server's admin database (CREATE/DROP DATABASE cannot be pooled). */
async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function createDatabaseOnServer(adminUrl: string, name: string, template?: string): Promise<void> {
  const from = template ? ` template "${template}"` : '';
  return runAdmin(adminUrl, `create database "${name}"${from}`);
}

export function dropDatabaseOnServer(adminUrl: string, name: string): Promise<void> {
  return runAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function openPostgres(adminUrl: string, name: string): Db {
  const url = databaseUrl(adminUrl, name);
  const db = new Kysely<Database>({ dialect: createPostgresDialect(url, { maxConnections: 5 }) });
  registerNotificationSource(db, { kind: 'postgres', url });
  return db;
}
