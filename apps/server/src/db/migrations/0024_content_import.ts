import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Issue 16 items 3–5 (docs/decisions/0024-content-import.md):
 * - points.import_key: the spreadsheet row key a point was imported with, unique per guide, so a
 *   re-import of the same sheet updates its points instead of adding new ones;
 * - corporate_registry: the original's users2 collection (employees by registry number);
 * - user_disable_jobs: each bulk user disable with the users it switched off, so it can be undone.
 */
const statements = [
  'alter table points add column import_key text',
  'create unique index points_import_key_idx on points (guide_id, import_key) where import_key is not null',
  `create table corporate_registry (
    registry text primary key,
    name text,
    email text,
    department text,
    branch text,
    enabled boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index corporate_registry_branch_idx on corporate_registry (branch)',
  'create index user_profiles_branch_idx on user_profiles (branch)',
  `create table user_disable_jobs (
    id text primary key,
    criteria jsonb not null,
    user_ids text[] not null,
    created_by text,
    created_at timestamptz not null default now(),
    undone_at timestamptz
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
