import type { AnalyticsExportSection } from '@percurso/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { instants, localDay, type Period } from './period.ts';

/** One exported row, in the CSV's column order (docs/panel-api.md); never a visitor's name. */
export interface ExportRow {
  id: string;
  createdAt: Date;
  type: string | null;
  tracker: string | null;
  feature: string | null;
  journeyId: string | null;
  pointId: string | null;
  pointName: string | null;
  targetId: string | null;
  rate: number | null;
  comment: string | null;
  visitor: 'registered' | 'anonymous';
  gender: string;
  ageGroup: string;
  city: string | null;
}

export const EXPORT_PAGE_SIZE = 5000;

const registered = (nameColumn: string) =>
  sql.raw(`case when coalesce(${nameColumn}, 'Anônimo') <> 'Anônimo' then 'registered' else 'anonymous' end`);

/** Each section's columns. Ratings hold no gender, birth date or city. */
function columns(section: AnalyticsExportSection) {
  const age = sql`analytics_age_group('guide', user_birth_date, ${localDay('created_at')})`;
  switch (section) {
    case 'interactions':
      return sql`id, created_at as "createdAt", type, tracker, null as feature, journey_id as "journeyId",
        point_id as "pointId", point_name as "pointName", null as "targetId", null::int as rate, null as comment,
        ${registered('user_name')} as visitor, analytics_gender(user_gender) as gender, ${age} as "ageGroup",
        user_city as city`;
    case 'accesses':
      return sql`id, created_at as "createdAt", null as type, null as tracker, feature, null as "journeyId",
        point_id as "pointId", point_name as "pointName", item as "targetId", null::int as rate, null as comment,
        ${registered('user_name')} as visitor, analytics_gender(user_gender) as gender, ${age} as "ageGroup",
        user_city as city`;
    case 'ratings':
      return sql`id, created_at as "createdAt", type, null as tracker, null as feature, journey_id as "journeyId",
        null as "pointId", null as "pointName", target_id as "targetId", rate, comment,
        ${registered('user_name')} as visitor, 'Não informado' as gender, 'Desconhecida' as "ageGroup", null as city`;
    case 'completions':
      return sql`id, created_at as "createdAt", null as type, null as tracker, null as feature, journey_id as "journeyId",
        null as "pointId", null as "pointName", null as "targetId", null::int as rate, null as comment,
        ${registered('user_name')} as visitor, analytics_gender(user_gender) as gender, ${age} as "ageGroup",
        user_city as city`;
  }
}

const TABLES: Record<AnalyticsExportSection, string> = {
  interactions: 'interactions',
  accesses: 'accesses',
  ratings: 'ratings',
  completions: 'completed_journeys',
};

/** How many rows each section holds in the period (read before streaming, for the progress bar). */
export async function countExportRows(
  db: Db,
  guideId: string,
  period: Period,
  sections: readonly AnalyticsExportSection[],
) {
  const { start, end } = instants(period);
  const counts = sections.map(
    (section) => sql`(select count(*) from ${sql.table(TABLES[section])}
      where guide_id = ${guideId} and created_at >= ${start} and created_at < ${end})`,
  );
  const { rows } = await sql<{ total: number }>`select (${sql.join(counts, sql` + `)})::int as total`.execute(db);
  return rows[0]?.total ?? 0;
}

/** One page of a section, oldest first, after the (createdAt, id) keyset `after`. */
export async function readExportPage(
  db: Db,
  section: AnalyticsExportSection,
  guideId: string,
  period: Period,
  after: { createdAt: Date; id: string } | null,
): Promise<ExportRow[]> {
  const { start, end } = instants(period);
  const { rows } = await sql<ExportRow>`
    select ${columns(section)} from ${sql.table(TABLES[section])}
    where guide_id = ${guideId} and created_at >= ${start} and created_at < ${end}
      ${after ? sql`and (created_at, id) > (${after.createdAt}, ${after.id})` : sql``}
    order by created_at, id limit ${EXPORT_PAGE_SIZE}`.execute(db);
  return rows;
}
