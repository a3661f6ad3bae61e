import { type Point, type PointSummary, pointDefaults, toPointSummary } from '@percurso/shared';

/** A point with its content, as GET /api/points/:id answers it, for the unlock tests. */
export function testFullPoint(id: string, changes: Partial<Point> = {}): Point {
  return {
    id,
    guideId: 'g1',
    journeyIds: ['j1'],
    name: { pt: id },
    description: {},
    content: {},
    contentPreview: {},
    ...pointDefaults(),
    createdAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}

/** A point as the guide bundle lists it. */
export function testPoint(id: string, changes: Partial<Point> = {}): PointSummary {
  return toPointSummary(testFullPoint(id, changes));
}
