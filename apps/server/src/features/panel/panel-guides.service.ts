import { randomUUID } from 'node:crypto';
import {
  type Actor,
  can,
  canChangePartner,
  GUIDE_ADMIN_ROLE,
  type Guide,
  type GuideInput,
  type GuideUpdate,
  guideDefaults,
  localize,
  type PanelGuideSummary,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { nameKeys } from '../../db/row-mapping.ts';
import { AppError } from '../../http/app-error.ts';
import { findGuideById, saveGuide } from '../guides/index.ts';
import { listJourneysOfGuide } from '../journeys/index.ts';
import { findPointById } from '../points/index.ts';
import {
  countMapsOfGuide,
  deleteGuide,
  existingPartnerIds,
  findAccountById,
  holdersOfPartners,
  isGuideNameTaken,
  listPanelGuides,
  type PartnerKind,
  saveGuideManagers,
} from './panel.repository.ts';
import { checkVersion, compact, merge, now } from './panel-edit.ts';

/**
 * Guides as the panel edits them (docs/panel-api.md). Callers check permissions first
 * (panel.routes.ts); these functions check the data rules of spec §5.
 */

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
    // One coordinate changes the position it was read with; never a 0 that nobody typed.
    const position = {
      latitude: latitude ?? current.location?.latitude,
      longitude: longitude ?? current.location?.longitude,
    };
    if (position.latitude === undefined) throw new AppError('latitude-empty', { field: 'latitude' });
    if (position.longitude === undefined) throw new AppError('longitude-empty', { field: 'longitude' });
    next.location = { latitude: position.latitude, longitude: position.longitude };
  }
  return next;
}

/**
 * Sponsors and social networks the guide does not list yet may be listed only by someone who may
 * change them (canChangePartner: every guide and road map listing them is one they may edit):
 * once listed, the guide edits them (panel-partners.service.ts), which would otherwise change what
 * another guide's visitors see.
 */
async function checkPartnersUsable(
  db: Db,
  actor: Actor,
  kind: PartnerKind,
  ids: readonly string[],
  listed: readonly string[],
): Promise<void> {
  const added = ids.filter((id) => !listed.includes(id));
  if (added.length === 0 || actor.isGlobalAdmin) return;
  const holders = await holdersOfPartners(db, kind, added);
  if ([...holders.values()].some((each) => !canChangePartner(actor, each))) {
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
    await checkPartnersUsable(db, actor, 'sponsor', input.sponsorIds, current?.sponsorIds ?? []);
  }
  if (input.socialNetIds) {
    const found = await existingPartnerIds(db, 'socialNetwork', input.socialNetIds);
    if (!input.socialNetIds.every((id) => found.has(id))) {
      throw new AppError('social-network/not-found', { field: 'socialNetIds' });
    }
    await checkPartnersUsable(db, actor, 'socialNetwork', input.socialNetIds, current?.socialNetIds ?? []);
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

export async function updateGuide(
  db: Db,
  actor: Actor,
  guideId: string,
  { version, ...input }: GuideUpdate,
): Promise<Guide> {
  const current = await requireGuide(db, guideId);
  checkVersion(current, version);
  const guide = { ...applyGuideInput(current, input), updatedAt: now() };
  await checkGuide(db, actor, guide, input, current);
  await guardGuideName(() => saveGuide(db, guide));
  // As stored, so the answer's version is the one the next read gives.
  return requireGuide(db, guideId);
}

export async function removeGuide(db: Db, guideId: string): Promise<void> {
  if (!(await deleteGuide(db, guideId))) throw new AppError('guide/not-found');
}
