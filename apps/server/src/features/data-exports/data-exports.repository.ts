import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { localDay } from '../analytics/index.ts';

/** One road-map execution as exported: like the usage export, the visitor is only registered or anonymous, never named. */
export interface ExecutionRow {
  id: string;
  createdAt: Date;
  type: string | null;
  tracker: string | null;
  roadMapId: string;
  guideId: string | null;
  guideName: string | null;
  visitor: 'registered' | 'anonymous';
  gender: string;
  ageGroup: string;
  city: string | null;
}

/** Every execution of a road map, oldest first. */
export async function readRoadMapExecutions(db: Db, roadMapId: string): Promise<ExecutionRow[]> {
  const { rows } = await sql<ExecutionRow>`
    select id, created_at as "createdAt", type, tracker, road_map_id as "roadMapId", guide_id as "guideId",
      guide_name as "guideName",
      case when coalesce(user_name, 'Anônimo') <> 'Anônimo' then 'registered' else 'anonymous' end as visitor,
      analytics_gender(user_gender) as gender,
      analytics_age_group('roadMap', user_birth_date, ${localDay('created_at')}) as "ageGroup",
      user_city as city
    from road_map_executions where road_map_id = ${roadMapId}
    order by created_at, id`.execute(db);
  return rows;
}
