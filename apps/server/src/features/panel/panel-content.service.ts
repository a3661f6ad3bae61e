import { randomUUID } from 'node:crypto';
import {
  type Actor,
  can,
  GUIDE_ADMIN_ROLE,
  type Guide,
  type GuideInput,
  type GuideMap,
  type GuideMapInput,
  type GuideMapUpdate,
  type GuideUpdate,
  guideDefaults,
  type Journey,
  type JourneyInput,
  type JourneyUpdate,
  type LocalizedText,
  localize,
  orderByIds,
  type PanelGuideSummary,
  type Point,
  type PointInput,
  type PointUpdate,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { nameKeys } from '../../db/row-mapping.ts';
import { AppError } from '../../http/app-error.ts';
import { findGuideMapById, listMapsOfGuide, saveGuideMap } from '../guide-maps/index.ts';
import { findGuideById, saveGuide } from '../guides/index.ts';
import { findJourneyById, listJourneysOfGuide, saveJourney } from '../journeys/index.ts';
import { findPointById, listPointsOfGuide, savePoint } from '../points/index.ts';
import {
  appendPointToJourneys,
  appendToJourneyOrder,
  clearInitialPoint,
  countMapsOfGuide,
  countPointsOfJourney,
  deleteGuide,
  deleteGuideMap,
  deleteJourney,
  deletePoint,
  detachJourney,
  existingPartnerIds,
  findAccountById,
  holdersOfPartners,
  isGuideNameTaken,
  listPanelGuides,
  type PartnerKind,
  removePointFromJourneys,
  saveGuideManagers,
} from './panel.repository.ts';

/**
 * Guides, journeys, points and maps as the panel edits them (docs/panel-api.md). Callers check
 * permissions first (panel.routes.ts); these functions check the data rules of spec §5.
 */

const now = () => new Date().toISOString();

/** Null clears an optional field (PATCH); undefined leaves it as it was. */
function merge<T extends object>(current: T, patch: object): T {
  const next = { ...current } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    next[key] = value === null ? undefined : value;
  }
  return next as T;
}

/** Blank languages are absent, so visitors fall back to another language instead of an empty text. */
function compact(text: LocalizedText): LocalizedText {
  return Object.fromEntries(Object.entries(text).filter(([, value]) => value !== undefined && value.trim() !== ''));
}

// ─── Guides ──────────────────────────────────────────────────────────────────────────────────

/** Global admins: every guide; others: the guides where they hold a role, marked with it. */
export async function listGuidesForPanel(db: Db, actor: Actor): Promise<PanelGuideSummary[]> {
  const rows = await listPanelGuides(db, actor.isGlobalAdmin ? 'all' : Object.keys(actor.guideRoles));
  return rows
    .map(({ managers: _managers, ...row }) => ({
      ...row,
      roles: actor.guideRoles[row.id] ?? [],
      can: {
        edit: can(actor, 'guide.edit', row.id),
        delete: can(actor, 'guide.delete', row.id),
        editContent: can(actor, 'guide.content.edit', row.id),
        manageManagers: can(actor, 'guide.managers.manage', row.id),
        readAnalytics: can(actor, 'guide.analytics.read', row.id),
      },
    }))
    .sort((a, b) => localize(a.name, 'pt').localeCompare(localize(b.name, 'pt'), 'pt-BR'));
}

export async function requireGuide(db: Db, guideId: string, field?: string): Promise<Guide> {
  const guide = await findGuideById(db, guideId);
  if (!guide) throw new AppError('guide/not-found', { field });
  return guide;
}

function applyGuideInput(current: Guide, input: GuideUpdate): Guide {
  const { latitude, longitude, ...rest } = input;
  const next = merge(current, rest);
  if (input.name) next.name = compact(input.name);
  if (input.description) next.description = compact(input.description);
  if (latitude !== undefined || longitude !== undefined) {
    next.location = {
      latitude: latitude ?? current.location?.latitude ?? 0,
      longitude: longitude ?? current.location?.longitude ?? 0,
    };
  }
  return next;
}

/**
 * Sponsors and social networks the guide does not list yet may be listed only when every other
 * guide that lists them is one the actor may edit too, and no road map lists them (global admins
 * excepted): once listed, the guide edits them (panel-partners.service.ts), which would otherwise
 * change what another guide's visitors see.
 */
