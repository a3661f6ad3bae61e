import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import { APP_VERSION } from '@percurso/shared';
import { type Kysely, Migrator, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import { withLongStatements } from '../../db/long-statements.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { migrations } from '../../db/migrations/index.ts';
import type { Database } from '../../db/tables/index.ts';
import type { MediaStorage } from '../media-library/index.ts';
import { ArchiveError, openArchiveEntry, readArchiveEntry, readArchiveIndex, writeArchive } from './backup-archive.ts';

/** Bumped when the archive's layout changes; a reader refuses a format newer than its own. */
export const BACKUP_FORMAT = 1;

/** Tables a backup leaves out: the migrator's own bookkeeping and the backup history itself. */
const NOT_BACKED_UP = new Set(['kysely_migration', 'kysely_migration_lock', 'backup_runs']);
/** Tables the migrations fill (reference data): an installation with rows only there is empty. */
const MIGRATION_DATA = new Set(['br_states', 'br_municipalities']);
/** Rows read (and inserted) per round trip. */
const BATCH = 2_000;

export interface TableSummary {
  rows: number;
  /** sha256 of every row, summed mod 2^256: the same rows give the same value in any order. */
  checksum: string;
}

export interface BackupManifest {
  format: number;
  appVersion: string;
  /** The last migration the rows were written under. */
  migration: string;
  createdAt: string;
  /** Tables in load order (a table after every table it references). */
  tables: Record<string, TableSummary>;
  /** Sequence values (the next id a sequence hands out continues from there). */
  sequences: Record<string, string | null>;
  media: Array<{ key: string; size: number; sha256: string; contentType: string }>;
}

export interface BackupResult {
  manifest: BackupManifest;
  bytes: number;
}

const MODULUS = 1n << 256n;

function summarize(): { add(line: string): void; result(): TableSummary } {
  let rows = 0;
  let sum = 0n;
  return {
    add(line) {
      rows++;
      sum = (sum + BigInt(`0x${createHash('sha256').update(line).digest('hex')}`)) % MODULUS;
    },
    result: () => ({ rows, checksum: sum.toString(16).padStart(64, '0') }),
  };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The installation's tables, each after the tables it references. */
async function tablesInLoadOrder(db: Kysely<Database>): Promise<string[]> {
  const { rows: tables } = await sql<{ name: string }>`
    select relname as name from pg_class
    where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') and not relispartition
    order by relname`.execute(db);
  const { rows: references } = await sql<{ child: string; parent: string }>`
    select c.relname as child, p.relname as parent from pg_constraint f
    join pg_class c on c.oid = f.conrelid join pg_class p on p.oid = f.confrelid
    where f.contype = 'f' and c.relnamespace = 'public'::regnamespace and f.conrelid <> f.confrelid`.execute(db);
  const parents = new Map<string, string[]>();
  for (const { child, parent } of references) parents.set(child, [...(parents.get(child) ?? []), parent]);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new Error(`foreign keys form a cycle through ${table}`);
    visiting.add(table);
    for (const parent of parents.get(table) ?? []) place(parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const { name } of tables) place(name);
  return ordered.filter((table) => !NOT_BACKED_UP.has(table));
}

/** The rows of `table` as JSON text (UTC timestamps, bytea as hex), a batch at a time, through a cursor. */
async function* rowsOf(trx: Transaction<Database>, table: string): AsyncGenerator<string[]> {
  const cursor = `backup_${table}`;
  await sql
    .raw(`declare ${quote(cursor)} no scroll cursor for select row_to_json(t)::text as row from ${quote(table)} t`)
    .execute(trx);
  try {
    for (;;) {
      const { rows } = await sql.raw<{ row: string }>(`fetch ${BATCH} from ${quote(cursor)}`).execute(trx);
      if (rows.length === 0) return;
      yield rows.map((row) => row.row);
    }
  } finally {
    await sql.raw(`close ${quote(cursor)}`).execute(trx);
  }
}

/** Reads everything in one REPEATABLE READ transaction: the rows of one instant, whatever runs meanwhile. */
function inSnapshot<T>(db: Db, read: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return withLongStatements(db, (connection) =>
    connection
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        await sql`set local transaction read only`.execute(trx);
        // row_to_json writes timestamps in the session's zone: UTC, so both databases write the same text.
        await sql`set local timezone = 'UTC'`.execute(trx);
        return read(trx);
      }),
  );
}

