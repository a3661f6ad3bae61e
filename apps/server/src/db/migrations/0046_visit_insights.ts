import type { Kysely } from 'kysely';
import { completionsRollup, interactionsRollup } from './0019_analytics.ts';
import { runStatements } from './run-statements.ts';

/**
 * Visits, dwell time, media completion and journey funnels (issue 31 items 1–3,
 * docs/product-decisions.md "Visit insights"). `visit_events` holds what the visitor's app tells
 * besides interactions: a point shown (with its language and content format), the point closed,
 * a narration or video started and completed. Its rows join the rollups' inbox (kind 'e') and the
 * drain rolls them up with the interactions in one pass per visitor and guide, in time order:
 *
 * - a visit is a visitor's events in a guide with no gap longer than 30 minutes; its length is
 *   its last event minus its first, counted on the day it started (`analytics_visit_lengths`, by
 *   whole minute, and `analytics_visit_points`, by distinct points);
 * - a visitor returns when a visit of theirs starts on a later day than their first
 *   (`analytics_returning`, by the day of their first visit);
 * - a point's dwell is from its showing to the next point shown or its closing, in the same
 *   visit, capped at 15 minutes (`analytics_point_media`, with plays and completions);
 * - a journey's funnel keeps, per visitor, the set of the journey's points they opened
 *   (`analytics_journey_state`) and counts visitors per set (`analytics_journey_reach`), so the
 *   order is the journey's at read time.
 *
 * `analytics_visit_state` is each visitor's open visit and open point view. For visits, an event
 * older than the visitor's last one (the app sends its visit events in batches, after the
 * interactions; an offline write later still) counts at the time of that last one; a dwell is
 * measured between the two views' own times.
 */
const TZ = 'America/Sao_Paulo';
const GAP = "interval '30 minutes'";
const DWELL_CAP_SECONDS = 900;
/** Visit lengths above this many minutes share its bucket. */
const MAX_MINUTES = 720;

const local = (at: string) => `(${at} at time zone '${TZ}')::date`;
const grains = (day: string) => `(values ('d', ${day}), ('m', date_trunc('month', ${day})::date)) gr(grain, day)`;