async function checkPartnersUsable(
  db: Db,
  actor: Actor,
  guide: Guide,
  kind: PartnerKind,
  ids: readonly string[],
  listed: readonly string[],
): Promise<void> {
  const added = ids.filter((id) => !listed.includes(id));
  if (added.length === 0 || actor.isGlobalAdmin) return;
  const holders = await holdersOfPartners(db, kind, added, guide.id);
  if (holders.roadMaps > 0 || holders.guideIds.some((guideId) => !can(actor, 'guide.edit', guideId))) {
    throw new AppError('permission/denied', { field: kind === 'sponsor' ? 'sponsorIds' : 'socialNetIds' });
  }
}

/** Name unique ignoring accents, case and punctuation; references to records that exist. */
async function checkGuide(db: Db, actor: Actor, guide: Guide, input: GuideUpdate, current?: Guide): Promise<void> {
  if (input.name && (await isGuideNameTaken(db, nameKeys(guide.name), guide.id))) {
    throw new AppError('existing-name', { field: 'name.pt' });
  }
  if (input.journeyOrder) {
    const journeys = new Set((await listJourneysOfGuide(db, guide.id)).map((journey) => journey.id));
    if (!input.journeyOrder.every((id) => journeys.has(id))) {
      throw new AppError('journey/not-found', { field: 'journeyOrder' });
    }
  }
  if (input.sponsorIds) {
    const found = await existingPartnerIds(db, 'sponsor', input.sponsorIds);
    if (!input.sponsorIds.every((id) => found.has(id)))
      throw new AppError('sponsor/not-found', { field: 'sponsorIds' });
    await checkPartnersUsable(db, actor, guide, 'sponsor', input.sponsorIds, current?.sponsorIds ?? []);
  }
  if (input.socialNetIds) {
    const found = await existingPartnerIds(db, 'socialNetwork', input.socialNetIds);
    if (!input.socialNetIds.every((id) => found.has(id))) {
      throw new AppError('social-network/not-found', { field: 'socialNetIds' });
    }
    await checkPartnersUsable(db, actor, guide, 'socialNetwork', input.socialNetIds, current?.socialNetIds ?? []);
  }
  if (input.initialPointId) {
    const point = await findPointById(db, input.initialPointId);
    if (point?.guideId !== guide.id) throw new AppError('point/not-found', { field: 'initialPointId' });
  }
  // Spec §5 asks for an initial point and maps; a new guide has neither, so it is enforced when
  // the guide is switched on for visitors (it starts disabled). Edits of a guide already on are
  // not blocked by it (imported guides may lack one).
  if (input.enabled === true) {
    if (!guide.initialPointId) throw new AppError('initialIntPoint-empty', { field: 'initialPointId' });
    if ((await countMapsOfGuide(db, guide.id)) === 0) throw new AppError('maps-empty', { field: 'maps' });
  }
}

/**
 * The database's guard of unique guide names (migration 0011, guide_name_keys): checkGuide
 * answers the usual case; when two saves of one name race past it, the slower one lands here.
 */
async function guardGuideName<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    const failure = error as { code?: unknown; constraint?: unknown };
    if (failure.code === '23505' && failure.constraint === 'guide_name_keys_pkey') {
      throw new AppError('existing-name', { field: 'name.pt', cause: error });
    }
    throw error;
  }
}

/** A new guide, disabled, whose creator becomes its admin. */
export async function createGuide(db: Db, actor: Actor, input: GuideInput): Promise<Guide> {
  const at = now();
  const blank: Guide = {
    id: randomUUID(),
    name: {},
    description: {},
    type: input.type,
    ...guideDefaults(),
    createdAt: at,
    updatedAt: at,
  };
  const guide = { ...applyGuideInput(blank, input), enabled: false };
  await checkGuide(db, actor, guide, input);
  const creator = await findAccountById(db, actor.userId);
  await guardGuideName(() =>
    db.transaction().execute(async (trx) => {
      await saveGuide(trx, guide);
      await saveGuideManagers(trx, guide.id, [
        { id: actor.userId, email: creator?.email ?? '', name: creator?.name ?? '', roles: [GUIDE_ADMIN_ROLE] },
      ]);
    }),
  );
  return guide;
}

