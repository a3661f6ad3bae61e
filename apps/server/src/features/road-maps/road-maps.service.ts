import { normalizeName, type RoadMap, type RoadMapList } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findRoadMapById, findRoadMapByNameKey, listEnabledRoadMaps } from './road-maps.repository.ts';

function requireEnabled(roadMap: RoadMap | undefined): RoadMap {
  if (!roadMap?.enabled) throw new AppError('road-map/not-found');
  return roadMap;
}

export async function listRoadMaps(db: Db): Promise<RoadMapList> {
  return { roadMaps: await listEnabledRoadMaps(db) };
}

export async function getRoadMapById(db: Db, id: string): Promise<RoadMap> {
  return requireEnabled(await findRoadMapById(db, id));
}

/** The road map a `/roteiro/{name}` link names, matched like guide names. */
export async function getRoadMapByName(db: Db, name: string): Promise<RoadMap> {
  return requireEnabled(await findRoadMapByNameKey(db, normalizeName(name)));
}