const visitsRollup = `create or replace function analytics_visits_rollup(i_ids text[], e_ids text[]) returns void
  language plpgsql as $$
  declare
    r record;
    g text; u text;
    known boolean := false;
    stored boolean;
    vs timestamptz; la timestamptz; pts text[]; fd date; ret boolean;
    op text; ol text; ofm text; od date; oa timestamptz;
    base boolean; b_day date; b_min int; b_pts int; b_ret boolean;
    t timestamptz;
    -- Moves of the histograms: +1 for a visit's figures now, -1 for what was counted before.
    v_g text[] := '{}'; v_day date[] := '{}'; v_min int[] := '{}'; v_pts int[] := '{}'; v_d int[] := '{}';
    r_g text[] := '{}'; r_day date[] := '{}'; r_ret boolean[] := '{}'; r_d int[] := '{}';
    w_g text[] := '{}'; w_day date[] := '{}'; w_p text[] := '{}'; w_l text[] := '{}'; w_f text[] := '{}'; w_s int[] := '{}';
  begin
    for r in
      select * from (
        select guide_id, user_id, created_at as at, point_id, 'interaction'::text as kind, null::text as language,
          null::text as format
        from interactions where id = any(i_ids)
        union all
        select guide_id, user_id, created_at, point_id, kind, language, format
        from visit_events where id = any(e_ids) and user_id is not null
        union all
        select null, null, null, null, null, null, null
      ) x order by guide_id nulls last, user_id, at
    loop
      if known and (r.guide_id is null or r.guide_id <> g or r.user_id <> u) then
        if base then
          v_g := v_g || g; v_day := v_day || b_day; v_min := v_min || b_min; v_pts := v_pts || b_pts; v_d := v_d || -1;
        end if;
        v_g := v_g || g; v_day := v_day || ${local('vs')};
        v_min := v_min || least(${MAX_MINUTES}, floor(extract(epoch from la - vs) / 60)::int);
        v_pts := v_pts || cardinality(pts); v_d := v_d || 1;
        if not stored then
          r_g := r_g || g; r_day := r_day || fd; r_ret := r_ret || ret; r_d := r_d || 1;
        elsif ret <> b_ret then
          r_g := r_g || g || g; r_day := r_day || fd || fd; r_ret := r_ret || b_ret || ret; r_d := r_d || -1 || 1;
        end if;
        insert into analytics_visit_state as s (guide_id, user_id, visit_start, last_at, points, first_day, returned,
          open_point, open_language, open_format, open_day, open_at)
        values (g, u, vs, la, pts, fd, ret, op, ol, ofm, od, oa)
        on conflict (guide_id, user_id) do update set visit_start = excluded.visit_start, last_at = excluded.last_at,
          points = excluded.points, returned = excluded.returned, open_point = excluded.open_point,
          open_language = excluded.open_language, open_format = excluded.open_format, open_day = excluded.open_day,
          open_at = excluded.open_at;
        known := false;
      end if;
      exit when r.guide_id is null;
      if not known then
        g := r.guide_id; u := r.user_id; known := true;
        select s.visit_start, s.last_at, s.points, s.first_day, s.returned, s.open_point, s.open_language,
          s.open_format, s.open_day, s.open_at
        into vs, la, pts, fd, ret, op, ol, ofm, od, oa
        from analytics_visit_state s where s.guide_id = g and s.user_id = u;
        stored := found;
        base := stored;
        if stored then
          b_day := ${local('vs')}; b_min := least(${MAX_MINUTES}, floor(extract(epoch from la - vs) / 60)::int);
          b_pts := cardinality(pts); b_ret := ret;
        else
          vs := null; la := null; op := null;
        end if;
      end if;
      t := greatest(r.at, coalesce(la, r.at));
      if vs is null then
        vs := t; la := t; pts := '{}'; fd := ${local('t')}; ret := false;
      elsif t - la > ${GAP} then
        -- The visit ended: its figures are final; another starts (a view left open has no end).
        if base then
          v_g := v_g || g; v_day := v_day || b_day; v_min := v_min || b_min; v_pts := v_pts || b_pts; v_d := v_d || -1;
        end if;
        base := false;
        v_g := v_g || g; v_day := v_day || ${local('vs')};
        v_min := v_min || least(${MAX_MINUTES}, floor(extract(epoch from la - vs) / 60)::int);
        v_pts := v_pts || cardinality(pts); v_d := v_d || 1;
        vs := t; pts := '{}'; op := null;
        if ${local('t')} > fd then ret := true; end if;
      end if;
      la := t;
      if not (r.point_id = any(pts)) then pts := pts || r.point_id; end if;
      if r.kind in ('pointView', 'pointLeave') then
        if op is not null and (r.kind = 'pointView' or r.point_id = op) then
          w_g := w_g || g; w_day := w_day || od; w_p := w_p || op; w_l := w_l || ol; w_f := w_f || ofm;
          -- The views' own times: the app sends them in order, though later than the interactions.
          w_s := w_s || least(${DWELL_CAP_SECONDS}, greatest(0, round(extract(epoch from r.at - oa))))::int;
          op := null;
        end if;
        if r.kind = 'pointView' then
          op := r.point_id; ol := coalesce(r.language, ''); ofm := coalesce(r.format, ''); od := ${local('r.at')};
          oa := r.at;
        end if;
      end if;
    end loop;

    insert into analytics_visit_lengths as l (guide_id, grain, day, minutes, visits)
    select x.g, gr.grain, gr.day, x.m, sum(x.d)
    from unnest(v_g, v_day, v_min, v_d) x(g, day, m, d) cross join lateral ${grains('x.day')}
    group by 1, 2, 3, 4 having sum(x.d) <> 0
    on conflict (guide_id, grain, day, minutes) do update set visits = l.visits + excluded.visits;

    insert into analytics_visit_points as p (guide_id, grain, day, points, visits)
    select x.g, gr.grain, gr.day, x.n, sum(x.d)
    from unnest(v_g, v_day, v_pts, v_d) x(g, day, n, d) cross join lateral ${grains('x.day')}
    group by 1, 2, 3, 4 having sum(x.d) <> 0
    on conflict (guide_id, grain, day, points) do update set visits = p.visits + excluded.visits;

    insert into analytics_returning as rt (guide_id, grain, day, returned, visitors)
    select x.g, gr.grain, gr.day, x.ret, sum(x.d)
    from unnest(r_g, r_day, r_ret, r_d) x(g, day, ret, d) cross join lateral ${grains('x.day')}
    group by 1, 2, 3, 4 having sum(x.d) <> 0
    on conflict (guide_id, grain, day, returned) do update set visitors = rt.visitors + excluded.visitors;

    insert into analytics_point_media as pm (guide_id, grain, day, point_id, language, format, timed_views, dwell_seconds)
    select x.g, gr.grain, gr.day, x.p, x.l, x.f, count(*), sum(x.s)
    from unnest(w_g, w_day, w_p, w_l, w_f, w_s) x(g, day, p, l, f, s) cross join lateral ${grains('x.day')}
    group by 1, 2, 3, 4, 5, 6
    on conflict (guide_id, grain, day, point_id, language, format) do update
      set timed_views = pm.timed_views + excluded.timed_views, dwell_seconds = pm.dwell_seconds + excluded.dwell_seconds;

    -- Views, plays and completions need no order: counted as they come, visitors or not.
    insert into analytics_point_media as pm (guide_id, grain, day, point_id, language, format, views,
      narration_plays, narration_completes, video_plays, video_completes)
    select e.guide_id, gr.grain, gr.day, e.point_id, coalesce(e.language, ''), coalesce(e.format, ''),
      count(*) filter (where e.kind = 'pointView'),
      count(*) filter (where e.kind = 'narrationPlay'), count(*) filter (where e.kind = 'narrationComplete'),
      count(*) filter (where e.kind = 'videoPlay'), count(*) filter (where e.kind = 'videoComplete')
    from visit_events e cross join lateral ${grains(local('e.created_at'))}
    where e.id = any(e_ids) and e.kind <> 'pointLeave'
    group by 1, 2, 3, 4, 5, 6
    on conflict (guide_id, grain, day, point_id, language, format) do update
      set views = pm.views + excluded.views, narration_plays = pm.narration_plays + excluded.narration_plays,
        narration_completes = pm.narration_completes + excluded.narration_completes,
        video_plays = pm.video_plays + excluded.video_plays, video_completes = pm.video_completes + excluded.video_completes;

    -- Journey funnels: each visitor's set of the journey's points opened moves to its new set.
    with fresh as (
      select guide_id, journey_id, user_id, min(created_at) as first_at, array_agg(distinct point_id) as opened
      from interactions where id = any(i_ids) and journey_id is not null and journey_id <> ''
      group by 1, 2, 3
    ), merged as (
      select f.guide_id, f.journey_id, f.user_id, coalesce(s.first_day, ${local('f.first_at')}) as first_day,
        s.points as before, array(select distinct x from unnest(coalesce(s.points, '{}') || f.opened) x order by x) as after
      from fresh f left join analytics_journey_state s
        on s.guide_id = f.guide_id and s.journey_id = f.journey_id and s.user_id = f.user_id
    ), changed as (
      select * from merged where before is distinct from after
    ), saved as (
      insert into analytics_journey_state as s (guide_id, journey_id, user_id, first_day, points)
      select guide_id, journey_id, user_id, first_day, after from changed
      on conflict (guide_id, journey_id, user_id) do update set points = excluded.points
      returning 1
    ), moves as (
      select guide_id, journey_id, first_day, before as points, -1 as d from changed where before is not null
      union all select guide_id, journey_id, first_day, after, 1 from changed
    )
    insert into analytics_journey_reach as jr (guide_id, journey_id, grain, day, points, visitors)
    select m.guide_id, m.journey_id, gr.grain, gr.day, m.points, sum(m.d)
    from moves m cross join lateral ${grains('m.first_day')}
    group by 1, 2, 3, 4, 5 having sum(m.d) <> 0
    on conflict (guide_id, journey_id, grain, day, points) do update set visitors = jr.visitors + excluded.visitors;
  end $$`;

