import type { GuideMap, Journey, Point } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { emptyDraft } from './point-draft.ts';
import { pointListOrder, pointStates } from './point-list-model.ts';

const point = (id: string, patch: Partial<Point> = {}): Point => ({
  ...(emptyDraft('g1') as Omit<Point, 'id' | 'createdAt'>),
  id,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...patch,
});
const journey = (id: string, pointOrder: string[]): Journey => ({
  id,
  guideId: 'g1',
  name: {},
  description: {},
  pointOrder,
  enabled: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const plan: GuideMap = {
  id: 'plan',
  guideId: 'g1',
  name: {},
  type: 'floorPlan',
  position: 0,
  fileUrl: '/p.svg',
  width: 10,
  height: 10,
};
const geo: GuideMap = { id: 'geo', guideId: 'g1', name: {}, type: 'geographic', position: 1 };

describe('point states in the list', () => {
  it('counts a point as placed on a floor plan only with x and y', () => {
    expect(pointStates(point('a', { mapId: 'plan', x: 1, y: 2 }), [plan]).placed).toBe(true);
    expect(pointStates(point('a', { mapId: 'plan' }), [plan]).placed).toBe(false);
  });

  it('counts coordinates on a geographic map, or without a map', () => {
    const coordinates = { latitude: 1, longitude: 2 };
    expect(pointStates(point('a', { mapId: 'geo', coordinates }), [plan, geo]).placed).toBe(true);
    expect(pointStates(point('a', { coordinates }), [plan, geo]).placed).toBe(true);
    expect(pointStates(point('a', { mapId: 'plan', coordinates }), [plan]).placed).toBe(false);
  });

  it('shows enabled and QR validation as stored', () => {
    expect(pointStates(point('a', { enabled: false, qrValidation: true }), [])).toEqual({
      enabled: false,
      placed: false,
      qrValidation: true,
    });
  });
});

describe('point list order', () => {
  it('goes journey by journey in visiting order, each point once, orphans last', () => {
    const points = [
      point('x', { journeyIds: [] }),
      point('b', { journeyIds: ['j1', 'j2'] }),
      point('a', { journeyIds: ['j1'] }),
      point('c', { journeyIds: ['j2'] }),
    ];
    const order = pointListOrder(points, [journey('j1', ['a', 'b']), journey('j2', ['c', 'b'])]);
    expect(order.map((p) => p.id)).toEqual(['a', 'b', 'c', 'x']);
  });
});
