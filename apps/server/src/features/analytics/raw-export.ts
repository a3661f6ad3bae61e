import { createHmac, randomBytes } from 'node:crypto';
import { csvLine, RAW_EXPORT_COLUMNS, type RawExportFormat, type RawExportRow, UTF8_BOM } from '@percurso/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { instants, type Period } from './period.ts';
import { drainAnalytics } from './rollup-inbox.ts';

/**
 * The anonymised raw event export (issue 31 item 5; schema in docs/product-decisions.md "Visit
 * insights" and RAW_EXPORT_COLUMNS): a guide's interactions, then its visit events, each in time
 * order, for a period, as NDJSON or CSV. It reads pages of 5,000 rows by keyset and writes each
 * page before reading the next, so memory stays flat whatever the period holds.
 *
 * What a row says of its visitor is the dashboards' age band and region relative to the venue
 * (analytics_visitors, rolled up at their first interaction in the guide), never a name, e-mail,
 * phone, gender, city or birth date. The visitor id is replaced by an HMAC-SHA256 under a key
 * drawn for this export and never kept: one visitor's rows share a pseudonym within the file, two
 * exports cannot be joined, and no one can get the id back from it (an erased account's id was
 * already opaque; now it is not even that).
 */
export const RAW_EXPORT_PAGE_SIZE = 5_000;

const SOURCES = {
  interaction: sql`
    select e.id, e.created_at as at,
      case when e.type = 'Desbloqueio de interação' then 'unlock' else 'access' end as event,
      e.tracker, e.journey_id as "journeyId", e.point_id as "pointId", null::text as language, null::text as format,
      e.user_id as "userId", v.age_group as "ageGroup", v.region
    from interactions e`,
  visitEvent: sql`
    select e.id, e.created_at as at, e.kind as event, null::text as tracker, e.journey_id as "journeyId",
      e.point_id as "pointId", e.language, e.format, e.user_id as "userId", v.age_group as "ageGroup", v.region
    from visit_events e`,
} as const;

interface StoredRow {
  id: string;
  at: Date | string;
  event: string;
  tracker: string | null;
  journeyId: string | null;
  pointId: string;
  language: string | null;
  format: string | null;
  userId: string | null;
  ageGroup: string | null;
  region: string | null;
}

async function readPage(
  db: Db,
  source: keyof typeof SOURCES,
  guideId: string,
  period: Period,
  after: { at: Date; id: string } | null,
): Promise<StoredRow[]> {
  const { start, end } = instants(period);
  const { rows } = await sql<StoredRow>`${SOURCES[source]}
    left join analytics_visitors v on v.guide_id = e.guide_id and v.journey_key = '*' and v.user_id = e.user_id
    where e.guide_id = ${guideId} and e.created_at >= ${start} and e.created_at < ${end}
      ${after ? sql`and (e.created_at, e.id) > (${after.at}, ${after.id})` : sql``}
    order by e.created_at, e.id limit ${RAW_EXPORT_PAGE_SIZE}`.execute(db);
  return rows;
}

/**
 * This export's pseudonym of a visitor id: 16 bytes of HMAC-SHA256 under `key`, in hex. Not
 * base64url: one in 32 of those starts with "-", which the CSV's formula guard then prefixes with an
 * apostrophe, so a visitor's pseudonym would differ between the CSV and the NDJSON form.
 */
function pseudonymiser(key: Buffer) {
  const known = new Map<string, string>();
  return (userId: string | null) => {
    if (!userId) return null;
    let pseudonym = known.get(userId);
    if (!pseudonym) {
      pseudonym = createHmac('sha256', key).update(userId).digest().subarray(0, 16).toString('hex');
      // A visitor's rows come in bursts; a small map saves most digests without growing with the file.
      if (known.size >= 10_000) known.clear();
      known.set(userId, pseudonym);
    }
    return pseudonym;
  };
}

function present(source: keyof typeof SOURCES, row: StoredRow, visitor: string | null): RawExportRow {
  return {
    source,
    at: new Date(row.at).toISOString(),
    event: row.event,
    tracker: row.tracker,
    journeyId: row.journeyId || null,
    pointId: row.pointId,
    language: row.language || null,
    format: row.format || null,
    visitor,
    ageBand: !row.ageGroup || row.ageGroup === 'Desconhecida' ? 'unknown' : row.ageGroup,
    region: row.region ?? 'unknown',
  };
}

const encoders: Record<RawExportFormat, { header: string; line: (row: RawExportRow) => string }> = {
  ndjson: { header: '', line: (row) => `${JSON.stringify(row)}\n` },
  // The shared CSV writer: a cell that starts like a formula is neutralised.
  csv: {
    header: `${UTF8_BOM}${csvLine(RAW_EXPORT_COLUMNS)}`,
    line: (row) => csvLine(RAW_EXPORT_COLUMNS.map((column) => row[column])),
  },
};

export const RAW_EXPORT_CONTENT_TYPES: Record<RawExportFormat, string> = {
  ndjson: 'application/x-ndjson; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

export function rawExportFileName(guideId: string, period: Period, format: RawExportFormat) {
  return `percurso-raw-${guideId.replace(/[^\w-]/g, '_')}-${period.from}-${period.to}.${format}`;
}

/** Rolls up what waits first (the age band and region of a visitor new in the guide). */
export async function prepareRawExport(db: Db): Promise<void> {
  await drainAnalytics(db, { wait: true });
}

/** The file, one chunk per page. */
export async function* rawExport(
  db: Db,
  guideId: string,
  period: Period,
  format: RawExportFormat,
): AsyncGenerator<string> {
  const pseudonym = pseudonymiser(randomBytes(32));
  const encoder = encoders[format];
  if (encoder.header) yield encoder.header;
  for (const source of Object.keys(SOURCES) as Array<keyof typeof SOURCES>) {
    let after: { at: Date; id: string } | null = null;
    for (;;) {
      const rows = await readPage(db, source, guideId, period, after);
      if (rows.length > 0) {
        yield rows.map((row) => encoder.line(present(source, row, pseudonym(row.userId)))).join('');
      }
      const last = rows.at(-1);
      if (!last || rows.length < RAW_EXPORT_PAGE_SIZE) break;
      after = { at: new Date(last.at), id: last.id };
    }
  }
}
