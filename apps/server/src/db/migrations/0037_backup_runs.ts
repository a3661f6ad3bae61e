import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The history of backups (issue 27 item 6, features/backups): one row per backup, written when it
 * starts and completed when it ends. `slot` (the scheduled day) is unique: of several processes
 * reaching the daily time, the one whose insert lands takes the backup, the others skip it, and a
 * restarted process finds the day taken. Not part of a backup itself.
 */
const statements = [
  `create table backup_runs (
    id text primary key,
    trigger text not null,
    slot text unique,
    started_at timestamptz not null default now(),
    finished_at timestamptz,
    status text not null default 'running',
    file text,
    bytes bigint,
    error text
  )`,
  'create index backup_runs_started_at on backup_runs (started_at desc)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