export async function updateGuide(db: Db, actor: Actor, guideId: string, input: GuideUpdate): Promise<Guide> {
  const current = await requireGuide(db, guideId);
  const guide = { ...applyGuideInput(current, input), updatedAt: now() };
  await checkGuide(db, actor, guide, input, current);
  await guardGuideName(() => saveGuide(db, guide));
  return guide;
}

export async function removeGuide(db: Db, guideId: string): Promise<void> {
  if (!(await deleteGuide(db, guideId))) throw new AppError('guide/not-found');
}

// ─── Journeys ────────────────────────────────────────────────────────────────────────────────

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

export async function updateJourney(db: Db, journeyId: string, input: JourneyUpdate): Promise<Journey> {
  const current = await requireJourney(db, journeyId);
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
  return journey;
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

// ─── Interaction points ──────────────────────────────────────────────────────────────────────

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
    createdAt: now(),
  };
  await checkPoint(db, point);
  await db.transaction().execute(async (trx) => {
    await savePoint(trx, point);
    await appendPointToJourneys(trx, point.id, point.journeyIds);
  });
  return point;
}

/**
 * Saves the changes. Moving the point to another guide clears its journeys, map and position
 * unless the same request gives new ones (spec §4); journeys are required, so they must come too.
 */
export async function updatePoint(db: Db, pointId: string, input: PointUpdate): Promise<Point> {
  const current = await requirePoint(db, pointId);
  const movesGuide = input.guideId !== undefined && input.guideId !== current.guideId;
  const base: Point = movesGuide
    ? { ...current, journeyIds: [], mapId: undefined, x: undefined, y: undefined }
    : current;
  const point = merge(base, input);
  if (input.journeyIds) point.journeyIds = [...new Set(input.journeyIds)];
  if (input.name) point.name = compact(input.name);
  if (input.description) point.description = compact(input.description);
  await checkPoint(db, point);
  await db.transaction().execute(async (trx) => {
    await savePoint(trx, point);
    await removePointFromJourneys(trx, point.id, point.journeyIds);
    await appendPointToJourneys(trx, point.id, point.journeyIds);
    if (movesGuide) await clearInitialPoint(trx, point.id, point.guideId);
  });
  return point;
}

export async function removePoint(db: Db, pointId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await removePointFromJourneys(trx, pointId);
    await clearInitialPoint(trx, pointId);
    if (!(await deletePoint(trx, pointId))) throw new AppError('point/not-found');
  });
}

// ─── Guide maps ──────────────────────────────────────────────────────────────────────────────

export async function listMapsForPanel(db: Db, guideId: string): Promise<GuideMap[]> {
  await requireGuide(db, guideId);
  return listMapsOfGuide(db, guideId);
}

export async function requireMap(db: Db, mapId: string): Promise<GuideMap> {
  const map = await findGuideMapById(db, mapId);
  if (!map) throw new AppError('map/not-found');
  return map;
}

/** A floor plan needs its image, a geographic map its centre. */
function checkMap(map: GuideMap): void {
  if (map.type === 'floorPlan' && !map.fileUrl) throw new AppError('image-empty', { field: 'fileUrl' });
  if (map.type === 'geographic' && !map.center) throw new AppError('coordinates-empty', { field: 'center' });
}

export async function createMap(db: Db, guideId: string, input: GuideMapInput): Promise<GuideMap> {
  await requireGuide(db, guideId);
  const map: GuideMap = {
    ...merge({} as GuideMap, input),
    id: randomUUID(),
    guideId,
    name: compact(input.name),
    position: input.position ?? (await countMapsOfGuide(db, guideId)),
  };
  checkMap(map);
  await saveGuideMap(db, map);
  return map;
}

export async function updateMap(db: Db, mapId: string, input: GuideMapUpdate): Promise<GuideMap> {
  const map = merge(await requireMap(db, mapId), input);
  if (input.name) map.name = compact(input.name);
  checkMap(map);
  await saveGuideMap(db, map);
  return map;
}

export async function removeMap(db: Db, mapId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteGuideMap(trx, mapId))) throw new AppError('map/not-found');
  });
}