/**
 * The drainer of 0025 (its statements of 0019, places resolved once as in 0027) with the visit
 * events of the inbox ('e') and the visit rollup after the interactions' own.
 */
const DRAIN_LOCK = 2_019_025;
/** The drainer, with what a later migration's rollups of the same batch add after the visits' (0047). */
export const drainFunction = (
  more = '',
) => `create or replace function analytics_drain(batch int, wait boolean) returns int language plpgsql as $$
  declare
    i_ids text[];
    c_ids text[];
    e_ids text[];
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
    select array_agg(row_id) filter (where kind = 'i'), array_agg(row_id) filter (where kind = 'c'),
      array_agg(row_id) filter (where kind = 'e'), count(*)
    into i_ids, c_ids, e_ids, taken from batch_rows;
    if taken = 0 then
      return 0;
    end if;
    ${interactionsRollup('(select * from interactions where id = any(i_ids))')}
    ${completionsRollup('(select * from completed_journeys where id = any(c_ids))')}
    perform analytics_visits_rollup(coalesce(i_ids, '{}'), coalesce(e_ids, '{}'));${more}
    return taken;
  end $$`;

const statements = [
  `create table visit_events (
    id text primary key,
    kind text not null,
    guide_id text not null,
    point_id text not null,
    journey_id text,
    user_id text,
    language text,
    format text,
    created_at timestamptz not null default now()
  )`,
  'create index visit_events_guide_idx on visit_events (guide_id, created_at)',
  'create index visit_events_user_id_idx on visit_events (user_id)',
  `create table analytics_visit_state (
    guide_id text not null,
    user_id text not null,
    visit_start timestamptz not null,
    last_at timestamptz not null,
    points text[] not null,
    first_day date not null,
    returned boolean not null,
    open_point text,
    open_language text,
    open_format text,
    open_day date,
    open_at timestamptz,
    primary key (guide_id, user_id)
  )`,
  `create table analytics_visit_lengths (
    guide_id text not null,
    grain char(1) not null,
    day date not null,
    minutes smallint not null,
    visits int not null,
    primary key (guide_id, grain, day, minutes)
  )`,
  `create table analytics_visit_points (
    guide_id text not null,
    grain char(1) not null,
    day date not null,
    points smallint not null,
    visits int not null,
    primary key (guide_id, grain, day, points)
  )`,
  `create table analytics_returning (
    guide_id text not null,
    grain char(1) not null,
    day date not null,
    returned boolean not null,
    visitors int not null,
    primary key (guide_id, grain, day, returned)
  )`,
  `create table analytics_point_media (
    guide_id text not null,
    grain char(1) not null,
    day date not null,
    point_id text not null,
    language text not null,
    format text not null,
    views int not null default 0,
    timed_views int not null default 0,
    dwell_seconds bigint not null default 0,
    narration_plays int not null default 0,
    narration_completes int not null default 0,
    video_plays int not null default 0,
    video_completes int not null default 0,
    primary key (guide_id, grain, day, point_id, language, format)
  )`,
  `create table analytics_journey_state (
    guide_id text not null,
    journey_id text not null,
    user_id text not null,
    first_day date not null,
    points text[] not null,
    primary key (guide_id, journey_id, user_id)
  )`,
  `create table analytics_journey_reach (
    guide_id text not null,
    journey_id text not null,
    grain char(1) not null,
    day date not null,
    points text[] not null,
    visitors int not null,
    primary key (guide_id, journey_id, grain, day, points)
  )`,
  `create trigger visit_events_analytics after insert on visit_events
   referencing new table as fresh for each statement execute function analytics_enqueue('e')`,
  visitsRollup,
  drainFunction(),
  // Visits of what is stored (and a rebuild after a restore of raw events): every interaction and
  // visit event not waiting in the inbox, in time order, a month at a time (the state carries over).
  `create function analytics_visits_backfill() returns void language plpgsql as $$
  declare m timestamptz;
  begin
    for m in select distinct date_trunc('month', created_at) from (
      select created_at from interactions union all select created_at from visit_events) x order by 1
    loop
      perform analytics_visits_rollup(
        array(select id from interactions where created_at >= m and created_at < m + interval '1 month'
          and id not in (select row_id from analytics_inbox where kind = 'i')),
        array(select id from visit_events where created_at >= m and created_at < m + interval '1 month'
          and id not in (select row_id from analytics_inbox where kind = 'e')));
    end loop;
  end $$`,
  'select analytics_visits_backfill()',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
