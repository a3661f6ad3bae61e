import { randomUUID } from 'node:crypto';
import type { GuideMap, GuideMapInput, GuideMapUpdate } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findGuideMapById, listMapsOfGuide, saveGuideMap } from '../guide-maps/index.ts';
import { countMapsOfGuide, deleteGuideMap } from './panel.repository.ts';
import { compact, merge } from './panel-edit.ts';
import { requireGuide } from './panel-guides.service.ts';

/**
 * Guide maps (floor plans and geographic maps) as the panel edits them (docs/panel-api.md).
 * Callers check permissions first (panel.routes.ts); these functions check the data rules of spec
 * §5.
 */

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
