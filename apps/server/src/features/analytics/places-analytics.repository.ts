import type { LocalizedText } from '@percurso/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { grainCovers, type Period } from './period.ts';

/** Codes and places' reads (issue 31 item 4, migration 0047): each aggregates one rollup over the period. */

/** Openings and unlocks per point and tracker. */
export async function readPointMethods(db: Db, guideId: string, period: Period) {
  const { rows } = await sql<{ pointId: string; tracker: string; events: number; unlocks: number }>`
    select point_id as "pointId", tracker, sum(events)::int as events, sum(unlocks)::int as unlocks
    from analytics_point_methods where guide_id = ${guideId} and ${grainCovers(period)}
    group by point_id, tracker`.execute(db);
  return rows;
}

/** Openings per point and hour of the day. */
export async function readPointHours(db: Db, guideId: string, period: Period) {
  const { rows } = await sql<{ pointId: string; hour: number; events: number }>`
    select point_id as "pointId", hour, sum(events)::int as events
    from analytics_point_hours where guide_id = ${guideId} and ${grainCovers(period)}
    group by point_id, hour`.execute(db);
  return rows;
}

export interface PlacedPoint {
  id: string;
  name: LocalizedText | null;
  stopNumber: number | null;
  inJourney: boolean;
  mapId: string | null;
  x: number | null;
  y: number | null;
  latitude: number | null;
  longitude: number | null;
}

/** The guide's enabled points (by stop number) and its maps (in their order). */
export async function readPointsAndMaps(db: Db, guideId: string) {
  const [points, maps] = await Promise.all([
    sql<PlacedPoint>`
      select id, name, stop_number as "stopNumber", cardinality(journey_ids) > 0 as "inJourney", map_id as "mapId",
        x, y, latitude, longitude
      from points where guide_id = ${guideId} and enabled
      order by stop_number nulls last, created_at, id`.execute(db),
    sql<{
      mapId: string;
      name: LocalizedText | null;
      type: string;
      fileUrl: string | null;
      width: number | null;
      height: number | null;
      centerLatitude: number | null;
      centerLongitude: number | null;
      zoom: number | null;
    }>`
      select id as "mapId", name, type, file_url as "fileUrl", width, height, center_latitude as "centerLatitude",
        center_longitude as "centerLongitude", zoom
      from guide_maps where guide_id = ${guideId} order by position, created_at, id`.execute(db),
  ]);
  return { points: points.rows, maps: maps.rows };
}
