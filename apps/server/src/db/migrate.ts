import { type Kysely, type MigrationResult, Migrator } from 'kysely';
import { withLongStatements } from './long-statements.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './tables/index.ts';

/**
 * Brings the schema up to date; returns the migrations that ran (none when already current). On
 * one connection without the statement timeout: a migration rewriting a big table may take minutes.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  const { error, results = [] } = await withLongStatements(db, (connection) =>
    new Migrator({ db: connection, provider: { getMigrations: async () => migrations } }).migrateToLatest(),
  );
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return results;
}
