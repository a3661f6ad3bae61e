import { type GuideBundle, type GuideMap, type Journey, orderByIds, type PointSummary } from '@percurso/shared';

/** A journey's enabled points in its visiting order (the spec's intListOrder). */
export function journeyPoints(bundle: GuideBundle, journey: Journey | undefined): PointSummary[] {
  if (!journey) return [];
  const members = bundle.points.filter((point) => point.journeyIds.includes(journey.id));
  return orderByIds(members, journey.pointOrder);
}

/** Journeys in the guide's journeyOrder. */
export function orderedJourneys(bundle: GuideBundle): Journey[] {
  return orderByIds(bundle.journeys, bundle.guide.journeyOrder);
}

/** Every tag used by the points, in first-seen order. */
export function tagsOf(points: readonly PointSummary[]): string[] {
  return [...new Set(points.flatMap((point) => point.tags))];
}

export function filterByTag(points: readonly PointSummary[], tag: string | null): PointSummary[] {
  return tag ? points.filter((point) => point.tags.includes(tag)) : [...points];
}

/** Whether a point has a position on the map. */
export function isOnMap(point: PointSummary, map: GuideMap): boolean {
  if (map.type === 'floorPlan') return point.mapId === map.id && point.x !== undefined && point.y !== undefined;
  return (point.mapId === map.id || point.mapId === undefined) && point.coordinates !== undefined;
}

/** The map to show first: the one holding the journey's first placed point, else the first map. */
export function defaultMap(maps: readonly GuideMap[], points: readonly PointSummary[]): GuideMap | undefined {
  const ordered = [...maps].sort((a, b) => a.position - b.position);
  for (const point of points) {
    const map = ordered.find((candidate) => isOnMap(point, candidate));
    if (map) return map;
  }
  return ordered[0];
}

/**
 * The number visitors see on each point's card and map marker: its stop number, the one on the
 * wall label and the QR card and the one the keypad opens it by (docs/product-decisions.md, "Stop
 * numbers"). The list's order is the journey's; a point without a number (saved by a release
 * before stop numbers) shows none.
 */
export function pointNumbers(points: readonly PointSummary[]): Map<string, number> {
  return new Map(points.flatMap((point) => (point.stopNumber === undefined ? [] : [[point.id, point.stopNumber]])));
}
