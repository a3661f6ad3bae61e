import { describe, expect, it } from 'vitest';
import { formatDistance, groupByDistance, pointsUnlockedAt } from './nearby.ts';
import { testPoint } from './test-points.ts';

// Praça Tiradentes, Ouro Preto; one degree of latitude is about 111 195 m on a 6 371 km sphere.
const square = { latitude: -20.3856, longitude: -43.5036 };
const north = (meters: number) => ({ latitude: square.latitude + meters / 111_195, longitude: square.longitude });
const located = (id: string, meters: number, changes = {}) =>
  testPoint(id, { geolocation: true, coordinates: north(meters), ...changes });

describe('groupByDistance', () => {
  it('groups located points by the spec bands, nearest first, leaving out empty bands and far points', () => {
    const points = [
      located('far-town', 20_000),
      located('here', 3),
      located('street', 40),
      located('corner', 10),
      located('another-city', 80_000),
      testPoint('indoors'),
      located('walk', 1_200),
    ];
    const groups = groupByDistance(points, square);
    expect(groups.map((group) => [group.band, group.points.map((entry) => entry.point.id)])).toEqual([
      ['upTo5m', ['here']],
      ['5to50m', ['corner', 'street']],
      ['500mTo5km', ['walk']],
      ['5to50km', ['far-town']],
    ]);
    expect(groups[1]?.points[0]?.meters).toBeCloseTo(10, 0);
  });

  it('ignores points marked geolocation without coordinates', () => {
    expect(groupByDistance([testPoint('no-crd', { geolocation: true })], square)).toEqual([]);
  });
});

describe('pointsUnlockedAt', () => {
  it('unlocks located points within 25 m, once, and never those that need their QR code', () => {
    const points = [
      located('at-20m', 20),
      located('at-30m', 30),
      located('qr-only', 5, { qrValidation: true }),
      located('done', 2),
      testPoint('not-located', { coordinates: square }),
    ];
    expect(pointsUnlockedAt(points, square, new Set(['done'])).map((point) => point.id)).toEqual(['at-20m']);
  });
});

describe('formatDistance', () => {
  it('shows metres, then kilometres', () => {
    expect(formatDistance(12.4, 'en-US')).toBe('12 m');
    expect(formatDistance(1_250, 'pt-BR')).toBe('1,3 km');
    expect(formatDistance(23_400, 'en-US')).toBe('23 km');
  });
});
