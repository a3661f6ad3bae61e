import { randomUUID } from 'node:crypto';
import { INTERACTION_TYPES, localize } from '@percurso/shared';
import {
  ROAD_MAP_EXECUTION_TRACKER,
  type RoadMapExecution,
  type RoadMapExecutionInput,
} from '@percurso/shared/road-map';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import { hasExecution, insertExecution, listExecutionsOf } from './road-map-executions.repository.ts';
import { getRoadMapById } from './road-maps.service.ts';

/**
 * Records a road-map execution from the road map's QR code (spec §3 roadMapExec). Anonymous
 * visitors get 403 `auth/anonymous-not-allowed` and nothing is saved (spec §6): the web asks them
 * to register. The first record of a guide in the road map is an unlock, later ones an access.
 */
export async function recordExecution(
  db: Db,
  user: SessionUser,
  input: RoadMapExecutionInput,
): Promise<RoadMapExecution> {
  if (user.isAnonymous) throw new AppError('auth/anonymous-not-allowed');
  const roadMap = await getRoadMapById(db, input.roadMapId);
  const guide = roadMap.guides.find((entry) => entry.id === input.guideId);
  if (!guide) throw new AppError('road-map/guide-not-listed', { field: 'guideId' });
  const [unlock, access] = INTERACTION_TYPES;
  const seen = await hasExecution(db, user.id, roadMap.id, guide.id);
  return insertExecution(db, {
    id: randomUUID(),
    type: seen ? access : unlock,
    tracker: ROAD_MAP_EXECUTION_TRACKER,
    roadMapId: roadMap.id,
    guideId: guide.id,
    guideName: localize(guide.name, 'pt'),
    userId: user.id,
  });
}

/** The visitor's road-map executions (none for anonymous visitors, whose are never saved). */
export async function executionsOf(db: Db, user: SessionUser): Promise<RoadMapExecution[]> {
  return user.isAnonymous ? [] : listExecutionsOf(db, user.id);
}
