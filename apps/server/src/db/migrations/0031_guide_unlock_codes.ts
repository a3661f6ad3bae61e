import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Honest QR unlocks (issue 25, docs/decisions/0014-locked-point-content.md, amendment): per guide,
 * the secret that signs its printed codes (an HMAC of the point id, written when first needed),
 * whether only signed codes unlock its points, and the venue PIN with its optional end of
 * validity. A table of its own, not columns of `guides`: the guide is read whole by the public
 * bundle, the cache and the offline manifest, and none of this may reach them.
 */
const statements = [
  `create table guide_unlock_codes (
    guide_id text primary key references guides (id) on delete cascade,
    qr_secret text,
    signed_codes_only boolean not null default false,
    venue_pin text,
    venue_pin_expires_at timestamptz,
    updated_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
