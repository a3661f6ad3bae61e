import { type Kysely, type MigrationResult, Migrator } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { Database } from './tables/index.ts';

/** Brings the schema up to date; returns the migrations that ran (none when already current). */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return results;
}
