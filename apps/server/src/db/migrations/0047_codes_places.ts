import type { Kysely } from 'kysely';
import { drainFunction } from './0046_visit_insights.ts';
import { runStatements } from './run-statements.ts';

/**
 * Codes and places (issue 31 item 4, docs/product-decisions.md "Visit insights"): every
 * interaction counted per point and tracker (how the visitor reached it: the in-app QR scanner,
 * a printed code's link, GPS, the camera, a stop number, the list, AR), with the unlocks among
 * them (`analytics_point_methods`), and per point and hour of the day (`analytics_point_hours`),
 * by day and month as the other rollups. The drain fills them from the same batch of the inbox as
 * the interactions' and visits' rollups; the interactions already stored are counted here once.
 */
const TZ = 'America/Sao_Paulo';

const placesRollup = (fresh: string) => `
  insert into analytics_point_methods as m (guide_id, grain, day, point_id, tracker, events, unlocks)
  select f.guide_id, gr.grain, gr.day, f.point_id, coalesce(f.tracker, ''), count(*),
    count(*) filter (where f.type = 'Desbloqueio de interação')
  from ${fresh} f cross join lateral (values
    ('d', (f.created_at at time zone '${TZ}')::date),
    ('m', date_trunc('month', f.created_at at time zone '${TZ}')::date)) gr(grain, day)
  group by 1, 2, 3, 4, 5
  on conflict (guide_id, grain, day, point_id, tracker) do update
    set events = m.events + excluded.events, unlocks = m.unlocks + excluded.unlocks;

  insert into analytics_point_hours as h (guide_id, grain, day, point_id, hour, events)
  select f.guide_id, gr.grain, gr.day, f.point_id, extract(hour from f.created_at at time zone '${TZ}')::smallint,
    count(*)
  from ${fresh} f cross join lateral (values
    ('d', (f.created_at at time zone '${TZ}')::date),
    ('m', date_trunc('month', f.created_at at time zone '${TZ}')::date)) gr(grain, day)
  group by 1, 2, 3, 4, 5
  on conflict (guide_id, grain, day, point_id, hour) do update set events = h.events + excluded.events;`;

const statements = [
  `create table analytics_point_methods (
    guide_id text not null,
    grain char(1) not null,
    day date not null,
    point_id text not null,
    tracker text not null,
    events int not null,
    unlocks int not null,
    primary key (guide_id, grain, day, point_id, tracker)
  )`,
  `create table analytics_point_hours (
    guide_id text not null,
    grain char(1) not null,
    day date not null,
    point_id text not null,
    hour smallint not null,
    events int not null,
    primary key (guide_id, grain, day, point_id, hour)
  )`,
  `create function analytics_places_rollup(i_ids text[]) returns void language plpgsql as $$
  begin
    ${placesRollup('(select * from interactions where id = any(i_ids))')}
  end $$`,
  drainFunction(`
    perform analytics_places_rollup(coalesce(i_ids, '{}'));`),
  // What is stored already (the inbox's rows are the drain's), and a rebuild after a restore of raw events.
  `create function analytics_places_backfill() returns void language plpgsql as $$
  begin
    ${placesRollup("(select * from interactions where id not in (select row_id from analytics_inbox where kind = 'i'))")}
  end $$`,
  'select analytics_places_backfill()',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
