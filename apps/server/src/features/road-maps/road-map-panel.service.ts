import { randomUUID } from 'node:crypto';
import type { Actor, LocalizedText, RoadMap } from '@percurso/shared';
import type { PanelRoadMap, RoadMapAdmin, RoadMapInput, RoadMapUpdate } from '@percurso/shared/road-map';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findRegisteredUserByEmail } from '../access/index.ts';
import {
  deleteRoadMap,
  deleteRoadMapAdmin,
  findPanelRoadMap,
  insertRoadMapAdmin,
  listPanelRoadMaps,
  listRoadMapAdmins,
  missingIds,
} from './road-map-panel.repository.ts';
import { saveRoadMap } from './road-maps.repository.ts';

/** The road maps the actor may edit: every one for global admins, else those they administer. */
export async function listRoadMapsForPanel(db: Db, actor: Actor): Promise<PanelRoadMap[]> {
  return actor.isGlobalAdmin ? listPanelRoadMaps(db) : listPanelRoadMaps(db, actor.roadMapIds ?? []);
}

export async function requireRoadMap(db: Db, id: string): Promise<PanelRoadMap> {
  const roadMap = await findPanelRoadMap(db, id);
  if (!roadMap) throw new AppError('road-map/not-found');
  return roadMap;
}

/** A road map's fields as saved: the names may lack a translation the create form requires. */
type RoadMapValues = Omit<RoadMapInput, 'name' | 'description'> & { name: LocalizedText; description: LocalizedText };

/**
 * Refuses ids that name nothing, before anything is written: guides ('guide/not-found'),
 * van guides the road map does not list (same code, field 'vans'), sponsors and social networks.
 */
async function checkReferences(db: Db, value: Pick<RoadMapInput, 'guideIds' | 'vans' | 'sponsorIds' | 'socialNetIds'>) {
  if ((await missingIds(db, 'guides', value.guideIds)).length > 0) {
    throw new AppError('guide/not-found', { field: 'guideIds' });
  }
  if (value.vans.some((van) => van.guideIds.some((id) => !value.guideIds.includes(id)))) {
    throw new AppError('guide/not-found', { field: 'vans' });
  }
  if ((await missingIds(db, 'sponsors', value.sponsorIds)).length > 0) {
    throw new AppError('sponsor/not-found', { field: 'sponsorIds' });
  }
  if ((await missingIds(db, 'social_networks', value.socialNetIds)).length > 0) {
    throw new AppError('social-network/not-found', { field: 'socialNetIds' });
  }
}

/** One van per name: a name sent twice keeps its guides together, vans without guides go. */
function normalizeVans(vans: RoadMapInput['vans']): RoadMap['vans'] {
  const byName = new Map<string, string[]>();
  for (const van of vans) byName.set(van.name, [...new Set([...(byName.get(van.name) ?? []), ...van.guideIds])]);
  return [...byName].filter(([, guideIds]) => guideIds.length > 0).map(([name, guideIds]) => ({ name, guideIds }));
}

function toRecord(id: string, createdAt: string, value: RoadMapValues): RoadMap {
  return {
    id,
    name: value.name,
    description: value.description,
    bannerImage: value.bannerImage,
    logoImage: value.logoImage,
    guides: value.guideIds.map((guideId) => ({ id: guideId, name: {} })),
    vans: normalizeVans(value.vans),
    sponsorIds: [...new Set(value.sponsorIds)],
    socialNetIds: [...new Set(value.socialNetIds)],
    enabled: value.enabled,
    createdAt,
  };
}

async function write(db: Db, record: RoadMap): Promise<PanelRoadMap> {
  await db.transaction().execute((trx) => saveRoadMap(trx, record));
  return requireRoadMap(db, record.id);
}

export async function createRoadMap(db: Db, input: RoadMapInput): Promise<PanelRoadMap> {
  const value = { ...input, guideIds: [...new Set(input.guideIds)] };
  await checkReferences(db, value);
  return write(db, toRecord(randomUUID(), new Date().toISOString(), value));
}

/** PATCH: the fields sent replace the saved ones (null clears an image). */
export async function updateRoadMap(db: Db, id: string, update: RoadMapUpdate): Promise<PanelRoadMap> {
  const saved = await requireRoadMap(db, id);
  const merged: RoadMapValues = {
    name: update.name ?? saved.name,
    description: update.description ?? saved.description,
    bannerImage: update.bannerImage === null ? undefined : (update.bannerImage ?? saved.bannerImage),
    logoImage: update.logoImage === null ? undefined : (update.logoImage ?? saved.logoImage),
    guideIds: [...new Set(update.guideIds ?? saved.guideIds)],
    vans: update.vans ?? (saved.vans as RoadMapInput['vans']),
    sponsorIds: update.sponsorIds ?? saved.sponsorIds,
    socialNetIds: update.socialNetIds ?? saved.socialNetIds,
    enabled: update.enabled ?? saved.enabled,
  };
  // Without new vans, guides taken out of the road map leave the saved vans too.
  if (!update.vans) {
    merged.vans = merged.vans.map((van) => ({
      ...van,
      guideIds: van.guideIds.filter((g) => merged.guideIds.includes(g)),
    }));
  }
  await checkReferences(db, merged);
  return write(db, toRecord(id, saved.createdAt, merged));
}

export async function removeRoadMap(db: Db, id: string): Promise<void> {
  await requireRoadMap(db, id);
  await deleteRoadMap(db, id);
}

/** Road-map administrators: registered accounts named by e-mail ('permission/user-not-found'). */
export async function listAdminsOf(db: Db, roadMapId: string): Promise<RoadMapAdmin[]> {
  await requireRoadMap(db, roadMapId);
  return listRoadMapAdmins(db, roadMapId);
}

export async function addRoadMapAdmin(db: Db, roadMapId: string, email: string): Promise<RoadMapAdmin[]> {
  await requireRoadMap(db, roadMapId);
  const user = await findRegisteredUserByEmail(db, email);
  if (!user) throw new AppError('permission/user-not-found', { field: 'email' });
  await insertRoadMapAdmin(db, { id: randomUUID(), roadMapId, userId: user.id, email: user.email, name: user.name });
  return listRoadMapAdmins(db, roadMapId);
}

export async function removeRoadMapAdmin(db: Db, roadMapId: string, userId: string): Promise<RoadMapAdmin[]> {
  await requireRoadMap(db, roadMapId);
  if (!(await deleteRoadMapAdmin(db, roadMapId, userId))) throw new AppError('admin/not-found');
  return listRoadMapAdmins(db, roadMapId);
}
