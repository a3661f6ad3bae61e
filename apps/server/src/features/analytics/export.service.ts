import { ANALYTICS_EXPORT_SECTIONS, type AnalyticsQuery, csvLine } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { countExportRows, EXPORT_PAGE_SIZE, type ExportRow, readExportPage } from './export.repository.ts';
import { type Period, resolvePeriod } from './period.ts';

export const EXPORT_HEADER = [
  'section',
  'id',
  'createdAt',
  'type',
  'tracker',
  'feature',
  'journeyId',
  'pointId',
  'pointName',
  'targetId',
  'rate',
  'comment',
  'visitor',
  'gender',
  'ageGroup',
  'city',
] as const;

function line(section: string, row: ExportRow): string {
  const values = [
    section,
    row.id,
    new Date(row.createdAt),
    row.type,
    row.tracker,
    row.feature,
    row.journeyId,
    row.pointId,
    row.pointName,
    row.targetId,
    row.rate,
    row.comment,
    row.visitor,
    row.gender,
    row.ageGroup,
    row.city,
  ];
  return csvLine(values);
}

export async function prepareExport(db: Db, guideId: string, query: AnalyticsQuery) {
  const period = resolvePeriod(query);
  const totalRows = await countExportRows(db, guideId, period, ANALYTICS_EXPORT_SECTIONS);
  const fileName = `percurso-${guideId.replace(/[^\w-]/g, '_')}-${period.from}-${period.to}.csv`;
  return { period, totalRows, fileName };
}

/**
 * The CSV, header first, one chunk per page of 5,000 rows read by keyset (memory stays flat); cells
 * go through the shared csvLine, so a comment that starts like a formula is neutralised.
 */
export async function* exportCsv(db: Db, guideId: string, period: Period): AsyncGenerator<string> {
  yield `${EXPORT_HEADER.join(',')}\r\n`;
  for (const section of ANALYTICS_EXPORT_SECTIONS) {
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const rows = await readExportPage(db, section, guideId, period, after);
      if (rows.length > 0) yield rows.map((row) => line(section, row)).join('');
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_PAGE_SIZE) break;
      after = { createdAt: new Date(last.createdAt), id: last.id };
    }
  }
}
