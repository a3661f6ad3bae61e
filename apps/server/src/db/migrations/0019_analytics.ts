import { readFileSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Usage analytics (issue 15, docs/decisions/0019-analytics-rollups.md). The IBGE territory the
 * region buckets need, and rollups of interactions kept current by statement-level AFTER INSERT
 * triggers (transition tables), so one insert of one row and a bulk INSERT … SELECT fill them the
 * same way. Days and hours are America/Sao_Paulo's (ANALYTICS_TIME_ZONE). Rollup rows with grain
 * 'm' sum a whole month (day = its first day) next to the 'd' rows of each day, so a year reads
 * twelve month rows plus the days of the partial months at its edges.
 */
const TZ = 'America/Sao_Paulo';

// The interactions trigger's work, written once: `fresh` is the trigger's transition table, or
// the backfill function's slice of `interactions`.
export const interactionsRollup = (fresh: string) => `
  insert into analytics_interaction_hours as h (guide_id, journey_key, day, hour, unlocks, accesses)
  select f.guide_id, k.journey_key, (f.created_at at time zone '${TZ}')::date,
    extract(hour from f.created_at at time zone '${TZ}')::int,
    count(*) filter (where f.type = 'Desbloqueio de interação'),
    count(*) filter (where f.type <> 'Desbloqueio de interação')
  from ${fresh} f cross join lateral (values ('*'), (coalesce(f.journey_id, ''))) k(journey_key)
  group by 1, 2, 3, 4
  on conflict (guide_id, journey_key, day, hour) do update
    set unlocks = h.unlocks + excluded.unlocks, accesses = h.accesses + excluded.accesses;

  insert into analytics_point_days as p (guide_id, grain, day, point_id, journey_key, unlocks, accesses,
    t_int_point_dialog, t_tool_bar, t_out_of_app, t_ra_content, t_gps, t_camera)
  select f.guide_id, g.grain, g.day, f.point_id, coalesce(f.journey_id, ''),
    count(*) filter (where f.type = 'Desbloqueio de interação'),
    count(*) filter (where f.type <> 'Desbloqueio de interação'),
    count(*) filter (where f.tracker = 'intPointDialog'), count(*) filter (where f.tracker = 'toolBar'),
    count(*) filter (where f.tracker = 'OutOfApp'), count(*) filter (where f.tracker = 'raContent'),
    count(*) filter (where f.tracker = 'gps'), count(*) filter (where f.tracker = 'camera')
  from ${fresh} f cross join lateral (values
    ('d', (f.created_at at time zone '${TZ}')::date),
    ('m', date_trunc('month', f.created_at at time zone '${TZ}')::date)) g(grain, day)
  group by 1, 2, 3, 4, 5
  on conflict (guide_id, grain, day, point_id, journey_key) do update
    set unlocks = p.unlocks + excluded.unlocks, accesses = p.accesses + excluded.accesses,
      t_int_point_dialog = p.t_int_point_dialog + excluded.t_int_point_dialog,
      t_tool_bar = p.t_tool_bar + excluded.t_tool_bar, t_out_of_app = p.t_out_of_app + excluded.t_out_of_app,
      t_ra_content = p.t_ra_content + excluded.t_ra_content, t_gps = p.t_gps + excluded.t_gps,
      t_camera = p.t_camera + excluded.t_camera;

  with per_user as (
    select f.guide_id, f.user_id, min(f.created_at) as first_at, max(f.user_name) as name, max(f.user_gender) as gender,
      max(f.user_birth_date) as birth, max(f.user_city) as city
    from ${fresh} f group by 1, 2
  ), with_state as (
    select u.*, up.state from per_user u left join user_profiles up on up.id = u.user_id
  ), places as materialized (
    -- Each distinct place of the batch resolved once (a bulk insert holds few hundred).
    select p.city, p.state, r.municipality_id, r.mesoregion_id, r.state_id
    from (select distinct city, state from with_state) p cross join lateral analytics_place(p.city, p.state) r
  ), guide_places as materialized (
    select gd.id, r.municipality_id, r.mesoregion_id, r.state_id
    from guides gd cross join lateral analytics_place(gd.address ->> 'city', gd.address ->> 'state') r
    where gd.id in (select guide_id from per_user)
  ), placed as (
    select w.guide_id, w.user_id, w.name, w.gender, w.birth, (w.first_at at time zone '${TZ}')::date as first_day,
      case
        when v.state_id is null or g.state_id is null then 'unknown'
        when v.state_id <> g.state_id then 'otherStates'
        when v.municipality_id is not null and v.municipality_id = g.municipality_id then 'sameCity'
        when v.mesoregion_id is not null and v.mesoregion_id = g.mesoregion_id then 'sameMesoregion'
        else 'sameState'
      end as region
    from with_state w
    left join places v on v.city is not distinct from w.city and v.state is not distinct from w.state
    left join guide_places g on g.id = w.guide_id
  ), grouped as (
    select f.guide_id, k.journey_key, f.user_id, min(f.created_at) as first_at, count(*) as n,
      count(*) filter (where f.type = 'Desbloqueio de interação') as u
    from ${fresh} f cross join lateral (values ('*'), (coalesce(f.journey_id, ''))) k(journey_key)
    group by 1, 2, 3
  ), upserted as (
    insert into analytics_visitors as v (guide_id, journey_key, user_id, first_day, registered, gender, age_group,
      region, interactions, unlocks, completed)
    select g.guide_id, g.journey_key, g.user_id, (g.first_at at time zone '${TZ}')::date,
      coalesce(p.name, 'Anônimo') <> 'Anônimo', analytics_gender(p.gender),
      analytics_age_group('guide', p.birth, p.first_day), p.region, g.n, g.u,
      g.journey_key not in ('*', '') and exists (select 1 from completed_journeys c
        where c.user_id = g.user_id and c.journey_id = g.journey_key)
    from grouped g join placed p on p.guide_id = g.guide_id and p.user_id = g.user_id
    -- completed changes only through the completions trigger, so a row's state before this
    -- statement is its new state minus this batch's counts.
    on conflict (guide_id, journey_key, user_id) do update
      set interactions = v.interactions + excluded.interactions, unlocks = v.unlocks + excluded.unlocks
    returning v.guide_id, v.journey_key, v.user_id, v.first_day, v.registered, v.gender, v.age_group, v.region,
      v.interactions, v.unlocks, v.completed, (xmax = 0) as inserted
  ), new_visitors as (
    insert into analytics_visitor_groups as vg (guide_id, journey_key, grain, day, registered, gender, age_group, region, visitors)
    select u.guide_id, u.journey_key, g.grain, g.day, u.registered, u.gender, u.age_group, u.region, count(*)
    from upserted u cross join lateral (values ('d', u.first_day), ('m', date_trunc('month', u.first_day)::date)) g(grain, day)
    where u.inserted
    group by 1, 2, 3, 4, 5, 6, 7, 8
    on conflict (guide_id, journey_key, grain, day, registered, gender, age_group, region) do update
      set visitors = vg.visitors + excluded.visitors
    returning 1
  ), moves as (
    -- Each journey visitor leaves their old progress state and enters the new one.
    select u.guide_id, u.journey_key, u.first_day, u.interactions = 1 as single, u.completed, u.unlocks, 1 as d
    from upserted u where u.journey_key not in ('*', '')
    union all
    select u.guide_id, u.journey_key, u.first_day, u.interactions - b.n = 1, u.completed, u.unlocks - b.u, -1
    from upserted u join grouped b on b.guide_id = u.guide_id and b.journey_key = u.journey_key and b.user_id = u.user_id
    where not u.inserted and u.journey_key not in ('*', '')
  )
  insert into analytics_journey_progress as jp (guide_id, journey_id, grain, day, single, completed, unlocks, visitors)
  select m.guide_id, m.journey_key, g.grain, g.day, m.single, m.completed, m.unlocks, sum(m.d)
  from moves m cross join lateral (values ('d', m.first_day), ('m', date_trunc('month', m.first_day)::date)) g(grain, day)
  group by 1, 2, 3, 4, 5, 6, 7
  having sum(m.d) <> 0
  on conflict (guide_id, journey_id, grain, day, single, completed, unlocks) do update
    set visitors = jp.visitors + excluded.visitors;`;

export const completionsRollup = (fresh: string) => `
  insert into analytics_completion_days as c (guide_id, journey_id, day, completions)
  select f.guide_id, f.journey_id, (f.created_at at time zone '${TZ}')::date, count(*)
  from ${fresh} f where f.guide_id is not null
  group by 1, 2, 3
  on conflict (guide_id, journey_id, day) do update set completions = c.completions + excluded.completions;

  with done as (
    update analytics_visitors v set completed = true
    from ${fresh} f where v.guide_id = f.guide_id and v.journey_key = f.journey_id and v.user_id = f.user_id
      and not v.completed
    returning v.guide_id, v.journey_key, v.first_day, v.interactions = 1 as single, v.unlocks
  ), moves as (
    select guide_id, journey_key, first_day, single, false as completed, unlocks, -1 as d from done
    union all select guide_id, journey_key, first_day, single, true, unlocks, 1 from done
  )
  insert into analytics_journey_progress as jp (guide_id, journey_id, grain, day, single, completed, unlocks, visitors)
  select m.guide_id, m.journey_key, g.grain, g.day, m.single, m.completed, m.unlocks, sum(m.d)
  from moves m cross join lateral (values ('d', m.first_day), ('m', date_trunc('month', m.first_day)::date)) g(grain, day)
  group by 1, 2, 3, 4, 5, 6, 7
  on conflict (guide_id, journey_id, grain, day, single, completed, unlocks) do update
    set visitors = jp.visitors + excluded.visitors;`;

const statements = [
  `create table br_states (id int primary key, uf text not null, name_key text not null)`,
  `create table br_municipalities (
    id int primary key,
    state_id int not null,
    mesoregion_id int not null,
    name_key text not null
  )`,
  'create index br_municipalities_name_idx on br_municipalities (name_key, state_id)',

  // Keys and buckets, mirrors of packages/shared/src/rules/analytics.ts (tested through the API).
  `create function analytics_place_key(name text) returns text language sql immutable as $$
    select regexp_replace(lower(translate(coalesce(name, ''),
      'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ',
      'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')), '[^a-z0-9]', '', 'g')
  $$`,
  `create function analytics_gender(gender text) returns text language sql immutable as $$
    select case when gender in ('Masculino', 'Feminino', 'Outro') then gender else 'Não informado' end
  $$`,
  `create function analytics_age_group(kind text, birth date, on_day date) returns text language sql immutable as $$
    select case
      when a is null or a < 0 or a > 120 then 'Desconhecida'
      when kind = 'guide' then case when a <= 18 then '0-18' when a <= 29 then '19-29' when a <= 39 then '30-39'
        when a <= 49 then '40-49' when a <= 59 then '50-59' else '60+' end
      when kind = 'roadMap' then case when a <= 18 then '0 a 18' when a <= 29 then '19 a 29' when a <= 39 then '30 a 39'
        when a <= 49 then '40 a 49' when a <= 59 then '50 a 59' else '60 a 99+' end
      else case when a <= 18 then '0 a 18' when a <= 24 then '19 a 24' when a <= 40 then '25 a 40'
        when a <= 50 then '41 a 50' when a <= 60 then '51 a 60' else '60 a 99+' end
    end
    from (select extract(year from age(on_day::timestamp, birth::timestamp))::int as a) ages
  $$`,
  // A place: its state (by UF or name) and, when the city is known in that state (or, without a
  // state, only one city has that name), its municipality and mesoregion.
  `create function analytics_place(city text, state text, out municipality_id int, out mesoregion_id int, out state_id int)
   language sql stable as $$
    with st as (
      select id from br_states where uf = upper(trim(coalesce(state, ''))) or name_key = analytics_place_key(state) limit 1
    ), candidates as (
      select m.id, m.mesoregion_id, m.state_id from br_municipalities m
      where m.name_key = analytics_place_key(city) and m.name_key <> ''
        and (not exists (select 1 from st) or m.state_id = (select id from st))
      limit 2
    )
    select c.id, c.mesoregion_id, coalesce(c.state_id, (select id from st))
    from (select 1) one
    left join (select * from candidates where (select count(*) from candidates) = 1) c on true
  $$`,

  `create table analytics_interaction_hours (
    guide_id text not null,
    journey_key text not null,
    day date not null,
    hour smallint not null,
    unlocks int not null default 0,
    accesses int not null default 0,
    primary key (guide_id, journey_key, day, hour)
  )`,
  `create table analytics_point_days (
    guide_id text not null,
    grain char(1) not null,
    day date not null,
    point_id text not null,
    journey_key text not null,
    unlocks int not null default 0,
    accesses int not null default 0,
    t_int_point_dialog int not null default 0,
    t_tool_bar int not null default 0,
    t_out_of_app int not null default 0,
    t_ra_content int not null default 0,
    t_gps int not null default 0,
    t_camera int not null default 0,
    primary key (guide_id, grain, day, point_id, journey_key)
  )`,
  `create table analytics_visitors (
    guide_id text not null,
    journey_key text not null,
    user_id text not null,
    first_day date not null,
    registered boolean not null,
    gender text not null,
    age_group text not null,
    region text not null,
    interactions int not null,
    unlocks int not null,
    completed boolean not null default false,
    primary key (guide_id, journey_key, user_id)
  )`,
  'create index analytics_visitors_first_day_idx on analytics_visitors (guide_id, journey_key, first_day)',
  `create table analytics_visitor_groups (
    guide_id text not null,
    journey_key text not null,
    grain char(1) not null,
    day date not null,
    registered boolean not null,
    gender text not null,
    age_group text not null,
    region text not null,
    visitors int not null,
    primary key (guide_id, journey_key, grain, day, registered, gender, age_group, region)
  )`,
  // Visitors of each journey by progress state (one read, completed, unlocks), by first day.
  `create table analytics_journey_progress (
    guide_id text not null,
    journey_id text not null,
    grain char(1) not null,
    day date not null,
    single boolean not null,
    completed boolean not null,
    unlocks int not null,
    visitors int not null,
    primary key (guide_id, journey_id, grain, day, single, completed, unlocks)
  )`,
  `create table analytics_completion_days (
    guide_id text not null,
    journey_id text not null,
    day date not null,
    completions int not null,
    primary key (guide_id, journey_id, day)
  )`,
  'create index ratings_guide_created_idx on ratings (guide_id, created_at)',
  'create index earned_emblems_guide_idx on earned_emblems (guide_id, earned_at)',
  'create index completed_journeys_guide_idx on completed_journeys (guide_id, created_at)',

  `create function analytics_interactions_rollup() returns trigger language plpgsql as $$
  begin${interactionsRollup('fresh')}
    return null;
  end $$`,
  `create trigger interactions_analytics after insert on interactions
   referencing new table as fresh for each statement execute function analytics_interactions_rollup()`,
  `create function analytics_completions_rollup() returns trigger language plpgsql as $$
  begin${completionsRollup('fresh')}
    return null;
  end $$`,
  `create trigger completed_journeys_analytics after insert on completed_journeys
   referencing new table as fresh for each statement execute function analytics_completions_rollup()`,

  // The backfill production runs once here (and after a restore of raw events without rollups):
  // the same statements as the triggers, over the rows created in [since, until).
  `create function analytics_backfill(since timestamptz, until timestamptz) returns void language plpgsql as $$
  begin${interactionsRollup('(select * from interactions where created_at >= since and created_at < until)')}
  ${completionsRollup('(select * from completed_journeys where created_at >= since and created_at < until)')}
  end $$`,
];

function readCsv(name: string): string[][] {
  const text = readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8');
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.replace(/\r$/, '').split(','));
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
  const states = readCsv('estados.csv').map(([id, uf, ...name]) => ({ id: Number(id), uf, name: name.join(',') }));
  await sql`insert into br_states (id, uf, name_key)
    select s.id, s.uf, analytics_place_key(s.name) from json_to_recordset(${JSON.stringify(states)}::json)
      as s(id int, uf text, name text)`.execute(db);
  // municipios.csv: id, id_microrregiao, id_mesorregiao, id_estado, nome (names may hold commas).
  const cities = readCsv('municipios.csv').map(([id, , meso, state, ...name]) => ({
    id: Number(id),
    meso: Number(meso),
    state: Number(state),
    name: name.join(',').replace(/^"|"$/g, ''),
  }));
  await sql`insert into br_municipalities (id, state_id, mesoregion_id, name_key)
    select c.id, c.state, c.meso, analytics_place_key(c.name) from json_to_recordset(${JSON.stringify(cities)}::json)
      as c(id int, meso int, state int, name text)`.execute(db);
  await sql`select analytics_backfill('-infinity', 'infinity')`.execute(db);
}