async function lastMigration(db: Kysely<Database>): Promise<string | undefined> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(
    db,
  );
  return rows[0]?.name;
}

async function sequences(db: Kysely<Database>): Promise<Record<string, string | null>> {
  const { rows } = await sql<{ name: string; value: string | null }>`
    select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'
    order by sequencename`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/**
 * Writes a backup of the whole installation to `file`: every table's rows as read in one
 * snapshot, the sequences, then every media file. While it runs the server keeps serving (on
 * PostgreSQL; PGlite has one session, so other queries wait for the snapshot to be read).
 */
export async function createBackup(db: Db, storage: MediaStorage, file: string): Promise<BackupResult> {
  const archive = writeArchive(file);
  const encoder = new TextEncoder();
  try {
    const { migration, tables, sequenceValues } = await inSnapshot(db, async (trx) => {
      const migration = await lastMigration(trx);
      if (!migration) throw new Error('the database has no schema yet: nothing to back up');
      const tables: Record<string, TableSummary> = {};
      for (const table of await tablesInLoadOrder(trx)) {
        const summary = summarize();
        await archive.add(`tables/${table}.jsonl`, async (write) => {
          for await (const batch of rowsOf(trx, table)) {
            for (const line of batch) summary.add(line);
            await write(encoder.encode(`${batch.join('\n')}\n`));
          }
        });
        tables[table] = summary.result();
      }
      return { migration, tables, sequenceValues: await sequences(trx) };
    });
    // Media keys are written once and never changed: read after the snapshot, without holding it.
    const media: BackupManifest['media'] = [];
    for await (const key of storage.list()) {
      const object = await storage.get(key);
      if (!object) continue; // deleted since it was listed
      media.push({
        key,
        size: object.body.length,
        sha256: createHash('sha256').update(object.body).digest('hex'),
        contentType: object.contentType,
      });
      await archive.add(`media/${key}`, (write) => write(object.body), true);
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      appVersion: APP_VERSION,
      migration,
      createdAt: new Date().toISOString(),
      tables,
      sequences: sequenceValues,
      media,
    };
    await archive.add('manifest.json', (write) => write(encoder.encode(`${JSON.stringify(manifest, null, 2)}\n`)));
    return { manifest, bytes: await archive.close() };
  } catch (error) {
    await archive.close().catch(() => undefined);
    throw error;
  }
}

/** The counts and checksums of the database now, table by table (what a restore is checked against). */
export async function summarizeDatabase(db: Db): Promise<Record<string, TableSummary>> {
  return inSnapshot(db, async (trx) => {
    const tables: Record<string, TableSummary> = {};
    for (const table of await tablesInLoadOrder(trx)) {
      const summary = summarize();
      for await (const batch of rowsOf(trx, table)) for (const line of batch) summary.add(line);
      tables[table] = summary.result();
    }
    return tables;
  });
}

/** The restore was refused before anything was written (a newer archive, a database in use). */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface RestoreOptions {
  /** Wipe a database that has data (else the restore is refused). */
  force?: boolean;
  /** Also put the archive's media files into `storage` (off when the media folder stays where it is). */
  media?: boolean;
}

/** Reads a backup's manifest, refusing a file that is not one or comes from a newer Percurso. */
export async function readManifest(file: string): Promise<BackupManifest> {
  const index = await readArchiveIndex(file);
  const entry = index.get('manifest.json');
  if (!entry) throw new ArchiveError('not a Percurso backup (no manifest.json)');
  const manifest = JSON.parse((await readArchiveEntry(file, entry)).toString('utf8')) as BackupManifest;
  if (manifest.format > BACKUP_FORMAT) {
    throw new RestoreRefused(
      `the backup's format ${manifest.format} is newer than this Percurso's (${BACKUP_FORMAT}): upgrade Percurso first`,
    );
  }
  if (!(manifest.migration in migrations)) {
    throw new RestoreRefused(
      `the backup was written by a newer Percurso (${manifest.appVersion}, migration ${manifest.migration}): upgrade Percurso first`,
    );
  }
  return manifest;
}

/** True when the database has no schema, or no rows other than the migrations' reference data. */
async function isEmpty(db: Db): Promise<boolean> {
  if (!(await lastMigration(db).catch(() => undefined))) return true;
  for (const table of await tablesInLoadOrder(db)) {
    if (MIGRATION_DATA.has(table)) continue;
    const { rows } = await sql.raw(`select 1 from ${quote(table)} limit 1`).execute(db);
    if (rows.length > 0) return false;
  }
  return true;
}

/**
 * Restores a backup into `db`: refuses a newer archive and a database with data (unless
 * `force`), rebuilds the schema at the archive's migration level, loads every row and sequence,
 * checks the counts and checksums against the manifest, then runs the migrations written since.
 */
export async function restoreBackup(
  db: Db,
  storage: MediaStorage,
  file: string,
  options: RestoreOptions = {},
): Promise<BackupManifest> {
  const manifest = await readManifest(file);
  const index = await readArchiveIndex(file);
  if (!options.force && !(await isEmpty(db))) {
    throw new RestoreRefused(
      'the database already holds an installation: restore into an empty one, or add --force to wipe it',
    );
  }
  await withLongStatements(db, async (connection) => {
    await sql`drop schema if exists public cascade`.execute(connection);
    await sql`create schema public`.execute(connection);
  });
  const { error } = await withLongStatements(db, (connection) =>
    new Migrator({ db: connection, provider: { getMigrations: async () => migrations } }).migrateTo(manifest.migration),
  );
  if (error) throw new Error(`Migration to ${manifest.migration} failed`, { cause: error });

  await withLongStatements(db, (connection) =>
    connection.transaction().execute(async (trx) => {
      await sql`set local timezone = 'UTC'`.execute(trx);
      const tables = Object.keys(manifest.tables);
      if (tables.length > 0) await sql.raw(`truncate ${tables.map(quote).join(', ')} cascade`).execute(trx);
      // The rows are loaded as they were: the triggers that derive rows (the analytics inbox, the
      // change notifications) stay off meanwhile, their results are in the backup already.
      for (const table of tables) await sql.raw(`alter table ${quote(table)} disable trigger user`).execute(trx);
      for (const table of tables) {
        const entry = index.get(`tables/${table}.jsonl`);
        if (!entry) throw new ArchiveError(`the backup lacks the rows of ${table}`);
        const { rows: columns } = await sql<{ name: string }>`
          select attname as name from pg_attribute
          where attrelid = ${table}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
          order by attnum`.execute(trx);
        const list = columns.map((column) => quote(column.name)).join(', ');
        const insert = (batch: string[]) =>
          sql`${sql.raw(`insert into ${quote(table)} (${list}) overriding system value select ${list}`)}
            from json_populate_recordset(null::${sql.raw(quote(table))}, ${`[${batch.join(',')}]`}::json)`.execute(trx);
        let batch: string[] = [];
        const lines = createInterface({
          input: await openArchiveEntry(file, entry),
          crlfDelay: Number.POSITIVE_INFINITY,
        });
        for await (const line of lines) {
          if (!line) continue;
          batch.push(line);
          if (batch.length >= BATCH) {
            await insert(batch);
            batch = [];
          }
        }
        if (batch.length > 0) await insert(batch);
      }
      for (const table of tables) await sql.raw(`alter table ${quote(table)} enable trigger user`).execute(trx);
      for (const [sequence, value] of Object.entries(manifest.sequences)) {
        if (value !== null)
          await sql`select setval(${`public.${quote(sequence)}`}::regclass, ${value}::bigint, true)`.execute(trx);
      }
    }),
  );

  const restored = await summarizeDatabase(db);
  for (const [table, expected] of Object.entries(manifest.tables)) {
    const actual = restored[table];
    if (actual?.rows !== expected.rows || actual.checksum !== expected.checksum) {
      throw new Error(
        `restored ${table} differs from the backup (${actual?.rows ?? 0} rows, expected ${expected.rows})`,
      );
    }
  }
  await migrateToLatest(db);

  if (options.media ?? true) {
    for (const item of manifest.media) {
      const entry = index.get(`media/${item.key}`);
      if (!entry) throw new ArchiveError(`the backup lacks the media file ${item.key}`);
      const body = await readArchiveEntry(file, entry);
      if (createHash('sha256').update(body).digest('hex') !== item.sha256) {
        throw new ArchiveError(`the media file ${item.key} is damaged in the backup`);
      }
      await storage.put(item.key, body, item.contentType);
    }
  }
  return manifest;
}
