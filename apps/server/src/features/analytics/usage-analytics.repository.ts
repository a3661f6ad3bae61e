import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { instants, localDay, localHour, type Period } from './period.ts';

/**
 * Access and road-map dashboards: aggregates over the (guide_id | road_map_id, created_at) indexes
 * of the usage logs (docs/decisions/0019-analytics-rollups.md says why these have no rollup).
 */

type Bucketed = { bucket: string; count: number };
type Timed = { day: string | null; hour: number | null; count: number };

async function timeOf(db: Db, table: 'accesses' | 'road_map_executions', column: string, id: string, period: Period) {
  const { start, end } = instants(period);
  const { rows } = await sql<Timed>`
    select ${localDay('created_at')}::text as day, ${localHour('created_at')} as hour, count(*)::int as count
    from ${sql.table(table)} where ${sql.ref(column)} = ${id} and created_at >= ${start} and created_at < ${end}
    group by grouping sets ((day), (hour))`.execute(db);
  return {
    days: rows.flatMap((row) => (row.day !== null ? [{ day: row.day, count: row.count }] : [])),
    hours: rows.flatMap((row) => (row.day === null && row.hour !== null ? [{ hour: row.hour, count: row.count }] : [])),
  };
}

export async function readAccessFigures(db: Db, guideId: string, period: Period) {
  const { start, end } = instants(period);
  const where = sql`guide_id = ${guideId} and created_at >= ${start} and created_at < ${end}`;
  const [headline, groups, points, time] = await Promise.all([
    sql<{ accesses: number; visitors: number; clicks: number; pointAccesses: number }>`
      select (select count(*) from accesses where ${where})::int as accesses,
        (select count(distinct user_id) from accesses where ${where} and user_id is not null)::int as visitors,
        (select count(*) from point_clicks where ${where})::int as clicks,
        (select count(*) from point_accesses where ${where})::int as "pointAccesses"`.execute(db),
    sql<{ feature: string | null; age: string | null; gender: string | null; count: number }>`
      select feature, analytics_age_group('access', user_birth_date, ${localDay('created_at')}) as age,
        analytics_gender(user_gender) as gender, count(*)::int as count
      from accesses where ${where}
      group by grouping sets ((feature), (age), (gender))`.execute(db),
    sql<{ pointId: string; name: string | null; clicks: number; accesses: number }>`
      select e.point_id as "pointId", coalesce(p.name ->> 'pt', max(e.point_name)) as name,
        count(*) filter (where e.kind = 'click')::int as clicks, count(*) filter (where e.kind = 'access')::int as accesses
      from (select point_id, point_name, 'click' as kind from point_clicks where ${where}
        union all select point_id, point_name, 'access' from point_accesses where ${where}) e
      left join points p on p.id = e.point_id
      group by e.point_id, p.name
      order by 3 desc, 4 desc, 1 limit 100`.execute(db),
    timeOf(db, 'accesses', 'guide_id', guideId, period),
  ]);
  const pick = (key: 'feature' | 'age' | 'gender'): Bucketed[] =>
    groups.rows.flatMap((row) => {
      const others = (['feature', 'age', 'gender'] as const).filter((k) => k !== key);
      if (row[key] === null || others.some((k) => row[k] !== null)) return [];
      return [{ bucket: row[key] ?? '', count: row.count }];
    });
  return {
    headline: headline.rows[0] ?? { accesses: 0, visitors: 0, clicks: 0, pointAccesses: 0 },
    features: pick('feature'),
    ages: pick('age'),
    genders: pick('gender'),
    points: points.rows,
    time,
  };
}

export async function readRoadMap(db: Db, roadMapId: string) {
  return db.selectFrom('road_maps').select(['id', 'guide_ids']).where('id', '=', roadMapId).executeTakeFirst();
}

/** Whether the user is an administrator of the road map (admin_panel_access by their e-mail). */
export async function isRoadMapAdmin(db: Db, userId: string, roadMapId: string) {
  const { rows } = await sql<{ ok: boolean }>`
    select exists (select 1 from admin_panel_access a join auth_users u on lower(u.email) = lower(a.user_email)
      where u.id = ${userId} and a.road_map_id = ${roadMapId} and a.type = 'roadMap') as ok`.execute(db);
  return rows[0]?.ok === true;
}

export async function readRoadMapFigures(db: Db, roadMapId: string, guideIds: readonly string[], period: Period) {
  const { start, end } = instants(period);
  const where = sql`road_map_id = ${roadMapId} and created_at >= ${start} and created_at < ${end}`;
  const [headline, groups, perVisitor, perGuide, time] = await Promise.all([
    sql<{ executions: number; visitors: number; accesses: number }>`
      select (select count(*) from road_map_executions where ${where})::int as executions,
        (select count(distinct user_id) from road_map_executions where ${where})::int as visitors,
        (select count(*) from accesses where ${where})::int as accesses`.execute(db),
    sql<{ age: string | null; gender: string | null; count: number }>`
      select analytics_age_group('roadMap', user_birth_date, ${localDay('created_at')}) as age,
        analytics_gender(user_gender) as gender, count(*)::int as count
      from road_map_executions where ${where} group by grouping sets ((age), (gender))`.execute(db),
    // One row per completion band: each visitor's executions and distinct road-map guides.
    sql<{ executions: number; guides: number; visitors: number }>`
      select executions, guides, count(*)::int as visitors from (
        select user_id, count(*)::int as executions,
          count(distinct guide_id) filter (where guide_id = any (${sql.val(guideIds)}::text[]))::int as guides
        from road_map_executions where ${where} group by user_id
      ) v group by executions, guides`.execute(db),
    sql<{ guideId: string; executions: number; visitors: number }>`
      select guide_id as "guideId", count(*)::int as executions, count(distinct user_id)::int as visitors
      from road_map_executions where ${where} and guide_id is not null
      group by guide_id`.execute(db),
    timeOf(db, 'road_map_executions', 'road_map_id', roadMapId, period),
  ]);
  return {
    headline: headline.rows[0] ?? { executions: 0, visitors: 0, accesses: 0 },
    ages: groups.rows.flatMap((r) => (r.age !== null && r.gender === null ? [{ bucket: r.age, count: r.count }] : [])),
    genders: groups.rows.flatMap((r) =>
      r.gender !== null && r.age === null ? [{ bucket: r.gender, count: r.count }] : [],
    ),
    perVisitor: perVisitor.rows,
    perGuide: perGuide.rows,
    time,
  };
}

export async function guideNames(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db.selectFrom('guides').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name.pt ?? row.id]));
}
