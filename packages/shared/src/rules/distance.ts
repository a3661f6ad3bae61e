import { EARTH_RADIUS_M, NEARBY_RADIUS_M } from '../constants.ts';
import type { Coordinates } from '../schemas/common.ts';

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine, earth radius 6 371 000 m). */
export function distanceInMeters(from: Coordinates, to: Coordinates): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A point is near enough to unlock when it lies within 25 m. */
export function isNearby(from: Coordinates, to: Coordinates): boolean {
  return distanceInMeters(from, to) <= NEARBY_RADIUS_M;
}

/** The spec's distance bands for grouping points around the visitor, upper bounds in metres. */
export const DISTANCE_BANDS = [
  { id: 'upTo5m', maxMeters: 5 },
  { id: '5to50m', maxMeters: 50 },
  { id: '50to500m', maxMeters: 500 },
  { id: '500mTo5km', maxMeters: 5_000 },
  { id: '5to50km', maxMeters: 50_000 },
] as const;
export type DistanceBand = (typeof DISTANCE_BANDS)[number]['id'];

/** The band a distance falls in (upper bound inclusive), or null beyond 50 km. */
export function distanceBand(meters: number): DistanceBand | null {
  return DISTANCE_BANDS.find((band) => meters <= band.maxMeters)?.id ?? null;
}
