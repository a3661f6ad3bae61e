import { type Point, pointDefaults } from '@percurso/shared';

/** A point as the guide bundle carries it, for the unlock tests. */
export function testPoint(id: string, changes: Partial<Point> = {}): Point {
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
