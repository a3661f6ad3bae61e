import { describe, expect, it } from 'vitest';
import { distanceBand, distanceInMeters, isNearby } from './distance.ts';

/** Moves a coordinate north by a number of metres (1° of latitude = 2πR/360 m). */
const north = (p: { latitude: number; longitude: number }, meters: number) => ({
  latitude: p.latitude + (meters / (2 * Math.PI * 6_371_000)) * 360,
  longitude: p.longitude,
});

describe('distance', () => {
  const praca = { latitude: -20.3856, longitude: -43.5035 };

  it('is zero for the same place', () => {
    expect(distanceInMeters(praca, praca)).toBe(0);
  });

  it('uses the haversine formula with an earth radius of 6 371 000 m', () => {
    // One degree of longitude on the equator: 2π·6371000/360 = 111 194.93 m
    expect(distanceInMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111_194.93, 1);
    expect(distanceInMeters(praca, north(praca, 100))).toBeCloseTo(100, 6);
  });

  it('is symmetric', () => {
    const other = { latitude: -20.3889, longitude: -43.5098 };
    expect(distanceInMeters(praca, other)).toBeCloseTo(distanceInMeters(other, praca), 9);
  });

  it('unlocks within 25 m and not at 30 m', () => {
    expect(isNearby(praca, north(praca, 24.9))).toBe(true);
    expect(isNearby(praca, north(praca, 25))).toBe(true);
    expect(isNearby(praca, north(praca, 30))).toBe(false);
  });

  it.each([
    [0, 'upTo5m'],
    [5, 'upTo5m'],
    [5.01, '5to50m'],
    [50, '5to50m'],
    [51, '50to500m'],
    [500, '50to500m'],
    [501, '500mTo5km'],
    [5000, '500mTo5km'],
    [5001, '5to50km'],
    [50_000, '5to50km'],
  ] as const)('puts %d m in band %s', (meters, band) => {
    expect(distanceBand(meters)).toBe(band);
  });

  it('puts nothing beyond 50 km in a band', () => {
    expect(distanceBand(50_001)).toBeNull();
  });
});
