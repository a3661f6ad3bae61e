import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Stop numbers (issue 30 item 2): `stop_number`, the short number visitors type on the keypad,
 * unique within a guide; `opens_by_number`, the managers' leave for that number to unlock a point
 * that needs its QR code or the visitor on site (docs/product-decisions.md, "Stop numbers").
 * Existing points are numbered per guide in journey order: the guide's journeys as it orders them
 * (journey_order, then the unlisted ones oldest first), each journey's points in its order, a
 * point under the first journey that lists it; points of no journey last, oldest first. The column
 * stays nullable: the release before this one inserts points without it (the panel then suggests
 * a number and saves it).
 */
/**
 * Numbers the points that have none, per guide in journey order, after the highest number the
 * guide has (exported for its test).
 */
export const NUMBER_POINTS_IN_JOURNEY_ORDER = `with placed as (
    select p.id, p.guide_id, p.created_at, first_place.journey_rank, first_place.journey_created,
      first_place.journey_id, first_place.point_rank
    from points p
    left join lateral (
      select coalesce(array_position(g.journey_order, j.id), 2147483647) as journey_rank,
        j.created_at as journey_created, j.id as journey_id, o.ord as point_rank
      from journeys j
      join guides g on g.id = j.guide_id
      cross join unnest(j.point_order) with ordinality as o(point_id, ord)
      where j.guide_id = p.guide_id and o.point_id = p.id
      order by 1, 2, 3, 4
      limit 1
    ) first_place on true
    where p.stop_number is null
  ), ranked as (
    select id, (select coalesce(max(stop_number), 0) from points q where q.guide_id = placed.guide_id) + row_number() over (
      partition by guide_id
      order by journey_rank nulls last, journey_created nulls last, journey_id nulls last, point_rank nulls last,
        created_at, id
    ) as n
    from placed
  )
  update points set stop_number = ranked.n from ranked where points.id = ranked.id and ranked.n <= 9999`;

const statements = [
  'alter table points add column stop_number integer',
  'alter table points add column opens_by_number boolean not null default false',
  NUMBER_POINTS_IN_JOURNEY_ORDER,
  'create unique index points_stop_number_idx on points (guide_id, stop_number) where stop_number is not null',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
