import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Each visitor's first interaction with each point, kept by a statement trigger on `interactions`
 * (every way in: the recorder, the legacy import, the demo's events). A visitor's state read the
 * points visited by aggregating all their interactions, so a batch of interactions read more the
 * longer its visitors had been walking (1,700 rows for a batch of 34 on bench:interactions); now
 * it reads one row per point visited, by the primary key. Interactions are never updated or
 * deleted (an event log), so inserts are all the trigger follows.
 */
const statements = [
  `create table visited_points (
    user_id text not null,
    point_id text not null,
    guide_id text not null,
    first_at timestamptz not null,
    primary key (user_id, point_id)
  )`,
  `insert into visited_points (user_id, point_id, guide_id, first_at)
   select distinct on (user_id, point_id) user_id, point_id, guide_id, created_at from interactions
   order by user_id, point_id, created_at, id`,
  `create function visited_points_add() returns trigger language plpgsql as $$
  begin
    insert into visited_points (user_id, point_id, guide_id, first_at)
    select distinct on (user_id, point_id) user_id, point_id, guide_id, created_at from fresh
    order by user_id, point_id, created_at, id
    on conflict do nothing;
    return null;
  end $$`,
  `create trigger interactions_visited_points after insert on interactions
   referencing new table as fresh for each statement execute function visited_points_add()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
