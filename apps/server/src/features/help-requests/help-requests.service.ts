import { randomUUID } from 'node:crypto';
import type {
  DeskHelpRequest,
  HelpNeed,
  HelpRequestInput,
  HelpRequestStatus,
  LocalizedText,
  OwnHelpRequest,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/row-mapping.ts';
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import { runPeriodically } from '../../periodic.ts';
import type { SessionUser } from '../auth/index.ts';
import {
  type DeskRequestRow,
  deleteHelpRequestsBefore,
  findHelpRequest,
  findHelpRequestGuide,
  findHelpTarget,
  type HelpRequestRow,
  insertHelpRequest,
  listDeskRequests,
  moveHelpRequest,
} from './help-requests.repository.ts';

/** Requests are personal data (where a visitor was, what they needed): kept 30 days, then deleted. */
export const HELP_REQUEST_RETENTION_DAYS = 30;
/** The front desk keeps showing a closed request for an hour, so a colleague's close is seen. */
const CLOSED_SHOWN_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type RequestFields = Omit<HelpRequestRow, 'user_id'>;

function toOwn(row: RequestFields): OwnHelpRequest {
  return {
    id: row.id,
    guideId: row.guide_id,
    pointId: row.point_id,
    need: row.need as HelpNeed,
    message: row.message,
    status: row.status as HelpRequestStatus,
    createdAt: toIso(row.created_at),
    acknowledgedAt: row.acknowledged_at ? toIso(row.acknowledged_at) : null,
    closedAt: row.closed_at ? toIso(row.closed_at) : null,
  };
}

function toDesk(row: DeskRequestRow): DeskHelpRequest {
  const placed = row.map_id && row.file_url && row.width && row.height && row.x !== null && row.y !== null;
  return {
    ...toOwn(row),
    pointName: (row.point_name as LocalizedText | null) ?? null,
    stopNumber: row.stop_number ?? null,
    place: placed
      ? {
          mapId: row.map_id as string,
          mapName: row.map_name as LocalizedText,
          fileUrl: row.file_url as string,
          width: row.width as number,
          height: row.height as number,
          x: row.x as number,
          y: row.y as number,
        }
      : null,
  };
}

/**
 * Checks that the visitor may ask here: the guide exists, is open to visitors and takes help
 * requests (`help-request/disabled` otherwise), and the point is one of its enabled points.
 */
export async function requireHelpTarget(db: Db, input: HelpRequestInput): Promise<void> {
  const target = await findHelpTarget(db, input.guideId, input.pointId);
  if (!target) throw new AppError('guide/not-found', { field: 'guideId' });
  if (!target.enabled) throw new AppError('guide/disabled', { field: 'guideId' });
  if (!target.help_requests_enabled) throw new AppError('help-request/disabled', { field: 'guideId' });
  if (!target.point_id || !target.point_enabled) throw new AppError('point/not-found', { field: 'pointId' });
}

/** Deletes the requests older than HELP_REQUEST_RETENTION_DAYS (harmless when several processes do it at once). */
export async function deleteExpiredHelpRequests(db: Db, now = new Date()): Promise<void> {
  await deleteHelpRequestsBefore(db, new Date(now.getTime() - HELP_REQUEST_RETENTION_DAYS * DAY_MS));
}

/** Each process deletes expired requests an hour after it starts, then every hour (also when no one asks). */
export function startHelpRequestCleanup(db: Db, logger: Logger, signal: AbortSignal): void {
  runPeriodically('help requests retention', () => deleteExpiredHelpRequests(db), {
    everyMs: HOUR_MS,
    firstMs: HOUR_MS,
    logger,
    signal,
  });
}

/** Stores the visitor's request (checked by requireHelpTarget) and lets go of expired ones. */
export async function askForHelp(db: Db, user: SessionUser, input: HelpRequestInput): Promise<OwnHelpRequest> {
  await deleteExpiredHelpRequests(db);
  const row = await insertHelpRequest(db, {
    id: randomUUID(),
    guideId: input.guideId,
    pointId: input.pointId,
    userId: user.id,
    need: input.need,
    message: input.message ? input.message : null,
  });
  return toOwn(row);
}

/** The visitor's own request; another visitor's answers not found, as an unknown id does. */
export async function ownHelpRequest(db: Db, userId: string, id: string): Promise<OwnHelpRequest> {
  const row = await findHelpRequest(db, id);
  if (!row || row.user_id !== userId) throw new AppError('help-request/not-found');
  const { user_id: _owner, ...fields } = row;
  return toOwn(fields);
}

export async function deskHelpRequests(db: Db, guideId: string): Promise<DeskHelpRequest[]> {
  const rows = await listDeskRequests(db, guideId, new Date(Date.now() - CLOSED_SHOWN_MS));
  return rows.map(toDesk);
}

export async function requireHelpRequestGuide(db: Db, id: string): Promise<string> {
  const guideId = await findHelpRequestGuide(db, id);
  if (!guideId) throw new AppError('help-request/not-found');
  return guideId;
}

/** Acknowledges or closes a request (the caller checked the permission on its guide); answers its new state. */
export async function moveDeskRequest(
  db: Db,
  id: string,
  to: Exclude<HelpRequestStatus, 'open'>,
): Promise<OwnHelpRequest> {
  await moveHelpRequest(db, id, to);
  const row = await findHelpRequest(db, id);
  if (!row) throw new AppError('help-request/not-found');
  const { user_id: _owner, ...fields } = row;
  return toOwn(fields);
}
