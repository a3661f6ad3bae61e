import type { LocalizedText } from '@percurso/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { grainCovers, instants, type Period } from './period.ts';

/**
 * The guide dashboard's reads (docs/decisions/0019-analytics-rollups.md). Every query aggregates
 * in the database over a rollup or an index; `journeyKey` is '*' for the whole guide.
 */

export interface DayTotal {
  day: string;
  unlocks: number;
  accesses: number;
}

/** Unlocks and accesses per day, and per hour of the day, over the period. */
export async function readInteractionTime(db: Db, guideId: string, journeyKey: string, period: Period) {
  const { rows } = await sql<{ day: string | null; hour: number | null; unlocks: number; accesses: number }>`
    select day::text as day, hour, sum(unlocks)::int as unlocks, sum(accesses)::int as accesses
    from analytics_interaction_hours
    where guide_id = ${guideId} and journey_key = ${journeyKey} and day between ${period.from}::date and ${period.to}::date
    group by grouping sets ((day), (hour))`.execute(db);
  const days: DayTotal[] = [];
  const hours: Array<{ hour: number; count: number }> = [];
  for (const row of rows) {
    if (row.day !== null) days.push({ day: row.day, unlocks: row.unlocks, accesses: row.accesses });
    else if (row.hour !== null) hours.push({ hour: row.hour, count: row.unlocks + row.accesses });
  }
  return { days, hours };
}

export interface VisitorGroupRow {
  dimension: 'registered' | 'gender' | 'age_group' | 'region';
  value: string;
  visitors: number;
}

/** New visitors of the period by registration, gender, age group and region. */
export async function readVisitorGroups(db: Db, guideId: string, journeyKey: string, period: Period) {
  const { rows } = await sql<{
    registered: boolean | null;
    gender: string | null;
    age_group: string | null;
    region: string | null;
    visitors: number;
    g: number;
  }>`
    select registered, gender, age_group, region, sum(visitors)::int as visitors,
      grouping(registered, gender, age_group, region)::int as g
    from analytics_visitor_groups
    where guide_id = ${guideId} and journey_key = ${journeyKey} and ${grainCovers(period)}
    group by grouping sets ((registered), (gender), (age_group), (region))`.execute(db);
  const out: VisitorGroupRow[] = [];
  for (const row of rows) {
    if (row.g === 0b0111) out.push({ dimension: 'registered', value: String(row.registered), visitors: row.visitors });
    else if (row.g === 0b1011) out.push({ dimension: 'gender', value: row.gender ?? '', visitors: row.visitors });
    else if (row.g === 0b1101) out.push({ dimension: 'age_group', value: row.age_group ?? '', visitors: row.visitors });
    else out.push({ dimension: 'region', value: row.region ?? '', visitors: row.visitors });
  }
  return out;
}

export interface PointRow {
  pointId: string;
  name: string | null;
  unlocks: number;
  accesses: number;
  intPointDialog: number;
  toolBar: number;
  OutOfApp: number;
  raContent: number;
  gps: number;
  camera: number;
}

/** Points by unlocks then accesses (at most 100), with the tracker split. */
export async function readPointRanking(db: Db, guideId: string, journeyId: string | null, period: Period) {
  const { rows } = await sql<PointRow>`
    select r.point_id as "pointId", coalesce(p.name ->> 'pt', r.point_id) as name, r.unlocks, r.accesses,
      r.dialog as "intPointDialog", r.tool_bar as "toolBar", r.out_of_app as "OutOfApp", r.ra as "raContent",
      r.gps, r.camera
    from (
      select point_id, sum(unlocks)::int as unlocks, sum(accesses)::int as accesses,
        sum(t_int_point_dialog)::int as dialog, sum(t_tool_bar)::int as tool_bar, sum(t_out_of_app)::int as out_of_app,
        sum(t_ra_content)::int as ra, sum(t_gps)::int as gps, sum(t_camera)::int as camera
      from analytics_point_days
      where guide_id = ${guideId} and ${grainCovers(period)}
        and (${journeyId}::text is null or journey_key = ${journeyId}::text)
      group by point_id
      order by 2 desc, 3 desc, point_id
      limit 100
    ) r left join points p on p.id = r.point_id
    order by r.unlocks desc, r.accesses desc, r.point_id`.execute(db);
  return rows;
}

export interface JourneyBucketRow {
  journeyId: string;
  name: LocalizedText | null;
  requiredPoints: number;
  bucket: string | null;
  visitors: number;
}

/**
 * Journey progress buckets of the period's new visitors of each journey, from the progress
 * rollup: one read of a visitor is 'Leitura única', a completed journey '100', else the share of
 * its required points unlocked (capped below 100 until the journey is completed).
 */
