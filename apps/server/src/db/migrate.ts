import { type Kysely, type MigrationResult, Migrator, sql } from 'kysely';
import { withLongStatements } from './long-statements.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './tables/index.ts';

/**
 * Migrations the database has that this code does not: the next release ran them while this one
 * still serves (a zero-downtime upgrade, docs/self-hosting.md "Upgrades"; they only add, see
 * migrations/compatible-migrations.test.ts). Only names after this code's last migration, with
 * every one of this code's migrations applied, count; any other mismatch is left to the Migrator's
 * own error.
 */
async function migrationsOfANewerRelease(db: Kysely<Database>): Promise<string[]> {
  const { rows: table } = await sql<{
    found: string | null;
  }>`select to_regclass('kysely_migration')::text as found`.execute(db);
  if (!table[0]?.found) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = rows.map((row) => row.name);
  const known = Object.keys(migrations).sort();
  const last = known.at(-1) ?? '';
  const unknown = applied.filter((name) => !(name in migrations));
  const allKnownApplied = known.every((name) => applied.includes(name));
  return allKnownApplied && unknown.every((name) => name > last) ? unknown.sort() : [];
}

/**
 * Brings the schema up to date; returns the migrations that ran (none when already current). On
 * one connection without the statement timeout: a migration rewriting a big table may take minutes.
 * A database a newer release already migrated is served as it is (`onNewer` names its migrations):
 * during a rolling upgrade a process of the previous release restarts without failing.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  options: { onNewer?: (migrations: string[]) => void } = {},
): Promise<MigrationResult[]> {
  const { error, results = [] } = await withLongStatements(db, async (connection) => {
    const newer = await migrationsOfANewerRelease(connection);
    if (newer.length > 0) {
      options.onNewer?.(newer);
      return { results: [] };
    }
    return new Migrator({ db: connection, provider: { getMigrations: async () => migrations } }).migrateToLatest();
  });
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return results;
}
