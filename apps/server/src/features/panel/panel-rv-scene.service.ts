import type { Point, RvTourInput } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { savePoint } from '../points/index.ts';
import { requirePoint } from './panel-points.service.ts';

/**
 * The scene editor's save (decision 0021): the point's 360° tour is replaced as a whole, its AR
 * material kept. The graph (links and markers naming existing scenes, positions in range) is
 * checked by the request schema, rvTourInput.
 */
export async function saveRvTour(db: Db, pointId: string, tour: RvTourInput): Promise<Point> {
  const current = await requirePoint(db, pointId);
  const point: Point = {
    ...current,
    immersive: {
      ...current.immersive,
      image360: tour.image360,
      image360Rotation: tour.image360Rotation,
      video360: tour.video360,
      rvImages: tour.rvImages,
      rvImagesConnections: tour.rvImagesConnections,
      rvPoints: tour.rvPoints,
    },
  };
  await savePoint(db, point);
  return point;
}