export async function readJourneyProgress(db: Db, guideId: string, journeyId: string | null, period: Period) {
  const { rows } = await sql<JourneyBucketRow>`
    with journeys_of as (
      select j.id, j.name, j.created_at, (
        select case when count(*) filter (where p.journey_required) > 0
          then count(*) filter (where p.journey_required) else count(*) end
        from points p where p.enabled and j.id = any (p.journey_ids)
      )::int as required
      from journeys j where j.guide_id = ${guideId} and (${journeyId}::text is null or j.id = ${journeyId}::text)
    ), states as (
      select journey_id, single, completed, unlocks, sum(visitors)::int as visitors
      from analytics_journey_progress
      where guide_id = ${guideId} and (${journeyId}::text is null or journey_id = ${journeyId}::text) and ${grainCovers(period)}
      group by 1, 2, 3, 4
    ), bucketed as (
      select s.journey_id, s.visitors,
        case
          when s.single then 'Leitura única'
          when s.completed then '100'
          when j.required = 0 or s.unlocks = 0 then null
          else (select case when pct <= 10 then '1 a 10' when pct <= 25 then '11 a 25' when pct <= 50 then '26 a 50'
            when pct <= 75 then '51 a 75' else '75 a 99' end
            from (select least(99.0, s.unlocks * 100.0 / j.required) as pct) share)
        end as bucket
      from states s join journeys_of j on j.id = s.journey_id
    )
    select j.id as "journeyId", j.name, j.required as "requiredPoints", b.bucket, coalesce(sum(b.visitors), 0)::int as visitors
    from journeys_of j left join bucketed b on b.journey_id = j.id
    group by j.id, j.name, j.required, j.created_at, b.bucket
    order by j.created_at, j.id`.execute(db);
  return rows;
}

export async function readCompletions(db: Db, guideId: string, journeyId: string | null, period: Period) {
  const { rows } = await sql<{ n: number }>`
    select coalesce(sum(completions), 0)::int as n from analytics_completion_days
    where guide_id = ${guideId} and day between ${period.from}::date and ${period.to}::date
      and (${journeyId}::text is null or journey_id = ${journeyId}::text)`.execute(db);
  return rows[0]?.n ?? 0;
}

/** Emblems earned and rewards won (instant rewards and prize draws) in the period. */
export async function readWins(db: Db, guideId: string, journeyId: string | null, period: Period) {
  const { start, end } = instants(period);
  const { rows } = await sql<{ emblems: number; rewards: number }>`
    select
      (select count(*) from earned_emblems where guide_id = ${guideId} and earned_at >= ${start} and earned_at < ${end}
        and (${journeyId}::text is null or journey_id = ${journeyId}::text))::int as emblems,
      ((select count(*) from instant_rewards where guide_id = ${guideId} and won_at >= ${start} and won_at < ${end}
        and (${journeyId}::text is null or journey_id = ${journeyId}::text))
      + (select count(*) from sorted_rewards s join rewards r on r.id = s.reward_id
        where s.guide_id = ${guideId} and s.winner is not null and s.created_at >= ${start} and s.created_at < ${end}
          and (${journeyId}::text is null or r.journey_id = ${journeyId}::text)))::int as rewards`.execute(db);
  return rows[0] ?? { emblems: 0, rewards: 0 };
}

export interface RatingRows {
  bands: { promoters: number; passives: number; detractors: number };
  means: Array<{ type: string; id: string; name: LocalizedText | null; count: number; mean: number }>;
  comments: Array<{
    type: string;
    targetId: string;
    targetName: LocalizedText | null;
    rate: number;
    comment: string;
    userName: string | null;
    createdAt: Date;
  }>;
}

/** The guide's NPS, journey and point means, and the 10 latest comments of the period (ratings index). */
export async function readRatings(db: Db, guideId: string, journeyId: string | null, period: Period) {
  const { start, end } = instants(period);
  const inPeriod = sql`guide_id = ${guideId} and created_at >= ${start} and created_at < ${end}`;
  const inJourney = sql`(${journeyId}::text is null or journey_id = ${journeyId}::text)`;
  const [bands, means, comments] = await Promise.all([
    sql<RatingRows['bands']>`
      select count(*) filter (where rate >= 9)::int as promoters, count(*) filter (where rate between 7 and 8)::int as passives,
        count(*) filter (where rate <= 6)::int as detractors
      from ratings where ${inPeriod} and type = 'Guia'`.execute(db),
    sql<RatingRows['means'][number]>`
      select type, target_id as id, max(target_name::text)::jsonb as name, count(*)::int as count,
        round(avg(rate), 1)::float8 as mean
      from ratings where ${inPeriod} and type in ('Jornada', 'Ponto') and ${inJourney}
      group by type, target_id order by type, count(*) desc, target_id`.execute(db),
    sql<RatingRows['comments'][number]>`
      select type, target_id as "targetId", target_name as "targetName", rate, comment,
        case when user_name = 'Anônimo' then null else user_name end as "userName", created_at as "createdAt"
      from ratings where ${inPeriod} and comment is not null and comment <> ''
        and (${journeyId}::text is null or type = 'Guia' or journey_id = ${journeyId}::text)
      order by created_at desc, id limit 10`.execute(db),
  ]);
  return {
    bands: bands.rows[0] ?? { promoters: 0, passives: 0, detractors: 0 },
    means: means.rows,
    comments: comments.rows,
  } satisfies RatingRows;
}

export async function guideExists(db: Db, guideId: string) {
  const row = await db.selectFrom('guides').select('id').where('id', '=', guideId).executeTakeFirst();
  return row !== undefined;
}

export async function journeyOfGuide(db: Db, guideId: string, journeyId: string) {
  const row = await db
    .selectFrom('journeys')
    .select('id')
    .where('id', '=', journeyId)
    .where('guide_id', '=', guideId)
    .executeTakeFirst();
  return row !== undefined;
}
