import { localize, type PointLookup } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { requireVisibleGuide } from '../guides/index.ts';
import { findPointById } from './points.repository.ts';

/**
 * Resolves a point id (from a printed QR code) to the point and its guide's name, which the
 * web app needs to open `/{guideName}`.
 */
export async function lookUpPoint(db: Db, id: string): Promise<PointLookup> {
  const point = await findPointById(db, id);
  if (!point?.enabled) throw new AppError('point/not-found');
  const guide = await requireVisibleGuide(db, point.guideId);
  return { point, guideId: guide.id, guideName: localize(guide.name, 'pt') };
}
