import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Help requests (issue 30 item 5, docs/product-decisions.md "Help requests"): a visitor (anonymous
 * or registered) asks for staff at a point; the front desk acknowledges and closes them. The
 * guide's managers switch the feature on (`guides.help_requests_enabled`, off by default). Every
 * write notifies `help_requests` after commit, once with the guide id (the front desks of the
 * guide) and once with `request:<id>` (the visitor's phone), from any server process.
 */
const statements = [
  'alter table guides add column help_requests_enabled boolean not null default false',
  `create table help_requests (
    id text primary key,
    guide_id text not null references guides (id) on delete cascade,
    point_id text references points (id) on delete set null,
    user_id text not null references auth_users (id) on delete cascade,
    need text not null check (need in ('wheelchair', 'hearing', 'lost', 'other')),
    message text,
    status text not null default 'open' check (status in ('open', 'acknowledged', 'closed')),
    created_at timestamptz not null default now(),
    acknowledged_at timestamptz,
    closed_at timestamptz
  )`,
  // The front desk lists a guide's requests that are not closed (and the last closed ones).
  'create index help_requests_guide_idx on help_requests (guide_id, created_at)',
  'create index help_requests_user_idx on help_requests (user_id)',
  `create function help_requests_notify() returns trigger language plpgsql as $$
  declare
    changed record;
  begin
    if tg_op = 'DELETE' then changed := old; else changed := new; end if;
    perform pg_notify('help_requests', changed.guide_id);
    perform pg_notify('help_requests', 'request:' || changed.id);
    return null;
  end $$`,
  `create trigger help_requests_notify after insert or update or delete on help_requests
    for each row execute function help_requests_notify()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
