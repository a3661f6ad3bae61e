import type { Kysely } from 'kysely';
import { completionsRollup, interactionsRollup } from './0019_analytics.ts';
import { runStatements } from './run-statements.ts';

/**
 * Usage rollups leave the visitor's write path (docs/decisions/0019-analytics-rollups.md, "Inbox").
 * The statement triggers of 0019 upserted the shared rollup rows (a guide's hour, day and month)
 * inside every interaction's transaction: concurrent visitors queued on those row locks until
 * commit and deadlocked when two transactions took a guide's '*' row and a journey's row in
 * opposite orders (PostgreSQL answered 500 to 1 % of 50 concurrent visitors). Now the triggers
 * append the new rows' ids to `analytics_inbox`, which no two writers share a row of, and
 * `analytics_drain(batch, wait)` rolls a batch up with the same statements as before, one drainer
 * at a time (a transaction advisory lock): the server drains every second and before every
 * dashboard read, so a dashboard still counts every committed interaction.
 */
const DRAIN_LOCK = 2_019_025; // pg_advisory_xact_lock key of the one drainer

/**
 * The drainer, written once: created here, replaced by later migrations when the rollup
 * statements of 0019 change (0027).
 */
export const analyticsDrainFunction = (verb: 'create' | 'create or replace') =>
  // Rolls up (and removes) the oldest 'batch' rows of the inbox; answers how many it took. With
  // 'wait' false it answers -1 at once while another transaction drains. Interactions before
  // completions: a completion met before its interaction is counted by the interaction's own
  // rollup (a visitor row is inserted completed when the completion exists), never twice.
  `${verb} function analytics_drain(batch int, wait boolean) returns int language plpgsql as $$
  declare
    i_ids text[];
    c_ids text[];
    taken int;
  begin
    if wait then
      perform pg_advisory_xact_lock(${DRAIN_LOCK});
    elsif not pg_try_advisory_xact_lock(${DRAIN_LOCK}) then
      return -1;
    end if;
    with batch_rows as (
      delete from analytics_inbox
      where seq in (select seq from analytics_inbox order by seq limit batch)
      returning kind, row_id
    )
    select array_agg(row_id) filter (where kind = 'i'), array_agg(row_id) filter (where kind = 'c'), count(*)
    into i_ids, c_ids, taken from batch_rows;
    if taken = 0 then
      return 0;
    end if;
    ${interactionsRollup('(select * from interactions where id = any(i_ids))')}
    ${completionsRollup('(select * from completed_journeys where id = any(c_ids))')}
    return taken;
  end $$`;

const statements = [
  `create table analytics_inbox (
    seq bigserial primary key,
    kind char(1) not null,
    row_id text not null
  )`,
  'drop trigger interactions_analytics on interactions',
  'drop trigger completed_journeys_analytics on completed_journeys',
  'drop function analytics_interactions_rollup()',
  'drop function analytics_completions_rollup()',
  `create function analytics_enqueue() returns trigger language plpgsql as $$
  begin
    insert into analytics_inbox (kind, row_id) select tg_argv[0], id from fresh;
    return null;
  end $$`,
  `create trigger interactions_analytics after insert on interactions
   referencing new table as fresh for each statement execute function analytics_enqueue('i')`,
  `create trigger completed_journeys_analytics after insert on completed_journeys
   referencing new table as fresh for each statement execute function analytics_enqueue('c')`,
  analyticsDrainFunction('create'),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
