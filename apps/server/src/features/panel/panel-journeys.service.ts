import { randomUUID } from 'node:crypto';
import { type Journey, type JourneyInput, type JourneyUpdate, orderByIds } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findJourneyById, listJourneysOfGuide, saveJourney } from '../journeys/index.ts';
import { listPointsOfGuide } from '../points/index.ts';
import { appendToJourneyOrder, countPointsOfJourney, deleteJourney, detachJourney } from './panel.repository.ts';
import { checkVersion, compact, merge, now } from './panel-edit.ts';
import { requireGuide } from './panel-guides.service.ts';

/**
 * Journeys as the panel edits them (docs/panel-api.md). Callers check permissions first
 * (panel.routes.ts); these functions check the data rules of spec §5.
 */

/** The guide's journeys, disabled ones too, in the guide's journeyOrder (the rest after). */
export async function listJourneysForPanel(db: Db, guideId: string): Promise<Journey[]> {
  const guide = await requireGuide(db, guideId);
  return orderByIds(await listJourneysOfGuide(db, guideId), guide.journeyOrder);
}

export async function requireJourney(db: Db, journeyId: string): Promise<Journey> {
  const journey = await findJourneyById(db, journeyId);
  if (!journey) throw new AppError('journey/not-found');
  return journey;
}

/** The journey's points in the given order (only its own points), then those the order missed. */
async function resolvePointOrder(db: Db, journey: Journey, order: readonly string[]): Promise<string[]> {
  const members = (await listPointsOfGuide(db, journey.guideId))
    .filter((point) => point.journeyIds.includes(journey.id))
    .map((point) => point.id);
  const known = new Set(members);
  if (!order.every((id) => known.has(id))) throw new AppError('point/not-found', { field: 'pointOrder' });
  const ordered = [...new Set(order)];
  return [...ordered, ...members.filter((id) => !ordered.includes(id))];
}

export async function createJourney(db: Db, input: JourneyInput): Promise<Journey> {
  await requireGuide(db, input.guideId, 'guideId');
  const journey: Journey = {
    id: randomUUID(),
    guideId: input.guideId,
    name: compact(input.name),
    description: compact(input.description),
    translationFlags: input.translationFlags,
    pointOrder: [],
    enabled: input.enabled,
    backgroundColor: input.backgroundColor,
    iaModel: input.iaModel,
    createdAt: now(),
  };
  // A new journey has no points yet: any id in its order is unknown.
  if (input.pointOrder.length > 0) throw new AppError('point/not-found', { field: 'pointOrder' });
  await db.transaction().execute(async (trx) => {
    await saveJourney(trx, journey);
    await appendToJourneyOrder(trx, journey.guideId, journey.id);
  });
  return journey;
}

export async function updateJourney(db: Db, journeyId: string, { version, ...input }: JourneyUpdate): Promise<Journey> {
  const current = await requireJourney(db, journeyId);
  checkVersion(current, version);
  const journey = merge(current, input);
  if (input.name) journey.name = compact(input.name);
  if (input.description) journey.description = compact(input.description);
  const movesGuide = input.guideId !== undefined && input.guideId !== current.guideId;
  if (movesGuide) {
    await requireGuide(db, journey.guideId, 'guideId');
    if ((await countPointsOfJourney(db, journeyId)) > 0) {
      throw new AppError('journey/change-guide-with-intPoint', { field: 'guideId' });
    }
  }
  if (input.pointOrder) journey.pointOrder = await resolvePointOrder(db, current, input.pointOrder);
  await db.transaction().execute(async (trx) => {
    await saveJourney(trx, journey);
    if (movesGuide) {
      await detachJourney(trx, journeyId);
      await appendToJourneyOrder(trx, journey.guideId, journeyId);
    }
  });
  // As stored, so the answer's version is the one the next read gives.
  return requireJourney(db, journeyId);
}

/**
 * Deletes a journey that has no points. Points must belong to at least one journey, so a
 * journey with points is refused ('journey/has-points'): the manager moves the points to another
 * journey or deletes them first (docs/product-decisions.md).
 */
export async function removeJourney(db: Db, journeyId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if ((await countPointsOfJourney(trx, journeyId)) > 0) throw new AppError('journey/has-points');
    await detachJourney(trx, journeyId);
    if (!(await deleteJourney(trx, journeyId))) throw new AppError('journey/not-found');
  });
}
