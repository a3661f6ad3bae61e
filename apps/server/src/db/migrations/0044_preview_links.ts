import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Shareable preview links (issue 29 item 2, docs/product-decisions.md "Previewing a guide"): a
 * guide's draft opened without an account until the link expires or is revoked. Only the SHA-256
 * of the random token is kept, so a copy of the table opens no preview.
 */
const statements = [
  `create table preview_links (
    id text primary key,
    guide_id text not null references guides (id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`,
  'create index preview_links_guide_idx on preview_links (guide_id, created_at)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
