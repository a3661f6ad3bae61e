import { type GuideMap, type Journey, orderByIds, type Point } from '@percurso/shared';

export interface PointStates {
  enabled: boolean;
  /** On a floor plan at x, y, or at coordinates (for a geographic map or GPS unlocking). */
  placed: boolean;
  qrValidation: boolean;
}

/** What the point list shows of each point. */
export function pointStates(point: Point, maps: readonly GuideMap[]): PointStates {
  const map = maps.find((candidate) => candidate.id === point.mapId);
  const onPlan = map?.type === 'floorPlan' && point.x !== undefined && point.y !== undefined;
  const atCoordinates = point.coordinates !== undefined && (map === undefined || map.type === 'geographic');
  return { enabled: point.enabled, placed: onPlan || atCoordinates, qrValidation: point.qrValidation };
}

/**
 * The list order: journey by journey (the guide's journeyOrder, then each journey's pointOrder),
 * a point once, under its first journey; points of no journey last.
 */
export function pointListOrder(points: readonly Point[], journeys: readonly Journey[]): Point[] {
  const seen = new Set<string>();
  const ordered: Point[] = [];
  for (const journey of journeys) {
    const members = points.filter((point) => point.journeyIds.includes(journey.id) && !seen.has(point.id));
    for (const point of orderByIds(members, journey.pointOrder)) {
      seen.add(point.id);
      ordered.push(point);
    }
  }
  return [...ordered, ...points.filter((point) => !seen.has(point.id))];
}
