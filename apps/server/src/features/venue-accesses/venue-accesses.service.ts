import { randomUUID } from 'node:crypto';
import type { AccessInput, PanelAccess } from '@percurso/shared/road-map';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import {
  deleteAccess,
  findAccess,
  guideExists,
  insertAccess,
  listAccessesOfGuide,
  mapsOutsideGuide,
  updateAccess,
} from './venue-accesses.repository.ts';

/**
 * Accesses of a guide's venue (docs/product-decisions.md, "Accesses"): the spec's §5 rules are in
 * the shared schema; here, that the maps are the guide's own ('map/not-found', field mapIds).
 */
async function checkMaps(db: Db, guideId: string, input: AccessInput) {
  if ((await mapsOutsideGuide(db, guideId, input.mapIds)).length > 0) {
    throw new AppError('map/not-found', { field: 'mapIds' });
  }
}

export async function listAccesses(db: Db, guideId: string): Promise<PanelAccess[]> {
  if (!(await guideExists(db, guideId))) throw new AppError('guide/not-found');
  return listAccessesOfGuide(db, guideId);
}

export async function requireAccess(db: Db, id: string): Promise<PanelAccess> {
  const access = await findAccess(db, id);
  if (!access) throw new AppError('access/not-found');
  return access;
}

export async function createAccess(db: Db, guideId: string, input: AccessInput): Promise<PanelAccess> {
  if (!(await guideExists(db, guideId))) throw new AppError('guide/not-found');
  await checkMaps(db, guideId, input);
  return insertAccess(db, randomUUID(), guideId, input);
}

/** Saves every field of the access (the editor sends the whole form). */
export async function saveAccess(db: Db, access: PanelAccess, input: AccessInput): Promise<PanelAccess> {
  await checkMaps(db, access.guideId, input);
  const saved = await updateAccess(db, access.id, input);
  if (!saved) throw new AppError('access/not-found');
  return saved;
}

export async function removeAccess(db: Db, id: string): Promise<void> {
  await deleteAccess(db, id);
}
