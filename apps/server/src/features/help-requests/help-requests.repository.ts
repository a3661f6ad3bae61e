import type { HelpNeed, HelpRequestStatus } from '@percurso/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

const columns = [
  'id',
  'guide_id',
  'point_id',
  'need',
  'message',
  'status',
  'created_at',
  'acknowledged_at',
  'closed_at',
] as const;
const requestColumns = columns.map((column) => `r.${column}` as const);

/** Whether the guide is open to visitors and takes help requests, and whether the point is its own. */
export async function findHelpTarget(db: Db, guideId: string, pointId: string) {
  return db
    .selectFrom('guides as g')
    .leftJoin('points as p', (join) => join.onRef('p.guide_id', '=', 'g.id').on('p.id', '=', pointId))
    .select(['g.enabled', 'g.help_requests_enabled', 'p.id as point_id', 'p.enabled as point_enabled'])
    .where('g.id', '=', guideId)
    .executeTakeFirst();
}

export interface HelpRequestWrite {
  id: string;
  guideId: string;
  pointId: string;
  userId: string;
  need: HelpNeed;
  message: string | null;
}

export async function insertHelpRequest(db: Db, request: HelpRequestWrite) {
  return db
    .insertInto('help_requests')
    .values({
      id: request.id,
      guide_id: request.guideId,
      point_id: request.pointId,
      user_id: request.userId,
      need: request.need,
      message: request.message,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** One request with its owner (the visitor's read checks it). */
export async function findHelpRequest(db: Db, id: string) {
  return db
    .selectFrom('help_requests as r')
    .select([...requestColumns, 'r.user_id'])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export type HelpRequestRow = NonNullable<Awaited<ReturnType<typeof findHelpRequest>>>;

/**
 * The front desk's list: the guide's requests not closed, and those closed in the last hour (so a
 * colleague's close is seen), oldest first, with the point's name, number and floor-plan place
 * (its map when that map is a floor plan with an image).
 */
export async function listDeskRequests(db: Db, guideId: string, closedSince: Date) {
  return db
    .selectFrom('help_requests as r')
    .leftJoin('points as p', 'p.id', 'r.point_id')
    .leftJoin('guide_maps as m', (join) =>
      join.onRef('m.id', '=', 'p.map_id').on('m.file_url', 'is not', null).on('m.width', 'is not', null),
    )
    .select([
      ...requestColumns,
      'p.name as point_name',
      'p.stop_number',
      'p.x',
      'p.y',
      'm.id as map_id',
      'm.name as map_name',
      'm.file_url',
      'm.width',
      'm.height',
    ])
    .where('r.guide_id', '=', guideId)
    .where((eb) => eb.or([eb('r.status', '<>', 'closed'), eb('r.closed_at', '>=', closedSince)]))
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(500)
    .execute();
}

export type DeskRequestRow = Awaited<ReturnType<typeof listDeskRequests>>[number];

/**
 * Moves a request on: `acknowledged` only from open, `closed` from open or acknowledged. Answers
 * the request's guide when it exists (whether or not it moved: a second click changes nothing).
 */
export async function moveHelpRequest(db: Db, id: string, to: Exclude<HelpRequestStatus, 'open'>) {
  const now = new Date();
  await db
    .updateTable('help_requests')
    .set(to === 'acknowledged' ? { status: to, acknowledged_at: now } : { status: to, closed_at: now })
    .where('id', '=', id)
    .where('status', 'in', to === 'acknowledged' ? ['open'] : ['open', 'acknowledged'])
    .execute();
}

/** The guide of a request, for the permission check before moving it. */
export async function findHelpRequestGuide(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('help_requests').select('guide_id').where('id', '=', id).executeTakeFirst();
  return row?.guide_id;
}

/** Retention: every request older than the cutoff goes, whatever its state. */
export async function deleteHelpRequestsBefore(db: Db, cutoff: Date): Promise<void> {
  await sql`delete from help_requests where created_at < ${cutoff}`.execute(db);
}
