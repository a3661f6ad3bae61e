import { type Kysely, type MigrationResult, Migrator, sql } from 'kysely';
import { withLongStatements } from './long-statements.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './tables/index.ts';

/** The names in Kysely's migration table, in one statement; undefined before the first migration. */
async function appliedMigrations(db: Kysely<Database>): Promise<string[] | undefined> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return rows.map((row) => row.name);
  } catch {
    return undefined; // no table yet (a new database), or one the Migrator's own error will name
  }
}

/** Every migration of this code applied, and no other: a restart's case, with nothing to run. */
async function isCurrent(db: Kysely<Database>): Promise<boolean> {
  const applied = await appliedMigrations(db);
  const known = Object.keys(migrations);
  return applied?.length === known.length && known.every((name) => applied.includes(name));
}

/**
 * Migrations the database has that this code does not: the next release ran them while this one
 * still serves (a zero-downtime upgrade, docs/self-hosting.md "Upgrades"; they only add, see
 * migrations/compatible-migrations.test.ts). Only names after this code's last migration, with
 * every one of this code's migrations applied, count; any other mismatch is left to the Migrator's
 * own error.
 */
async function migrationsOfANewerRelease(db: Kysely<Database>): Promise<string[]> {
  const applied = await appliedMigrations(db);
  if (!applied) return [];
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
  // A restart reads one table instead of the Migrator's lock and transaction (bench:startup).
  if (await isCurrent(db)) return [];
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
