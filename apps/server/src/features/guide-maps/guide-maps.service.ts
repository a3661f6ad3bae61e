import type { GuideMap } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { GuideCache } from '../guides/index.ts';
import { findGuideMapById } from './guide-maps.repository.ts';

/** A map of a guide on air, as last published. Maps have no code of their own in the catalogue: plain not-found. */
export async function getGuideMap(db: Db, cache: GuideCache, id: string): Promise<GuideMap> {
  const map = await findGuideMapById(db, id);
  if (!map) throw new AppError('not-found');
  return cache.map(id, map.guideId);
}
