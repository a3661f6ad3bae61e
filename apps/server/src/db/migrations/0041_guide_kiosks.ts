import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Kiosk mode (docs/product-decisions.md, "Kiosk mode"): per guide, the hash of the PIN that takes
 * a lent device out of kiosk mode, and the idle time after which a kiosk's visit resets. A table
 * of its own, like the unlock codes: nothing of it may reach a public read of the guide.
 */
const statements = [
  `create table guide_kiosks (
    guide_id text primary key references guides (id) on delete cascade,
    pin_hash text not null,
    idle_seconds integer not null,
    updated_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
