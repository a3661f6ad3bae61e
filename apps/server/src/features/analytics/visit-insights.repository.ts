import type { LocalizedText } from '@percurso/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { grainCovers, type Period } from './period.ts';

/** Visit insights' reads (issue 31, migration 0046): each aggregates one rollup over the period. */

/** Visits started per day of the period (day rows only). */
export async function readVisitsPerDay(db: Db, guideId: string, period: Period) {
  const { rows } = await sql<{ day: string; visits: number }>`
    select day::text as day, sum(visits)::int as visits from analytics_visit_lengths
    where guide_id = ${guideId} and grain = 'd' and day between ${period.from}::date and ${period.to}::date
    group by day`.execute(db);
  return rows;
}

/** The period's visits by whole minutes of length and by distinct points opened. */
export async function readVisitHistograms(db: Db, guideId: string, period: Period) {
  const [lengths, points] = await Promise.all([
    sql<{ value: number; count: number }>`
      select minutes as value, sum(visits)::int as count from analytics_visit_lengths
      where guide_id = ${guideId} and ${grainCovers(period)} group by minutes`.execute(db),
    sql<{ value: number; count: number }>`
      select points as value, sum(visits)::int as count from analytics_visit_points
      where guide_id = ${guideId} and ${grainCovers(period)} group by points`.execute(db),
  ]);
  return { lengths: lengths.rows, points: points.rows };
}

/** Visitors whose first visit is in the period, returned or not. */
export async function readReturning(db: Db, guideId: string, period: Period) {
  const { rows } = await sql<{ returned: boolean; visitors: number }>`
    select returned, sum(visitors)::int as visitors from analytics_returning
    where guide_id = ${guideId} and ${grainCovers(period)} group by returned`.execute(db);
  return {
    visitors: rows.reduce((sum, row) => sum + row.visitors, 0),
    returned: rows.find((row) => row.returned)?.visitors ?? 0,
  };
}

export interface MediaRow {
  pointId: string;
  name: LocalizedText | null;
  language: string;
  views: number;
  timedViews: number;
  dwellSeconds: number;
  narrationPlays: number;
  narrationCompletes: number;
  videoPlays: number;
  videoCompletes: number;
}

/** Views, dwell, plays and completions per point and language, and views per format. */
export async function readMedia(db: Db, guideId: string, period: Period) {
  const [perPoint, formats] = await Promise.all([
    sql<MediaRow>`
      select m.point_id as "pointId", p.name, m.language, sum(m.views)::int as views,
        sum(m.timed_views)::int as "timedViews", sum(m.dwell_seconds)::float8 as "dwellSeconds",
        sum(m.narration_plays)::int as "narrationPlays", sum(m.narration_completes)::int as "narrationCompletes",
        sum(m.video_plays)::int as "videoPlays", sum(m.video_completes)::int as "videoCompletes"
      from analytics_point_media m left join points p on p.id = m.point_id
      where m.guide_id = ${guideId} and ${grainCovers(period)}
      group by m.point_id, p.name, m.language`.execute(db),
    sql<{ format: string; views: number }>`
      select format, sum(views)::int as views from analytics_point_media
      where guide_id = ${guideId} and ${grainCovers(period)} group by format having sum(views) > 0`.execute(db),
  ]);
  return { perPoint: perPoint.rows, formats: formats.rows };
}

/** The guide's journeys in its order with their points in order, and their names. */
export async function readJourneyOrders(db: Db, guideId: string) {
  const [journeys, points] = await Promise.all([
    sql<{ id: string; name: LocalizedText | null; point_order: string[] }>`
      select j.id, j.name, j.point_order from journeys j join guides g on g.id = j.guide_id
      where j.guide_id = ${guideId} and j.enabled
      order by coalesce(array_position(g.journey_order, j.id), 2147483647), j.created_at, j.id`.execute(db),
    sql<{ id: string; name: LocalizedText | null; journey_ids: string[] }>`
      select id, name, journey_ids from points where guide_id = ${guideId} and enabled
      order by created_at, id`.execute(db),
  ]);
  return { journeys: journeys.rows, points: points.rows };
}

/** Each journey's visitors of the period grouped by the set of its points they opened. */
export async function readJourneySets(db: Db, guideId: string, period: Period) {
  const { rows } = await sql<{ journeyId: string; points: string[]; visitors: number }>`
    select journey_id as "journeyId", points, sum(visitors)::int as visitors from analytics_journey_reach
    where guide_id = ${guideId} and ${grainCovers(period)}
    group by journey_id, points having sum(visitors) <> 0`.execute(db);
  return rows;
}
