// The guide dashboard's figures by plain GROUP BY over the raw event tables (no rollup), for the
// analytics bench's ratio: time buckets, visitors by gender / age / region (first visit in the
// period), points with the tracker split, journey progress per visitor, completions, ratings.
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';

const TZ = 'America/Sao_Paulo';

export async function rawDashboard(db: Db, guideId: string, query: { from: string; to: string }) {
  const start = sql`(${query.from}::date::timestamp at time zone ${TZ})`;
  const end = sql`((${query.to}::date + 1)::timestamp at time zone ${TZ})`;
  const period = sql`guide_id = ${guideId} and created_at >= ${start} and created_at < ${end}`;
  return Promise.all([
    sql`select (created_at at time zone ${TZ})::date as day, extract(hour from created_at at time zone ${TZ}) as hour,
        count(*) filter (where type = 'Desbloqueio de interação'), count(*)
      from interactions where ${period} group by grouping sets ((1), (2))`.execute(db),
    sql`with first_visits as (
        select user_id, min(created_at) as first_at, max(user_name) as name, max(user_gender) as gender,
          max(user_birth_date) as birth, max(user_city) as city
        from interactions where guide_id = ${guideId} and created_at < ${end} group by user_id
      )
      select coalesce(name, 'Anônimo') <> 'Anônimo' as registered, analytics_gender(gender) as gender,
        analytics_age_group('guide', birth, (first_at at time zone ${TZ})::date) as age, m.mesoregion_id, count(*)
      from first_visits left join br_municipalities m on m.name_key = analytics_place_key(city)
      where first_at >= ${start}
      group by grouping sets ((1), (2), (3), (4))`.execute(db),
    sql`select point_id, count(*) filter (where type = 'Desbloqueio de interação') as unlocks, count(*) as total,
        count(*) filter (where tracker = 'intPointDialog'), count(*) filter (where tracker = 'OutOfApp'),
        count(*) filter (where tracker = 'gps'), count(*) filter (where tracker = 'camera'),
        count(*) filter (where tracker = 'toolBar'), count(*) filter (where tracker = 'raContent')
      from interactions where ${period} group by point_id order by 2 desc, 3 desc limit 100`.execute(db),
    sql`with per_visitor as (
        select journey_id, user_id, count(*) as n, count(*) filter (where type = 'Desbloqueio de interação') as u
        from interactions where ${period} group by journey_id, user_id
      )
      select journey_id, case when n = 1 then 'single' else (u * 10 / 10)::text end as bucket, count(*)
      from per_visitor group by 1, 2`.execute(db),
    sql`select journey_id, count(*) from completed_journeys where ${period} group by journey_id`.execute(db),
    sql`select count(*) filter (where rate >= 9), count(*) filter (where rate <= 6), count(*)
      from ratings where ${period} and type = 'Guia'`.execute(db),
  ]);
}
