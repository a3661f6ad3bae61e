import { randomUUID } from 'node:crypto';
import { nextStopNumber, type Point, type PointInput, type PointUpdate } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findGuideMapById } from '../guide-maps/index.ts';
import { listJourneysOfGuide } from '../journeys/index.ts';
import { findPointById, isStopNumberTaken, listPointsOfGuide, savePoint, stopNumbersOfGuide } from '../points/index.ts';
import { appendPointToJourneys, clearInitialPoint, deletePoint, removePointFromJourneys } from './panel.repository.ts';
import { checkVersion, compact, compactSheet, merge, now } from './panel-edit.ts';
import { requireGuide } from './panel-guides.service.ts';

/**
 * Interaction points as the panel edits them (docs/panel-api.md). Callers check permissions first
 * (panel.routes.ts); these functions check the data rules of spec §5.
 */

/** The guide's points, disabled ones too, oldest first. */
export async function listPointsForPanel(db: Db, guideId: string): Promise<Point[]> {
  await requireGuide(db, guideId);
  return listPointsOfGuide(db, guideId);
}

export async function requirePoint(db: Db, pointId: string): Promise<Point> {
  const point = await findPointById(db, pointId);
  if (!point) throw new AppError('point/not-found');
  return point;
}

/** Journeys and map of the point's guide; coordinates when the point is found by GPS. */
async function checkPoint(db: Db, point: Point): Promise<void> {
  await requireGuide(db, point.guideId, 'guideId');
  if (point.journeyIds.length === 0) throw new AppError('journey-empty', { field: 'journeyIds' });
  const journeys = new Set((await listJourneysOfGuide(db, point.guideId)).map((journey) => journey.id));
  if (!point.journeyIds.every((id) => journeys.has(id)))
    throw new AppError('journey/not-found', { field: 'journeyIds' });
  if (point.mapId) {
    const map = await findGuideMapById(db, point.mapId);
    if (map?.guideId !== point.guideId) throw new AppError('map/not-found', { field: 'mapId' });
  }
  if (point.geolocation && !point.coordinates) throw new AppError('coordinates-empty', { field: 'coordinates' });
}

export async function createPoint(db: Db, input: PointInput): Promise<Point> {
  const point: Point = {
    ...merge({} as Point, input),
    id: randomUUID(),
    journeyIds: [...new Set(input.journeyIds)],
    name: compact(input.name),
    description: compact(input.description),
    technicalSheet: compactSheet(input.technicalSheet),
    createdAt: now(),
  };
  await checkPoint(db, point);
  await guardStopNumber(() =>
    db.transaction().execute(async (trx) => {
      await savePoint(trx, point);
      await appendPointToJourneys(trx, point.id, point.journeyIds);
    }),
  );
  // As stored: a point sent without a stop number got its guide's next free one.
  return requirePoint(db, point.id);
}

/**
 * A stop number another point of the guide has answers 'stop-number-taken' on the field: the
 * unique index decides (migration 0039), so two managers saving the same number at once cannot both win.
 */
async function guardStopNumber<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isStopNumberTaken(error)) throw new AppError('stop-number-taken', { field: 'stopNumber', cause: error });
    throw error;
  }
}

/**
 * Saves the changes. Moving the point to another guide clears its journeys, map and position
 * unless the same request gives new ones (spec §4); journeys are required, so they must come too.
 */
export async function updatePoint(db: Db, pointId: string, { version, ...input }: PointUpdate): Promise<Point> {
  const current = await requirePoint(db, pointId);
  checkVersion(current, version);
  const movesGuide = input.guideId !== undefined && input.guideId !== current.guideId;
  const base: Point = movesGuide
    ? { ...current, journeyIds: [], mapId: undefined, x: undefined, y: undefined }
    : current;
  const point = merge(base, input);
  if (input.journeyIds) point.journeyIds = [...new Set(input.journeyIds)];
  if (input.name) point.name = compact(input.name);
  if (input.description) point.description = compact(input.description);
  if (input.technicalSheet) point.technicalSheet = compactSheet(input.technicalSheet);
  await checkPoint(db, point);
  // A point moved to another guide takes that guide's next free number unless the request gives one.
  if (movesGuide && input.stopNumber === undefined) {
    point.stopNumber = nextStopNumber(await stopNumbersOfGuide(db, point.guideId, point.id)) ?? undefined;
  }
  await guardStopNumber(() =>
    db.transaction().execute(async (trx) => {
      await savePoint(trx, point);
      await removePointFromJourneys(trx, point.id, point.journeyIds);
      await appendPointToJourneys(trx, point.id, point.journeyIds);
      if (movesGuide) await clearInitialPoint(trx, point.id, point.guideId);
    }),
  );
  // As stored, so the answer's version is the one the next read gives.
  return requirePoint(db, pointId);
}

export async function removePoint(db: Db, pointId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await removePointFromJourneys(trx, pointId);
    await clearInitialPoint(trx, pointId);
    if (!(await deletePoint(trx, pointId))) throw new AppError('point/not-found');
  });
}
