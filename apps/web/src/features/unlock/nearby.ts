import {
  type Coordinates,
  DISTANCE_BANDS,
  type DistanceBand,
  distanceBand,
  distanceInMeters,
  isNearby,
  type PointSummary,
} from '@percurso/shared';

/** A located point seen from where the visitor stands. */
export interface PointDistance {
  point: PointSummary;
  meters: number;
}

export interface DistanceGroup {
  band: DistanceBand;
  points: PointDistance[];
}

/** Points that can be found by location: marked `geolocation` and with coordinates. */
export function locatedPoints(points: readonly PointSummary[]): PointSummary[] {
  return points.filter((point) => point.geolocation && point.coordinates !== undefined);
}

/**
 * The located points grouped by the spec's distance bands (up to 5 m, 5–50 m, 50–500 m,
 * 500 m–5 km, 5–50 km), nearest first; empty bands are left out and points beyond 50 km too.
 */
export function groupByDistance(points: readonly PointSummary[], position: Coordinates): DistanceGroup[] {
  const groups = new Map<DistanceBand, PointDistance[]>();
  for (const point of locatedPoints(points)) {
    if (!point.coordinates) continue;
    const meters = distanceInMeters(position, point.coordinates);
    const band = distanceBand(meters);
    if (!band) continue;
    groups.set(band, [...(groups.get(band) ?? []), { point, meters }]);
  }
  return DISTANCE_BANDS.flatMap(({ id }) => {
    const inBand = groups.get(id);
    return inBand ? [{ band: id, points: inBand.sort((a, b) => a.meters - b.meters) }] : [];
  });
}

/**
 * The points this position unlocks: located, within 25 m, not requiring their QR code, and not
 * unlocked before (so walking around one never records it twice).
 */
export function pointsUnlockedAt(
  points: readonly PointSummary[],
  position: Coordinates,
  alreadyUnlocked: ReadonlySet<string>,
): PointSummary[] {
  return locatedPoints(points).filter(
    (point) =>
      !point.qrValidation &&
      !alreadyUnlocked.has(point.id) &&
      point.coordinates !== undefined &&
      isNearby(position, point.coordinates),
  );
}

/** Distance as a visitor reads it: metres below 1 km, kilometres with one decimal below 10 km. */
export function formatDistance(meters: number, locale: string): string {
  if (meters < 1000) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(meters)} m`;
  const km = meters / 1000;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km)} km`;
}
